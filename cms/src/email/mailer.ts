import type { Core } from '@strapi/strapi';
import { recordMail } from './outbox';
import { resetPasswordMail, staffResetPasswordMail, type HallContact } from './templates';

/**
 * Member e-mail, with the hall's name and contact from the site config. Mails are recorded in
 * the mail outbox (./outbox.ts) and delivered by the mail worker through Strapi's e-mail plugin
 * provider (nodemailer: SMTP, or the folder of ./outbox-transport.ts when SMTP_HOST is not set).
 */

const SITE_CONFIG = 'api::site-config.site-config';
const FALLBACK_HALL_NAME = '공연장';

export interface Address {
  name?: string;
  address: string;
}

/** "이름 <a@b.example>", "\"이름\" <a@b.example>" or "a@b.example". */
export function parseAddress(value: string | undefined | null): Address | null {
  const text = value?.trim();
  if (!text) return null;
  const angle = text.match(/^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/);
  if (angle) {
    const name = angle[1]
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    return name ? { name, address: angle[2] } : { address: angle[2] };
  }
  return /^[^\s@]+@[^\s@]+$/.test(text) ? { address: text } : null;
}

export async function hallContact(strapi: Core.Strapi): Promise<HallContact> {
  try {
    const config = (await strapi
      .documents(SITE_CONFIG)
      .findFirst({ fields: ['hallName', 'phone', 'email'], status: 'published' })) as {
      hallName?: string;
      phone?: string;
      email?: string;
    } | null;
    if (config?.hallName)
      return { hallName: config.hallName, phone: config.phone ?? null, email: config.email ?? null };
  } catch (error) {
    strapi.log.warn(`[mail] could not read the site config: ${(error as Error).message}`);
  }
  return { hallName: FALLBACK_HALL_NAME };
}

/**
 * Sender and reply-to of member mail. The address comes from MAIL_FROM (the e-mail plugin's
 * defaultFrom), the display name from MAIL_FROM when it has one, otherwise the hall's name.
 * Replies go to MAIL_REPLY_TO, otherwise to the hall's contact address.
 */
export function mailEnvelope(strapi: Core.Strapi, hall: HallContact): { from: Address; replyTo?: string } {
  const configured = parseAddress(strapi.config.get('plugin::email.settings.defaultFrom') as string | undefined);
  const from: Address = {
    name: configured?.name || hall.hallName,
    address: configured?.address ?? 'no-reply@localhost',
  };
  const replyTo =
    (strapi.config.get('plugin::email.settings.defaultReplyTo') as string | undefined) || hall.email || undefined;
  return { from, replyTo };
}

/** The public address of the site: PUBLIC_URL, or where this server listens when it is not set. */
export function publicUrl(strapi: Core.Strapi): string {
  const configured = String(strapi.config.get('server.url') ?? '').trim();
  const base = /^https?:\/\//.test(configured) ? configured : String(strapi.config.get('server.absoluteUrl'));
  return base.replace(/\/+$/, '');
}

/** The site's page that sets a new password (web route /mail), without the code. */
export function resetPasswordPage(strapi: Core.Strapi): string {
  return `${publicUrl(strapi)}/mail`;
}

export function resetCodeTtlMinutes(strapi: Core.Strapi): number {
  const minutes = Number(strapi.config.get('plugin::users-permissions.resetPassword.codeTtlMinutes', 60));
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 60;
}

