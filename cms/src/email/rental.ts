import type { Core } from '@strapi/strapi';
import { hallContact, mailEnvelope, parseAddress, publicUrl } from './mailer';
import {
  rentalCategoryLabel,
  rentalReceivedMail,
  rentalReceivedStaffMail,
  rentalStatusMail,
  rentalWithdrawnStaffMail,
  type RenderedMail,
} from './templates';
import { logText } from '../utils/log-text';

/**
 * Rental-application mail (docs/decisions/009). The applicant is written to at the
 * application's e-mail and, when it differs, at the member's login e-mail too; staff at
 * RENTAL_STAFF_EMAIL, else the site config's rental e-mail, else the hall's e-mail.
 * Failures are logged, never raised: mail never undoes a submission or a status change.
 */

const SITE_CONFIG = 'api::site-config.site-config';
const RENTAL_APPLICATION = 'api::rental-application.rental-application';

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

async function staffInbox(strapi: Core.Strapi): Promise<string | null> {
  const configured = parseAddress(process.env.RENTAL_STAFF_EMAIL);
  if (configured) return configured.address;
  try {
    const config = (await strapi
      .documents(SITE_CONFIG as any)
      .findFirst({ fields: ['rentalEmail', 'email'] as any, status: 'published' })) as {
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

async function send(strapi: Core.Strapi, to: string[], mail: RenderedMail, what: string): Promise<void> {
  if (to.length === 0) {
    strapi.log.warn(`[mail] ${what}: no recipient, not sent`);
    return;
  }
  const hall = await hallContact(strapi);
  const { from, replyTo } = mailEnvelope(strapi, hall);
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: to.join(', '), from: from as any, replyTo, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (error) {
    strapi.log.error(`[mail] ${what} to ${logText(to.join(', '))} failed: ${logText((error as Error).message)}`);
  }
}

export async function sendRentalSubmittedMails(strapi: Core.Strapi, application: RentalMailSubject): Promise<void> {
  const hall = await hallContact(strapi);
  const input = toTemplateInput(application);
  const adminLink = `${publicUrl(strapi)}/admin/content-manager/collection-types/${RENTAL_APPLICATION}/${application.documentId}`;
  const staff = await staffInbox(strapi);
  await Promise.all([
    send(
      strapi,
      applicantRecipients(application),
      rentalReceivedMail({ hall, application: input }),
      'rental application received (applicant)',
    ),
    send(
      strapi,
      staff ? [staff] : [],
      rentalReceivedStaffMail({ hall, application: input, adminLink }),
      'rental application received (staff)',
    ),
  ]);
}

/** An application staff registered from a phone call or paper: the applicant alone hears it was received. */
export async function sendRentalReceivedMail(strapi: Core.Strapi, application: RentalMailSubject): Promise<void> {
  const hall = await hallContact(strapi);
  await send(
    strapi,
    applicantRecipients(application),
    rentalReceivedMail({ hall, application: toTemplateInput(application), hasAccount: false }),
    'rental application registered by staff (applicant)',
  );
}

export async function sendRentalStatusMail(
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
  await send(strapi, applicantRecipients(application), mail, `rental application status "${change.statusLabel}"`);
}

/** To the staff inbox: an applicant withdrew their own application (docs/decisions/027). */
export async function sendRentalWithdrawnStaffMail(
  strapi: Core.Strapi,
  application: RentalMailSubject,
  withdrawal: { reason: string | null; onAccountDeletion: boolean },
): Promise<void> {
  const hall = await hallContact(strapi);
  const adminLink = `${publicUrl(strapi)}/admin/content-manager/collection-types/${RENTAL_APPLICATION}/${application.documentId}`;
  const staff = await staffInbox(strapi);
  await send(
    strapi,
    staff ? [staff] : [],
    rentalWithdrawnStaffMail({ hall, application: toTemplateInput(application), ...withdrawal, adminLink }),
    'rental application withdrawn by the applicant (staff)',
  );
}

/** To the staff inbox, through the same sending path as the rental mails (docs/decisions/027). */
export async function sendStaffMail(strapi: Core.Strapi, mail: RenderedMail, what: string): Promise<void> {
  const staff = await staffInbox(strapi);
  await send(strapi, staff ? [staff] : [], mail, what);
}
