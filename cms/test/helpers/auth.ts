import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { request, type HttpResponse, type RequestOptions } from './http';
import { WAIT_TIMEOUT_MS } from './timeouts.mjs';

/** The refresh-token cookie of config/plugins.ts. */
export const REFRESH_COOKIE = 'hall_refresh';

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function setCookiesOf(response: HttpResponse): SetCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair, ...rest] = header.split(';');
    const at = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const [key, ...value] = part.trim().split('=');
      attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
    }
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), attributes };
  });
}

/**
 * The cookies a browser would hold for /api/auth: what the server set, with cleared cookies
 * removed. Strapi signs cookies (`<name>.sig`), so both travel together.
 */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: HttpResponse): this {
    for (const cookie of setCookiesOf(response)) {
      const expires = typeof cookie.attributes.expires === 'string' ? Date.parse(cookie.attributes.expires) : NaN;
      if (cookie.value === '' || (!Number.isNaN(expires) && expires <= Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** A copy, e.g. to replay an old refresh token later. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A call that sends the jar's cookies and keeps what the server sets. */
export async function withCookies(
  jar: CookieJar,
  pathname: string,
  options: RequestOptions = {},
): Promise<HttpResponse> {
  const headers = { ...options.headers, ...(jar.header() ? { cookie: jar.header() } : {}) };
  const response = await request(pathname, { ...options, headers });
  jar.store(response);
  return response;
}

export interface Session {
  jwt: string;
  jar: CookieJar;
  response: HttpResponse;
}

export async function logIn(email: string, password: string, options: RequestOptions = {}): Promise<Session> {
  const jar = new CookieJar();
  const response = await withCookies(jar, '/api/auth/local', {
    ...options,
    method: 'POST',
    body: { identifier: email, password },
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${response.text}`);
  return { jwt: response.body.jwt, jar, response };
}

export const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@member.example`;

export interface Account {
  email: string;
  password: string;
  session: Session;
}

/** Signs up through the public endpoint, as the site does (username = e-mail). */
export async function signUp(label: string, options: RequestOptions & { password?: string } = {}): Promise<Account> {
  const email = uniqueEmail(label);
  const password = options.password ?? 'Member-Pass1!';
  const jar = new CookieJar();
  const response = await withCookies(jar, '/api/auth/local/register', {
    ...options,
    method: 'POST',
    body: {
      username: email,
      email,
      password,
      name: `회원 ${label}`,
      phoneNumber: '010-1234-5678',
      termsAgreed: true,
      privacyAgreed: true,
    },
  });
  if (response.status !== 200) throw new Error(`register ${email}: ${response.status} ${response.text}`);
  return { email, password, session: { jwt: response.body.jwt, jar, response } };
}

// ---- the mail outbox (no SMTP_HOST) -------------------------------------------------------

export interface OutboxMail {
  file: string;
  messageId: string;
  from: string | null;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

export async function outboxMails(directory: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(directory);
  } catch {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const file = path.join(directory, name);
    mails.push({ file, ...JSON.parse(await fs.readFile(file, 'utf8')) });
  }
  return mails;
}

/**
 * The outbox mails that `match`, once there are at least `count` of them (the worker sends in the
 * background). `directory` may be several: the outboxes of several cms instances, read together.
 * `description` names what is waited for in the error.
 */
export async function waitForOutboxMails(
  directory: string | string[],
  match: (mail: OutboxMail) => boolean,
  { count = 1, timeoutMs = WAIT_TIMEOUT_MS, description = 'matching the test' } = {},
): Promise<OutboxMail[]> {
  const directories = [directory].flat();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await Promise.all(directories.map(outboxMails))).flat().filter(match);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail #${count} ${description} in ${directories.join(', ')} after ${timeoutMs} ms (${mails.length} found)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An outbox mail is to `to` when one of its addresses holds it. */
export const isTo = (to: string) => (mail: OutboxMail) => mail.to.some((address) => address.includes(to));

/** Waits for the `count`-th mail to `to`. */
export async function waitForOutboxMail(
  directory: string,
  to: string,
  count = 1,
  timeoutMs = WAIT_TIMEOUT_MS,
): Promise<OutboxMail> {
  const mails = await waitForOutboxMails(directory, isTo(to), { count, timeoutMs, description: `to ${to}` });
  return mails[count - 1];
}

/** The reset link of a mail: `<PUBLIC_URL>/mail?code=<code>`. */
export function resetLinkIn(text: string): { link: string; base: string; code: string } {
  const match = text.match(/(https?:\/\/[^\s"'<>]+\/mail)\?code=([0-9a-f]+)/);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return { link: match[0], base: match[1], code: match[2] };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