/** Records the reset mail: call it in the transaction that stores the code. */
export async function recordResetPasswordMail(
  strapi: Core.Strapi,
  user: { email: string; name?: string | null },
  code: string,
): Promise<void> {
  const hall = await hallContact(strapi);
  const advanced = ((await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) ??
    {}) as {
    email_reset_password?: string | null;
  };
  const page = advanced.email_reset_password || resetPasswordPage(strapi);
  const link = `${page}${page.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
  const mail = resetPasswordMail({
    hall,
    recipientName: user.name,
    link,
    validForMinutes: resetCodeTtlMinutes(strapi),
  });
  const { from, replyTo } = mailEnvelope(strapi, hall);
  await recordMail(
    strapi,
    { to: user.email, from, replyTo, subject: mail.subject, text: mail.text, html: mail.html },
    { purpose: 'passwordReset' },
  );
}

const LINK_PLACEHOLDER = 'HALLRESETLINKPLACEHOLDER';
const NAME_PLACEHOLDER = 'HALLMEMBERNAMEPLACEHOLDER';

/**
 * Keeps users-permissions' stored settings in line with the code, on every start:
 * - advanced.email_reset_password = `${PUBLIC_URL}/mail` (the link base of reset mails);
 * - the "reset password" e-mail template shown in the admin panel (Users & Permissions →
 *   E-mail templates) = the Korean template of ./templates.ts, with the hall as the sender.
 * The reset mail itself is rendered from ./templates.ts; edits made in the admin panel last
 * until the next start (docs/decisions/006).
 */
export async function applyMailSettings(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });

  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  const page = resetPasswordPage(strapi);
  if (advanced.email_reset_password !== page) {
    await store.set({ key: 'advanced', value: { ...advanced, email_reset_password: page } });
  }

  const hall = await hallContact(strapi);
  const { from, replyTo } = mailEnvelope(strapi, hall);
  const template = resetPasswordMail({
    hall,
    recipientName: NAME_PLACEHOLDER,
    link: LINK_PLACEHOLDER,
    validForMinutes: resetCodeTtlMinutes(strapi),
  });
  const message = template.html
    .split(LINK_PLACEHOLDER)
    .join('<%= URL %>?code=<%= TOKEN %>')
    .split(NAME_PLACEHOLDER)
    .join('<%= USER.name %>');
  const emails = ((await store.get({ key: 'email' })) ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const wanted = {
    ...emails.reset_password,
    display: 'Email.template.reset_password',
    icon: 'sync',
    options: {
      from: { name: from.name ?? hall.hallName, email: from.address },
      response_email: replyTo ?? '',
      object: template.subject,
      message,
    },
  };
  if (JSON.stringify(emails.reset_password) !== JSON.stringify(wanted)) {
    await store.set({ key: 'email', value: { ...emails, reset_password: wanted } });
  }

  applyStaffResetMail(strapi, hall, { from, replyTo });
}

/** The admin's reset link lifetime (`admin.forgotPassword.expiresIn`, Strapi's default 1 hour), in minutes. */
function staffResetMinutes(strapi: Core.Strapi): number {
  const configured = strapi.config.get('admin.forgotPassword.expiresIn', '1h') as unknown;
  if (typeof configured === 'number' && configured > 0) return Math.ceil(configured / 60);
  const match = /^(\d+)\s*([smhd])$/.exec(String(configured).trim());
  if (!match) return 60;
  const unit = { s: 1 / 60, m: 1, h: 60, d: 24 * 60 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Math.max(1, Math.ceil(Number(match[1]) * unit));
}

/**
 * Strapi's own mail to staff who forgot their admin password: Strapi renders
 * `admin.forgotPassword.emailTemplate` (lodash templates, `url` and `user`) and sends it from
 * `admin.forgotPassword.from`, both read at the time of the request. Set here, at every start, to
 * the Korean template of ./templates.ts from the hall's sender (issue 20), instead of the English
 * "Reset password" from no-reply@localhost. It goes through the outbox like every mail.
 */
function applyStaffResetMail(
  strapi: Core.Strapi,
  hall: HallContact,
  { from, replyTo }: { from: Address; replyTo?: string },
): void {
  const template = staffResetPasswordMail({
    hall,
    recipientName: NAME_PLACEHOLDER,
    link: LINK_PLACEHOLDER,
    validForMinutes: staffResetMinutes(strapi),
  });
  // Korean order, family name first; lodash's `<%- %>` escapes what goes into the HTML body.
  const fill = (body: string, open: '<%=' | '<%-') =>
    body
      .split(LINK_PLACEHOLDER)
      .join(`${open} url %>`)
      .split(NAME_PLACEHOLDER)
      .join(`${open} user.lastname %>${open} user.firstname %>`);
  strapi.config.set('admin.forgotPassword', {
    ...((strapi.config.get('admin.forgotPassword') as Record<string, unknown> | undefined) ?? {}),
    from: from.name ? `${from.name} <${from.address}>` : from.address,
    ...(replyTo ? { replyTo } : {}),
    emailTemplate: {
      subject: template.subject,
      text: fill(template.text, '<%='),
      html: fill(template.html, '<%-'),
    },
  });
}
