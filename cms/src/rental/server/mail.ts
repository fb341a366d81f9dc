import type { Payment, RentalFee } from '@hall/contract/rental-fees';
import type { Core } from '@strapi/strapi';
import { rentalCategoryLabel } from '@hall/contract/labels';
import { hallContact, mailEnvelope, parseAddress, publicUrl } from '../../email/mailer';
import {
  rentalReceivedMail,
  rentalPaymentMail,
  rentalReceivedStaffMail,
  rentalStatusMail,
  rentalWithdrawnStaffMail,
  rentalDeadlineMail,
  rentalDeadlineStaffMail,
  type DeadlineNotice,
  type RenderedMail,
} from '../../email/templates';
import { MAIL_PURPOSE_LOG, recordMail, type MailAttachment, type MailPurpose } from '../../email/outbox';
import { hallSettings } from '../../utils/hall-settings';
import { RENTAL_APPLICATION } from './settings';

/**
 * Rental-application mail (docs/decisions/009). The applicant is written to at the
 * application's e-mail and, when it differs, at the member's login e-mail too; staff at
 * RENTAL_STAFF_EMAIL, else the site config's rental e-mail, else the hall's e-mail.
 * The mails are recorded in the mail outbox (./outbox.ts), in the transaction of the change when
 * the caller runs one, and sent by the mail worker: a failed delivery is retried, and never
 * undoes a submission or a status change (docs/decisions/023).
 */

const SITE_CONFIG = 'api::site-config.site-config';

