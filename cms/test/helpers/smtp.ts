import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { WAIT_TIMEOUT_MS } from './timeouts.mjs';

/** A message the server took: parsed, with its envelope and the account that sent it (AUTH). */
export interface ReceivedMail {
  mail: ParsedMail;
  from: string;
  to: string[];
  user: unknown;
}

export interface TestSmtpServer {
  port: number;
  /** The messages taken so far, oldest first. */
  received: ReceivedMail[];
  /** Every RCPT TO per recipient, refused or taken, with its time (Date.now()). */
  attempts: Map<string, number[]>;
  /** The settings that point a child cms at this server (SMTP_HOST, SMTP_PORT, …). */
  env: Record<string, string>;
  /** The first message to `to` (whose subject matches `subject`), once it arrives; `log` explains a timeout. */
  waitForMail(
    to: string,
    options?: { subject?: RegExp; timeoutMs?: number; log?: () => string },
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** An SMTP refusal: 4xx for "try again later", 5xx for good. */
export const smtpRefusal = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 and a free port, plain (no TLS), as a
 * relay inside a private network is. `refuse` decides per recipient and attempt (1 for the first);
 * with `auth` the server requires that account.
 */
export async function startSmtpServer(
  options: {
    refuse?: (recipient: string, attempt: number) => Error | undefined;
    auth?: { user: string; password: string };
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number[]>();
  const { auth } = options;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    ...(auth ? { allowInsecureAuth: true, authOptional: false } : {}),
    logger: false,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.password)
        callback(null, { user: credentials.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const times = attempts.get(address.address) ?? [];
      times.push(Date.now());
      attempts.set(address.address, times);
      callback(options.refuse?.(address.address, times.length) ?? undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            mail,
            from: (session.envelope.mailFrom || { address: '' }).address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    attempts,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SECURE: 'false',
      ...(auth ? { SMTP_USER: auth.user, SMTP_PASSWORD: auth.password } : {}),
    },
    async waitForMail(to, { subject = /./, timeoutMs = WAIT_TIMEOUT_MS, log = () => '' } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((entry) => entry.to.includes(to) && subject.test(entry.mail.subject ?? ''));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} (${subject}) on the SMTP server:\n${log()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
