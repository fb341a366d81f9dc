import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * The transactional mail outbox (docs/decisions/023). Sending a mail means recording it in the
 * table `outbound_mails` (content type api::outbound-mail.outbound-mail), in the database
 * transaction of the change that causes it when there is one: the application and its mails,
 * the status step and its mail, the reset code and its mail commit together or not at all. The
 * mail worker (src/operations/mail-worker.ts) delivers recorded mails through the e-mail
 * plugin's real provider (SMTP, or the mail-outbox folder without SMTP_HOST), with retries.
 *
 * Every other sender (users-permissions, the admin's own password reset, the e-mail settings'
 * test mail) goes through `strapi.plugin('email').service('email')`, whose provider is
 * replaced by `outboxProvider` (src/extensions/email/strapi-server.ts): their mails are
 * recorded too, in whatever transaction they run in.
 */

export const OUTBOUND_MAIL = 'api::outbound-mail.outbound-mail';

export const MAIL_PURPOSES = [
  'rentalReceived',
  'rentalReceivedStaff',
  'rentalRegistered',
  'rentalStatus',
  'rentalWithdrawnStaff',
  'rentalPayment',
  'rentalReminder',
  'rentalReminderStaff',
  'memberDeletedStaff',
  'passwordReset',
  'otherMail',
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** How the log names each kind of mail (English, as the rest of the log). */
export const MAIL_PURPOSE_LOG: Record<MailPurpose, string> = {
  rentalReceived: 'rental application received (applicant)',
  rentalReceivedStaff: 'rental application received (staff)',
  rentalRegistered: 'rental application registered by staff (applicant)',
  rentalStatus: 'rental application status change',
  rentalWithdrawnStaff: 'rental application withdrawn by the applicant (staff)',
  rentalPayment: 'rental payment recorded (applicant)',
  rentalReminder: 'rental due date or rental day reminder (applicant)',
  rentalReminderStaff: 'rental due date reminder or lapse (staff)',
  memberDeletedStaff: 'member account deleted (staff)',
  passwordReset: 'password-reset mail',
  otherMail: 'mail',
};

export type MailAddress = string | { name?: string; address: string };

/** What the e-mail plugin's `send` takes, as far as a recorded mail keeps it. */
export interface MailToRecord {
  to?: MailAddress | MailAddress[];
  cc?: MailAddress | MailAddress[];
  bcc?: MailAddress | MailAddress[];
  from?: MailAddress;
  replyTo?: MailAddress;
  subject?: string;
  text?: string;
  html?: string;
  attachments?: MailAttachment[];
  [option: string]: unknown;
}

/** A small text file sent with a mail (a rental day's .ics); kept in the row until the mail is sent. */
export type MailAttachment = {
  filename: string;
  content: string;
  contentType: string;
};

/** The part of the row the worker needs to send the mail again. */
export type StoredMessage = {
  to: MailAddress[];
  cc?: MailAddress[];
  bcc?: MailAddress[];
  from?: MailAddress;
  replyTo?: MailAddress;
  text?: string;
  html?: string;
  attachments?: MailAttachment[];
};

export interface RecordOptions {
  purpose?: MailPurpose;
  /** The rental application the mail is about (documentId). */
  applicationDocumentId?: string;
}

const KEPT_OPTIONS = new Set(['to', 'cc', 'bcc', 'from', 'replyTo', 'subject', 'text', 'html', 'attachments']);

const list = (value: MailAddress | MailAddress[] | undefined): MailAddress[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];

export const addressText = (address: MailAddress): string =>
  typeof address === 'string' ? address : address.name ? `${address.name} <${address.address}>` : address.address;

const clip = (value: string, length: number): string =>
  value.length > length ? `${value.slice(0, length - 1)}…` : value;

/** Writes by the outbox itself; every other write to the table (a content-manager save) is refused. */
const outboxWrites = new AsyncLocalStorage<true>();
export const asOutboxWrite = <T>(write: () => Promise<T>): Promise<T> => outboxWrites.run(true, write);

let recordedListener: (() => void) | null = null;
/** Called after each commit that recorded mail (the worker, to send at once instead of at its next poll). */
export function onMailRecorded(listener: (() => void) | null): void {
  recordedListener = listener;
}

/** Tells the worker that a mail is due now (after a commit, or a mail put back in the queue). */
export function notifyMailRecorded(): void {
  recordedListener?.();
}

/**
 * Records one mail, inside the caller's transaction when there is one (Strapi's query engine
 * and document service join the transaction of `strapi.db.transaction` through
 * AsyncLocalStorage): if that transaction rolls back, the mail was never sent. The worker is
 * woken once it commits.
 */
export async function recordMail(strapi: Core.Strapi, mail: MailToRecord, options: RecordOptions = {}): Promise<void> {
  const ignored = Object.keys(mail).filter((key) => !KEPT_OPTIONS.has(key) && mail[key] !== undefined);
  if (ignored.length > 0)
    strapi.log.warn(`[mail] options the outbox does not keep were left out: ${ignored.join(', ')}`);
  const to = list(mail.to);
  const message: StoredMessage = {
    to,
    ...(list(mail.cc).length ? { cc: list(mail.cc) } : {}),
    ...(list(mail.bcc).length ? { bcc: list(mail.bcc) } : {}),
    ...(mail.from ? { from: mail.from } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.text !== undefined ? { text: String(mail.text) } : {}),
    ...(mail.html !== undefined ? { html: String(mail.html) } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map(({ filename, content, contentType }) => ({
            filename: String(filename),
            content: String(content),
            contentType: String(contentType),
          })),
        }
      : {}),
  };
  const recipients = [...to, ...list(mail.cc), ...list(mail.bcc)].map(addressText).join(', ');
  await strapi.db.transaction(async ({ onCommit }) => {
    await asOutboxWrite(() =>
      strapi.documents(OUTBOUND_MAIL).create({
        data: {
          deliveryStatus: 'pending',
          purpose: options.purpose ?? 'otherMail',
          recipient: clip(recipients, 1000),
          subject: clip(String(mail.subject ?? ''), 1000),
          attempts: 0,
          nextAttemptAt: new Date(),
          message,
          ...(options.applicationDocumentId ? { application: options.applicationDocumentId } : {}),
        },
      }),
    );
    onCommit(notifyMailRecorded);
  });
}