export interface RentalMailSubject {
  documentId: string;
  company: string;
  category?: string | null;
  showTitle: string;
  desiredDate: string;
  desiredTime?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  email: string;
  submittedAt?: string | null;
  ownerEmail?: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** What the rental mails say of an application, from the application as stored. */
export function toRentalMail(application: Record<string, unknown>, ownerEmail?: string | null): RentalMailSubject {
  return {
    documentId: text(application.documentId),
    company: text(application.company),
    category: optionalText(application.category),
    showTitle: text(application.showTitle),
    desiredDate: text(application.desiredDate),
    desiredTime: optionalText(application.desiredTime),
    contactName: optionalText(application.contactName),
    contactPhone: optionalText(application.contactPhone),
    email: text(application.email),
    submittedAt: optionalText(application.submittedAt),
    ownerEmail: ownerEmail ?? null,
  };
}

export function applicantRecipients(application: { email?: string | null; ownerEmail?: string | null }): string[] {
  const addresses = [application.email, application.ownerEmail]
    .map((value) => value?.trim())
    .filter((value): value is string => !!value);
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Where staff are told about an application: RENTAL_STAFF_EMAIL (config/hall.ts), else the site config's. */
async function staffInbox(strapi: Core.Strapi): Promise<string | null> {
  const configured = parseAddress(hallSettings(strapi, 'rental').staffEmail);
  if (configured) return configured.address;
  try {
    const config = (await strapi
      .documents(SITE_CONFIG)
      .findFirst({ fields: ['rentalEmail', 'email'], status: 'published' })) as {
      rentalEmail?: string | null;
      email?: string | null;
    } | null;
    return config?.rentalEmail || config?.email || null;
  } catch (error) {
    strapi.log.warn(`[mail] could not read the site config: ${(error as Error).message}`);
    return null;
  }
}

const toTemplateInput = (application: RentalMailSubject) => ({
  company: application.company,
  showTitle: application.showTitle,
  desiredDate: application.desiredDate,
  desiredTime: application.desiredTime,
  contactName: application.contactName,
  contactPhone: application.contactPhone,
  email: application.email,
  categoryLabel: rentalCategoryLabel(application.category),
  submittedAt: application.submittedAt,
});

async function record(
  strapi: Core.Strapi,
  to: string[],
  mail: RenderedMail,
  purpose: MailPurpose,
  applicationDocumentId: string,
  attachments?: MailAttachment[],
): Promise<void> {
  if (to.length === 0) {
    strapi.log.warn(`[mail] ${MAIL_PURPOSE_LOG[purpose]}: no recipient, not sent`);
    return;
  }
  const hall = await hallContact(strapi);
  const { from, replyTo } = mailEnvelope(strapi, hall);
  await recordMail(
    strapi,
    { to: to.join(', '), from, replyTo, subject: mail.subject, text: mail.text, html: mail.html, attachments },
    { purpose, applicationDocumentId: applicationDocumentId || undefined },
  );
}

/** On submission, to the applicant and the staff inbox: call it inside the transaction that creates the application. */
export async function recordRentalSubmittedMails(strapi: Core.Strapi, application: RentalMailSubject): Promise<void> {
  const hall = await hallContact(strapi);
  const input = toTemplateInput(application);
  const adminLink = `${publicUrl(strapi)}/admin/content-manager/collection-types/${RENTAL_APPLICATION}/${application.documentId}`;
  const staff = await staffInbox(strapi);
  // One after the other: on SQLite a transaction has one connection.
  await record(
    strapi,
    applicantRecipients(application),
    rentalReceivedMail({ hall, application: input }),
    'rentalReceived',
    application.documentId,
  );
  await record(
    strapi,
    staff ? [staff] : [],
    rentalReceivedStaffMail({ hall, application: input, adminLink }),
    'rentalReceivedStaff',
    application.documentId,
  );
}

/** An application staff registered from a phone call or paper: the applicant alone hears it was received. */
export async function recordRentalReceivedMail(strapi: Core.Strapi, application: RentalMailSubject): Promise<void> {
  const hall = await hallContact(strapi);
  await record(
    strapi,
    applicantRecipients(application),
    rentalReceivedMail({ hall, application: toTemplateInput(application), hasAccount: false }),
    'rentalRegistered',
    application.documentId,
  );
}

export async function recordRentalStatusMail(
  strapi: Core.Strapi,
  application: RentalMailSubject,
  change: { statusLabel: string; reason: string | null; isRejection: boolean },
): Promise<void> {
  const hall = await hallContact(strapi);
  const mail = rentalStatusMail({
    hall,
    application: toTemplateInput(application),
    ...change,
    hasAccount: !!application.ownerEmail,
  });
  await record(strapi, applicantRecipients(application), mail, 'rentalStatus', application.documentId);
}

/** To the applicant: staff recorded a payment or a correction; call it inside the transaction that stores it. */
export async function recordRentalPaymentMail(
  strapi: Core.Strapi,
  application: RentalMailSubject,
  change: { payment: Pick<Payment, 'kind' | 'amount' | 'paidOn' | 'memo'>; fee: RentalFee },
): Promise<void> {
  const hall = await hallContact(strapi);
  const mail = rentalPaymentMail({
    hall,
    application: toTemplateInput(application),
    ...change,
    hasAccount: !!application.ownerEmail,
  });
  await record(strapi, applicantRecipients(application), mail, 'rentalPayment', application.documentId);
}

/**
 * The daily job's mails (deadlines.ts): to the applicant and, for a
 * due date or a lapse, to the staff inbox; the rental-day reminder carries the day's .ics.
 */
export async function recordRentalDeadlineMails(
  strapi: Core.Strapi,
  application: RentalMailSubject,
  notice: DeadlineNotice,
  attachments?: MailAttachment[],
): Promise<void> {
  const hall = await hallContact(strapi);
  const input = toTemplateInput(application);
  await record(
    strapi,
    applicantRecipients(application),
    rentalDeadlineMail({ hall, application: input, notice, hasAccount: !!application.ownerEmail }),
    'rentalReminder',
    application.documentId,
    attachments,
  );
  if (notice.kind === 'rentalDay') return;
  const staff = await staffInbox(strapi);
  const adminLink = `${publicUrl(strapi)}/admin/content-manager/collection-types/${RENTAL_APPLICATION}/${application.documentId}`;
  await record(
    strapi,
    staff ? [staff] : [],
    rentalDeadlineStaffMail({ hall, application: input, notice, adminLink }),
    'rentalReminderStaff',
    application.documentId,
  );
}

/** To the staff inbox: an applicant withdrew their own application (docs/decisions/027). */
export async function recordRentalWithdrawnStaffMail(
  strapi: Core.Strapi,
  application: RentalMailSubject,
  withdrawal: { reason: string | null; onAccountDeletion: boolean },
): Promise<void> {
  const hall = await hallContact(strapi);
  const adminLink = `${publicUrl(strapi)}/admin/content-manager/collection-types/${RENTAL_APPLICATION}/${application.documentId}`;
  const staff = await staffInbox(strapi);
  await record(
    strapi,
    staff ? [staff] : [],
    rentalWithdrawnStaffMail({ hall, application: toTemplateInput(application), ...withdrawal, adminLink }),
    'rentalWithdrawnStaff',
    application.documentId,
  );
}

/** To the staff inbox: a member deleted their account (docs/decisions/027). */
export async function recordMemberDeletedStaffMail(strapi: Core.Strapi, mail: RenderedMail): Promise<void> {
  const staff = await staffInbox(strapi);
  await record(strapi, staff ? [staff] : [], mail, 'memberDeletedStaff', '');
}
