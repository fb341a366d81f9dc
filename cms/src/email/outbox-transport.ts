import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { logText } from '../utils/log-text';
import { resetPasswordPage } from './mailer';

/**
 * A nodemailer transport that delivers nothing: every message is written to a folder as
 * `<time>-<id>.eml` (the complete MIME message, openable in any mail program) and
 * `<time>-<id>.json` (to, from, subject, text, html), and the recipient, subject and any
 * password-reset link of this site are written to the Strapi log, quoted and escaped: a subject
 * holds what an applicant typed, and must not write lines of its own.
 *
 * It is what `@strapi/provider-email-nodemailer` sends through when SMTP_HOST is not set
 * (config/plugins.ts), so `npm start` works without a mail server and a new user can still
 * finish a password reset: the link is in the log and in cms/.tmp/mail/.
 */

/** The part of nodemailer's MailMessage this transport uses. */
interface OutboxMail {
  data: { envelope?: { from?: string | false; to?: string[] } };
  message: {
    keepBcc: boolean;
    getEnvelope(): { from: string | false; to: string[] };
    messageId(): string;
    build(callback: (error: Error | null, raw: Buffer) => void): void;
  };
  normalize(callback: (error: Error | null, data: Record<string, unknown>) => void): void;
}

export interface OutboxTransport {
  name: string;
  version: string;
  send(mail: OutboxMail, done: (error: Error | null, info?: unknown) => void): void;
}

const RESET_LINK = /https?:\/\/[^\s"'<>]*\/mail\?(?:code|oobCode)=[^\s"'<>&]+/g;

const addressList = (value: unknown): string[] => {
  const items = Array.isArray(value) ? value : value ? [value] : [];
  return items
    .map((item: unknown) => {
      if (typeof item === 'string') return item;
      const { name, address } = (item ?? {}) as { name?: string; address?: string };
      return name ? `${name} <${address}>` : address;
    })
    .filter((item): item is string => Boolean(item));
};

const runningStrapi = () => (globalThis as unknown as { strapi?: Core.Strapi }).strapi;

const log = (level: 'info' | 'error', message: string) => {
  const strapiLog = runningStrapi()?.log;
  if (strapiLog?.[level]) strapiLog[level](message);
  else if (level === 'error') console.error(message);
  else console.log(message);
};

/**
 * The reset link of this site in a mail's text, if any. Other mails quote what applicants typed,
 * which may look like a reset link to somewhere else.
 */
function resetLinkIn(text: string): string | undefined {
  const strapi = runningStrapi();
  if (!strapi) return undefined;
  const page = `${resetPasswordPage(strapi)}?`;
  return text.match(RESET_LINK)?.find((link) => link.startsWith(page));
}

const build = (mail: OutboxMail) =>
  new Promise<Buffer>((resolve, reject) => mail.message.build((error, raw) => (error ? reject(error) : resolve(raw))));
const normalize = (mail: OutboxMail) =>
  new Promise<Record<string, unknown>>((resolve, reject) =>
    mail.normalize((error, data) => (error ? reject(error) : resolve(data))),
  );

export function createOutboxTransport(directory: string): OutboxTransport {
  // The functions close over `directory`: Strapi copies this object into its configuration.
  const deliver = async (mail: OutboxMail) => {
    mail.message.keepBcc = true;
    const envelope = mail.data.envelope || mail.message.getEnvelope();
    const messageId = mail.message.messageId();
    const raw = await build(mail);
    const data = await normalize(mail);

    const text = typeof data.text === 'string' ? data.text : data.text ? String(data.text) : '';
    const html = typeof data.html === 'string' ? data.html : data.html ? String(data.html) : '';
    const summary = {
      messageId,
      date: new Date().toISOString(),
      from: addressList(data.from)[0] ?? null,
      to: addressList(data.to),
      cc: addressList(data.cc),
      bcc: addressList(data.bcc),
      replyTo: addressList(data.replyTo)[0] ?? null,
      subject: data.subject ?? '',
      text,
      html,
    };

    await fs.mkdir(directory, { recursive: true });
    const base = `${summary.date.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
    await fs.writeFile(path.join(directory, `${base}.eml`), raw);
    // Written last and renamed into place, so a reader that sees the .json file finds it
    // complete and the .eml beside it.
    await fs.writeFile(path.join(directory, `${base}.json.part`), `${JSON.stringify(summary, null, 2)}\n`);
    await fs.rename(path.join(directory, `${base}.json.part`), path.join(directory, `${base}.json`));

    log(
      'info',
      `[mail outbox] to ${summary.to.map(logText).join(', ')}: ${logText(summary.subject)} → ${path.join(directory, `${base}.eml`)}`,
    );
    const link = resetLinkIn(text);
    if (link) log('info', `[mail outbox] password-reset link: ${logText(link)}`);
    return { envelope, messageId, path: path.join(directory, `${base}.eml`) };
  };

  return {
    name: 'hall-mail-outbox',
    version: '1.0.0',
    send(mail, done) {
      deliver(mail).then(
        (info) => done(null, info),
        (error: Error) => {
          log('error', `[mail outbox] could not write the message to ${directory}: ${error.message}`);
          done(error);
        },
      );
    },
  };
}