/** The e-mail plugin's provider, as installed: `send` records, everything else is the real provider's. */
export interface EmailProvider {
  send(options: MailToRecord): Promise<unknown>;
  [method: string]: unknown;
}

let deliveryProvider: EmailProvider | null = null;

/** The real provider (nodemailer: SMTP or the mail-outbox folder), which only the worker uses. */
export function mailDeliveryProvider(): EmailProvider {
  if (!deliveryProvider) throw new Error('the e-mail plugin has not started: no provider to deliver mail with');
  return deliveryProvider;
}

const OUTBOX_PROVIDER = Symbol('hall.outboxProvider');

/** Puts the outbox in front of the e-mail plugin's provider (after the plugin's bootstrap). */
export function installOutboxProvider(strapi: Core.Strapi): void {
  const plugin = strapi.plugin('email') as unknown as { provider?: EmailProvider };
  const real = plugin.provider;
  if (!real) throw new Error('the e-mail plugin has no provider');
  if (OUTBOX_PROVIDER in real) return;
  deliveryProvider = real;
  plugin.provider = {
    ...real,
    send: (options: MailToRecord) => recordMail(strapi, options),
    [OUTBOX_PROVIDER]: true,
  };
}

const READ_ONLY_MESSAGE = '메일 발송함은 읽기 전용입니다. 발송 기록은 서버만 남깁니다.';

/**
 * A document service middleware: only the outbox writes mails. A content-manager create, edit
 * or clone (a Super Admin's; staff can only read) gets 400; deleting stays possible, for a
 * person's request to erase their data.
 */
export function outboxReadOnlyMiddleware(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== OUTBOUND_MAIL || outboxWrites.getStore()) return next();
    if (['create', 'update', 'clone', 'publish', 'unpublish', 'discardDraft'].includes(context.action)) {
      throw new errors.ValidationError(READ_ONLY_MESSAGE, {
        errors: [{ path: ['deliveryStatus'], message: READ_ONLY_MESSAGE, name: 'ValidationError' }],
      });
    }
    return next();
  };
}
