import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../src/bootstrap/staff-roles';
import { registerMember } from './helpers/actors';
import { isTo, outboxMails, signUp, sleep, waitForOutboxMail, waitForOutboxMails } from './helpers/auth';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';
import { smtpRefusal, startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { applicationData, staffStep, submitApplication } from './helpers/rental';
import { WAIT_TIMEOUT_MS } from './helpers/timeouts.mjs';

/**
 * The transactional mail outbox (docs/decisions/023): every mail is a row written in the
 * transaction of the change that causes it, a worker sends it with retries and backoff, staff
 * read (never edit) the list, and a crash right after the 201 still delivers the mails.
 */

const OUTBOX = 'api::outbound-mail.outbound-mail';
const outboxList = (query: string) => `/content-manager/collection-types/${OUTBOX}?pageSize=100&sort=id:ASC&${query}`;
const byRecipient = (address: string) => `filters[recipient][$containsi]=${encodeURIComponent(address)}`;

interface OutboxRow {
  documentId: string;
  deliveryStatus: 'pending' | 'sent' | 'failed';
  purpose: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
  [field: string]: unknown;
}

async function outboxRows(token: string, address: string, baseUrl?: string): Promise<OutboxRow[]> {
  const response = await request(outboxList(byRecipient(address)), { token, baseUrl });
  expect(response.status, response.text).toBe(200);
  return response.body.results;
}

async function waitForRows(
  token: string,
  address: string,
  done: (rows: OutboxRow[]) => boolean,
  options: { baseUrl?: string; timeoutMs?: number; log?: () => string } = {},
): Promise<OutboxRow[]> {
  const deadline = Date.now() + (options.timeoutMs ?? WAIT_TIMEOUT_MS);
  for (;;) {
    const rows = await outboxRows(token, address, options.baseUrl);
    if (done(rows)) return rows;
    if (Date.now() > deadline) {
      throw new Error(`outbox rows for ${address}: ${JSON.stringify(rows, null, 2)}\n${options.log?.() ?? ''}`);
    }
    await sleep(100);
  }
}

async function adminLogin(baseUrl: string): Promise<string> {
  const { adminEmail, adminPassword } = inject('cms');
  const login = await request('/admin/login', {
    method: 'POST',
    body: { email: adminEmail, password: adminPassword },
    baseUrl,
  });
  expect(login.status, login.text).toBe(200);
  return login.body.data.token;
}

/** A staff account in one of the hall's roles, invited and registered as the owner would. */
async function staffOfRole(role: StaffRole): Promise<string> {
  const owner = inject('cms').staffToken;
  const roles = await request('/admin/roles', { token: owner });
  const roleId = roles.body.data.find((candidate: { code: string }) => candidate.code === role.code).id;
  const email = `outbox-${role.code}-${crypto.randomUUID().slice(0, 8)}@arthall.example`;
  const invited = await request('/admin/users', {
    method: 'POST',
    token: owner,
    body: { email, firstname: '직원', lastname: role.name, roles: [roleId] },
  });
  expect(invited.status, invited.text).toBe(201);
  const password = 'Staff-Outbox-2026!';
  const registered = await request('/admin/register', {
    method: 'POST',
    body: { registrationToken: invited.body.data.registrationToken, userInfo: { firstname: '직원', password } },
  });
  expect(registered.status, registered.text).toBe(200);
  return registered.body.data.token;
}

describe('the outbox of the suite’s cms', () => {
  it('records the submission’s mails with the application, and the worker marks them 발송됨', async () => {
    const member = await registerMember('outbox-submit');
    const applicantEmail = `outbox-submit-${member.id}@company.example`;
    const submitted = await submitApplication(member.jwt, {
      data: applicationData({ email: applicantEmail, showTitle: '발송함 연주회' }),
    });
    expect(submitted.status, submitted.text).toBe(201);
    await waitForOutboxMail(inject('cms').mailOutboxDir, applicantEmail);

    const token = inject('cms').staffToken;
    const rows = await waitForRows(token, applicantEmail, (found) =>
      found.every((row) => row.deliveryStatus === 'sent'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'rentalReceived', attempts: 1, lastError: null });
    expect(rows[0].recipient).toContain(member.email);
    expect(rows[0].subject).toMatch(/대관 신청이 접수되었습니다$/);
    expect(Date.parse(rows[0].sentAt!)).not.toBeNaN();

    const withApplication = await request(
      `/content-manager/collection-types/${OUTBOX}/${rows[0].documentId}?populate[application][fields][0]=showTitle`,
      { token },
    );
    expect(withApplication.status, withApplication.text).toBe(200);
    const application = withApplication.body.data.application;
    expect(application?.documentId ?? application?.showTitle ?? withApplication.text).toBeTruthy();

    // The staff notice of the same application, in the same commit.
    const staffList = await request(outboxList('filters[purpose][$eq]=rentalReceivedStaff&sort=id:DESC'), { token });
    const staffRows: OutboxRow[] = staffList.body.results;
    const staffNotice = staffRows.find(
      (row) => row.purpose === 'rentalReceivedStaff' && row.subject.includes('발송함 연주회'),
    );
    expect(staffNotice, JSON.stringify(staffRows.slice(-5))).toBeDefined();
  });

  it('records no mail when the submission’s transaction rolls back', async () => {
    const member = await registerMember('outbox-rollback');
    const applicantEmail = `outbox-rollback-${member.id}@company.example`;
    const response = await submitApplication(member.jwt, {
      data: applicationData({ email: applicantEmail }),
      headers: { 'x-rental-test-fault': 'after-store' },
    });
    expect(response.status).toBe(500);
    await sleep(500);
    expect(await outboxRows(inject('cms').staffToken, applicantEmail)).toEqual([]);
    const files = await outboxMails(inject('cms').mailOutboxDir);
    expect(files.filter(isTo(applicantEmail))).toEqual([]);
  });

  it('records a staff step’s mail and a password reset’s mail', async () => {
    const member = await registerMember('outbox-step');
    const applicantEmail = `outbox-step-${member.id}@company.example`;
    const submitted = await submitApplication(member.jwt, { data: applicationData({ email: applicantEmail }) });
    expect(submitted.status).toBe(201);
    expect((await staffStep(submitted.body.data.documentId, 'review')).status).toBe(200);
    const token = inject('cms').staffToken;
    const rows = await waitForRows(
      token,
      applicantEmail,
      (found) => found.length === 2 && found.every((row) => row.deliveryStatus === 'sent'),
    );
    expect(rows.map((row) => row.purpose)).toEqual(['rentalReceived', 'rentalStatus']);

    const forgot = await request('/api/auth/forgot-password', { method: 'POST', body: { email: member.email } });
    expect(forgot.status).toBe(200);
    const resetRows = await waitForRows(token, member.email, (found) =>
      found.some((row) => row.purpose === 'passwordReset' && row.deliveryStatus === 'sent'),
    );
    expect(resetRows.find((row) => row.purpose === 'passwordReset')!.subject).toMatch(/비밀번호 재설정 안내$/);
  });

  it('lets 대관 담당 read the list without bodies, refuses 공연장 직원, and lets nobody edit a mail', async () => {
    const member = await registerMember('outbox-read');
    const forgot = await request('/api/auth/forgot-password', { method: 'POST', body: { email: member.email } });
    expect(forgot.status).toBe(200);
    const owner = inject('cms').staffToken;
    const [row] = await waitForRows(owner, member.email, (found) => found.length === 1);

    const rentalStaff = await staffOfRole(STAFF_ROLES.find((role) => role.code === 'hall-rental-staff')!);
    const seen = await outboxRows(rentalStaff, member.email);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ recipient: member.email, purpose: 'passwordReset' });
    // The reset link is in the body: staff never see it.
    for (const field of ['message', 'claimedBy', 'claimedUntil']) expect(seen[0]).not.toHaveProperty(field);
    const one = await request(`/content-manager/collection-types/${OUTBOX}/${row.documentId}`, { token: rentalStaff });
    expect(one.status).toBe(200);
    expect(one.text).not.toMatch(/code=/);

    const edit = { subject: '바뀐 제목', deliveryStatus: 'sent' };
    const path = `/content-manager/collection-types/${OUTBOX}/${row.documentId}`;
    expect((await request(path, { method: 'PUT', token: rentalStaff, body: edit })).status).toBe(403);
    expect((await request(path, { method: 'DELETE', token: rentalStaff })).status).toBe(403);
    expect(
      (
        await request(`/content-manager/collection-types/${OUTBOX}`, {
          method: 'POST',
          token: rentalStaff,
          body: { subject: 'x', recipient: 'x@example.com' },
        })
      ).status,
    ).toBe(403);
    // Not even the Super Admin edits a mail: only the outbox writes it.
    const ownerEdit = await request(path, { method: 'PUT', token: owner, body: edit });
    expect(ownerEdit.status).toBe(400);
    expect(ownerEdit.body.error.message).toMatch(/읽기 전용/);
    const ownerCreate = await request(`/content-manager/collection-types/${OUTBOX}`, {
      method: 'POST',
      token: owner,
      body: { subject: 'x', recipient: 'x@example.com' },
    });
    expect(ownerCreate.status).toBe(400);

    const contentStaff = await staffOfRole(STAFF_ROLES.find((role) => role.code === 'hall-content-staff')!);
    expect((await request(outboxList(''), { token: contentStaff })).status).toBe(403);
    const retry = await request(`/admin/outbound-mails/${row.documentId}/retry`, {
      method: 'POST',
      token: contentStaff,
      body: {},
    });
    expect(retry.status).toBe(403);
    expect(retry.body.error.message).toBe('메일 발송함을 볼 권한이 없습니다.');
  });

  it('has no content-API route: visitors and members get 404, a member token is no admin token', async () => {
    const member = await registerMember('outbox-api');
    for (const token of [undefined, member.jwt]) {
      expect((await request('/api/outbound-mails', { token })).status).toBe(404);
      expect((await request('/api/outbound-mail', { token })).status).toBe(404);
      expect((await request(outboxList(''), { token })).status).toBe(401);
    }
  });
});

describe('retries against a failing SMTP server (child cms)', () => {
  const STAFF_INBOX = 'desk-outbox@arthall.example';
  let smtp: TestSmtpServer;
  let scratchDir: string;
  let cms: ChildCms;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse(recipient, attempt) {
        // fixed-*: refused for good once (a mailbox not set up yet), then taken.
        if (recipient.startsWith('fixed') && attempt === 1) return smtpRefusal(550, 'no such mailbox');
        if (recipient.startsWith('bounce')) return smtpRefusal(550, 'mailbox unavailable');
        if (recipient.startsWith('always-busy')) return smtpRefusal(451, 'try again later');
        // flaky-*: refused twice for now, then taken.
        if (recipient.startsWith('flaky') && attempt <= 2) return smtpRefusal(451, 'greylisted, try again later');
        return undefined;
      },
    });
    scratchDir = await makeScratchDir('hall-cms-outbox-smtp-');
    cms = await startChildCms({
      scratchDir,
      database: await childDatabase(scratchDir, 'hall_outbox_smtp'),
      env: {
        SEED_DEMO_CONTENT: 'false',
        ...smtp.env,
        RENTAL_STAFF_EMAIL: STAFF_INBOX,
        MAIL_RETRY_BASE_SECONDS: '0.4',
        MAIL_MAX_ATTEMPTS: '3',
      },
    });
    token = await adminLogin(cms.url);
  });

  afterAll(async () => {
    await cms?.stop();
    await smtp?.close();
    if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
  });

  /** Delivery attempts per recipient, with the time the server refused or took each. */
  const attemptsOf = (recipient: string) => smtp.attempts.get(recipient);
  const delivered = () => smtp.received.flatMap((message) => message.to);

  /** The member's login address starts like the applicant's: the server treats both alike. */
  const submitFor = async (applicantEmail: string) => {
    const account = await signUp(applicantEmail.replace(/-[^-]*$/, ''), { baseUrl: cms.url });
    const response = await submitApplication(account.session.jwt, {
      baseUrl: cms.url,
      data: applicationData({ email: applicantEmail }),
    });
    expect(response.status, response.text).toBe(201);
    return account;
  };

  it('retries a refused mail with growing waits until the server takes it', async () => {
    const applicantEmail = `flaky-${crypto.randomUUID().slice(0, 8)}@company.example`;
    await submitFor(applicantEmail);
    const rows = await waitForRows(token, applicantEmail, (found) => found[0]?.deliveryStatus === 'sent', {
      baseUrl: cms.url,
      log: cms.output,
    });
    expect(rows[0].attempts).toBe(3);
    expect(rows[0].lastError).toBeNull();
    expect(delivered()).toContain(applicantEmail);
    const times = attemptsOf(applicantEmail)!;
    expect(times).toHaveLength(3);
    // Backoff: 0.4 s after the first refusal, 0.8 s after the second (lower bounds only).
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(350);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(750);
    expect(cms.output()).toMatch(/rental application received \(applicant\) to .*flaky.* failed \(attempt 1 of 3/);
  });

  it('gives up at once on a permanent refusal (5xx): 실패 with the server’s response', async () => {
    const applicantEmail = `bounce-${crypto.randomUUID().slice(0, 8)}@company.example`;
    await submitFor(applicantEmail);
    const rows = await waitForRows(token, applicantEmail, (found) => found[0]?.deliveryStatus === 'failed', {
      baseUrl: cms.url,
      log: cms.output,
    });
    expect(rows[0].attempts).toBe(1);
    expect(rows[0].lastError).toMatch(/550/);
    expect(attemptsOf(applicantEmail)).toHaveLength(1);
  });

  it('sends a failed mail again when staff ask (다시 보내기), and only a failed one', async () => {
    const applicantEmail = `fixed-${crypto.randomUUID().slice(0, 8)}@company.example`;
    await submitFor(applicantEmail);
    const [failed] = await waitForRows(token, applicantEmail, (found) => found[0]?.deliveryStatus === 'failed', {
      baseUrl: cms.url,
      log: cms.output,
    });
    const retry = (documentId: string) =>
      request(`/admin/outbound-mails/${documentId}/retry`, { method: 'POST', token, baseUrl: cms.url, body: {} });
    const queued = await retry(failed.documentId);
    expect(queued.status, queued.text).toBe(200);
    expect(queued.body.data).toEqual({ documentId: failed.documentId, deliveryStatus: 'pending' });
    const [sent] = await waitForRows(token, applicantEmail, (found) => found[0]?.deliveryStatus === 'sent', {
      baseUrl: cms.url,
      log: cms.output,
    });
    expect(sent.attempts).toBe(1);
    expect(delivered()).toContain(applicantEmail);
    const again = await retry(failed.documentId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('실패한 메일만 다시 보낼 수 있습니다.');
    expect((await retry('no-such-mail')).status).toBe(404);
  });

  it('gives up after MAIL_MAX_ATTEMPTS temporary refusals: 실패, and no more attempts', async () => {
    const applicantEmail = `always-busy-${crypto.randomUUID().slice(0, 8)}@company.example`;
    await submitFor(applicantEmail);
    const rows = await waitForRows(token, applicantEmail, (found) => found[0]?.deliveryStatus === 'failed', {
      baseUrl: cms.url,
      log: cms.output,
    });
    expect(rows[0].attempts).toBe(3);
    expect(rows[0].lastError).toMatch(/451/);
    await sleep(2_000);
    expect(attemptsOf(applicantEmail)).toHaveLength(3);
    expect(cms.output()).toMatch(/always-busy.* failed \(attempt 3, given up: 실패\)/);
  });
});

describe('a crash right after the 201 (child cms, kill -9)', () => {
  let scratchDir: string;
  let database: Record<string, string>;
  let cms: ChildCms | undefined;

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-outbox-crash-');
    database = await childDatabase(scratchDir, 'hall_outbox_crash');
  });

  afterAll(async () => {
    await cms?.stop();
    if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it('delivers the mails of acknowledged changes after the restart, once each', async () => {
    const mailDir = path.join(scratchDir, 'mail');
    // The worker waits an hour before its first pass: nothing can be sent before the kill.
    cms = await startChildCms({
      scratchDir,
      database,
      env: {
        SEED_DEMO_CONTENT: 'false',
        MAIL_WORKER_START_DELAY_SECONDS: '3600',
        RENTAL_STAFF_EMAIL: 'crash-desk@arthall.example',
      },
    });
    const account = await signUp('outbox-crash', { baseUrl: cms.url });
    const applicantEmails = [0, 1, 2].map(
      (index) => `crash-${index}-${crypto.randomUUID().slice(0, 6)}@company.example`,
    );
    for (const email of applicantEmails) {
      const response = await submitApplication(account.session.jwt, {
        baseUrl: cms.url,
        data: applicationData({ email }),
      });
      expect(response.status, response.text).toBe(201);
    }
    const forgot = await request('/api/auth/forgot-password', {
      baseUrl: cms.url,
      method: 'POST',
      body: { email: account.email },
    });
    expect(forgot.status).toBe(200);
    const token = await adminLogin(cms.url);
    // The reset code and its mail commit after the response: wait for the row, then crash.
    await waitForRows(token, account.email, (rows) => rows.some((row) => row.purpose === 'passwordReset'), {
      baseUrl: cms.url,
    });
    const pending = await request(outboxList('filters[deliveryStatus][$eq]=pending'), { token, baseUrl: cms.url });
    expect(pending.body.results.length).toBe(7);
    cms.kill('SIGKILL');
    expect((await cms.exited()).signal).toBe('SIGKILL');
    expect(await outboxMails(mailDir).catch(() => [])).toEqual([]);

    cms = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'false' } });
    for (const email of applicantEmails) await waitForOutboxMail(mailDir, email);
    await waitForOutboxMail(mailDir, 'crash-desk@arthall.example', 3);
    const reset = await waitForOutboxMail(mailDir, account.email, 4);
    expect(reset.subject).toMatch(/비밀번호 재설정 안내$/);
    await sleep(1_000);
    const mails = await outboxMails(mailDir);
    expect(mails).toHaveLength(7);
    const after = await request(outboxList('filters[deliveryStatus][$eq]=sent'), {
      token: await adminLogin(cms.url),
      baseUrl: cms.url,
    });
    expect(after.body.results.length).toBe(7);
  });
});

describe('SIGTERM while a mail is being sent (child cms with SMTP)', () => {
  /** Recipients whose DATA the server holds before responding, and for how long. */
  const holds = new Map<string, number>();
  const delivered: string[] = [];
  /** Connections the client closed: a mail responded to after that was not accepted. */
  const closedSessions = new Set<string>();
  let dataStarted: (recipient: string) => void = () => undefined;
  let smtp: SMTPServer;
  let scratchDir: string;
  let database: Record<string, string>;
  let smtpEnv: Record<string, string>;
  let cms: ChildCms | undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onClose(session) {
        closedSessions.add(session.id);
      },
      onData(stream, session, callback) {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        stream.resume();
        stream.on('end', () => {
          for (const recipient of recipients) dataStarted(recipient);
          const hold = Math.max(0, ...recipients.map((recipient) => holds.get(recipient) ?? 0));
          for (const recipient of recipients) holds.delete(recipient);
          setTimeout(() => {
            if (!closedSessions.has(session.id)) delivered.push(...recipients);
            callback();
          }, hold);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    scratchDir = await makeScratchDir('hall-cms-outbox-sigterm-');
    database = await childDatabase(scratchDir, 'hall_outbox_sigterm');
    smtpEnv = {
      SEED_DEMO_CONTENT: 'false',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
      SMTP_SECURE: 'false',
      RENTAL_STAFF_EMAIL: 'sigterm-desk@arthall.example',
      LOG_LEVEL: 'info',
    };
  });

  afterAll(async () => {
    await cms?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
  });

  /** Submits an application whose applicant's mail the server holds for `holdMs`, and sends SIGTERM once it is being sent. */
  const submitAndTerminate = async (label: string, holdMs: number, shutdownSeconds: string) => {
    cms = await startChildCms({ scratchDir, database, env: { ...smtpEnv, SHUTDOWN_TIMEOUT_SECONDS: shutdownSeconds } });
    const account = await signUp(label, { baseUrl: cms.url });
    const applicantEmail = `${label}-${crypto.randomUUID().slice(0, 8)}@company.example`;
    holds.set(applicantEmail, holdMs);
    const sending = new Promise<void>((resolve) => {
      dataStarted = (recipient) => {
        if (recipient === applicantEmail) resolve();
      };
    });
    const response = await submitApplication(account.session.jwt, {
      baseUrl: cms.url,
      data: applicationData({ email: applicantEmail }),
    });
    expect(response.status, response.text).toBe(201);
    await sending;
    const signalledAt = Date.now();
    cms.kill('SIGTERM');
    const exit = await cms.exited();
    const output = cms.output();
    return { applicantEmail, exit, shutdownMs: Date.now() - signalledAt, output };
  };

  it('finishes the mail in hand within the bound, leaves the next one for the restart, exits 0', async () => {
    const { applicantEmail, exit, output } = await submitAndTerminate('sigterm-finish', 1_500, '20');
    expect(exit, output).toEqual({ code: 0, signal: null });
    expect(delivered.filter((to) => to === applicantEmail)).toHaveLength(1);
    expect(delivered).not.toContain('sigterm-desk@arthall.example');
    expect(output).not.toMatch(/Unhandled|aborted/i);

    cms = await startChildCms({ scratchDir, database, env: smtpEnv });
    const token = await adminLogin(cms.url);
    const rows = await waitForRows(token, applicantEmail, (found) => found[0]?.deliveryStatus === 'sent', {
      baseUrl: cms.url,
    });
    expect(rows[0].attempts).toBe(1);
    await expect
      .poll(() => delivered, { timeout: WAIT_TIMEOUT_MS, interval: 100 })
      .toContain('sigterm-desk@arthall.example');
    expect(delivered.filter((to) => to === applicantEmail)).toHaveLength(1);
    await cms.stop();
    cms = undefined;
  });

  it('gives back a mail still being sent when the bound runs out, and sends it after the restart', async () => {
    const { applicantEmail, exit, shutdownMs, output } = await submitAndTerminate('sigterm-stall', 30_000, '2');
    expect(exit, output).toEqual({ code: 0, signal: null });
    // The bound (2 s) and the listener's half second, not the 30 s the server holds the mail.
    expect(shutdownMs).toBeLessThan(15_000);
    expect(output).toMatch(/\[mail\] gave back 1 mail\(s\) still being sent at shutdown/);
    expect(delivered).not.toContain(applicantEmail);

    cms = await startChildCms({ scratchDir, database, env: smtpEnv });
    const token = await adminLogin(cms.url);
    const rows = await waitForRows(token, applicantEmail, (found) => found[0]?.deliveryStatus === 'sent', {
      baseUrl: cms.url,
      log: cms!.output,
    });
    expect(rows[0].attempts).toBe(1);
    expect(delivered.filter((to) => to === applicantEmail)).toHaveLength(1);
  });
});

describe.skipIf(inject('cms').databaseKind !== 'postgres')('two instances on one PostgreSQL', () => {
  let scratchDirs: string[] = [];
  const instances: ChildCms[] = [];

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    for (const dir of scratchDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('send every mail once between them', async () => {
    scratchDirs = await Promise.all(['a', 'b', 'c'].map((name) => makeScratchDir(`hall-cms-outbox-two-${name}-`)));
    const database = await childDatabase(scratchDirs[0], 'hall_outbox_two');
    const env = { SEED_DEMO_CONTENT: 'false', RENTAL_STAFF_EMAIL: 'two-desk@arthall.example' };
    // A records 20 mails and is killed before sending any.
    const recorder = await startChildCms({
      scratchDir: scratchDirs[0],
      database,
      env: { ...env, MAIL_WORKER_START_DELAY_SECONDS: '3600' },
    });
    // Stopped here or by afterAll; a child killed with SIGKILL is not stopped again.
    instances.push(recorder);
    const account = await signUp('outbox-two', { baseUrl: recorder.url });
    const applicants = Array.from(
      { length: 10 },
      (_, index) => `two-${index}-${crypto.randomUUID().slice(0, 6)}@company.example`,
    );
    for (const email of applicants) {
      const response = await submitApplication(account.session.jwt, {
        baseUrl: recorder.url,
        data: applicationData({ email }),
      });
      expect(response.status, response.text).toBe(201);
    }
    recorder.kill('SIGKILL');
    await recorder.exited();
    instances.splice(instances.indexOf(recorder), 1);

    // B and C start together on the same database and race for the 20 mails.
    const [b, c] = await Promise.all(
      scratchDirs.slice(1).map((scratchDir) => startChildCms({ scratchDir, database, env })),
    );
    instances.push(b, c);
    const mailDirs = scratchDirs.slice(1).map((dir) => path.join(dir, 'mail'));
    await waitForOutboxMails(mailDirs, () => true, { count: 20 });
    // A mail sent twice would show by now.
    await sleep(2_000);
    const mails = (await Promise.all(mailDirs.map(outboxMails))).flat();
    expect(mails).toHaveLength(20);
    for (const email of applicants) {
      expect(mails.filter(isTo(email)), email).toHaveLength(1);
    }
    expect(mails.filter((mail) => mail.to.includes('two-desk@arthall.example'))).toHaveLength(10);
  });
});

describe('retention (child cms)', () => {
  let scratchDir: string;
  let cms: ChildCms | undefined;

  afterAll(async () => {
    await cms?.stop();
    if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it('forgets idempotency keys and sent mails once they are older than their useful life', async () => {
    scratchDir = await makeScratchDir('hall-cms-outbox-retention-');
    cms = await startChildCms({
      scratchDir,
      database: await childDatabase(scratchDir, 'hall_outbox_retention'),
      env: {
        SEED_DEMO_CONTENT: 'false',
        RENTAL_STAFF_EMAIL: 'retention-desk@arthall.example',
        LOG_LEVEL: 'info',
        RETENTION_INTERVAL_SECONDS: '1',
        // 3.6 s and about 4.3 s.
        SUBMISSION_KEY_TTL_HOURS: '0.001',
        MAIL_OUTBOX_RETENTION_DAYS: '0.00005',
      },
    });
    const account = await signUp('outbox-retention', { baseUrl: cms.url });
    const applicantEmail = `retention-${crypto.randomUUID().slice(0, 8)}@company.example`;
    const key = crypto.randomUUID();
    const data = applicationData({ email: applicantEmail });
    const submit = () =>
      submitApplication(account.session.jwt, {
        baseUrl: cms!.url,
        data,
        headers: { 'idempotency-key': key },
      });
    const first = await submit();
    expect(first.status).toBe(201);
    const replay = await submit();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.documentId).toBe(first.body.data.documentId);

    const token = await adminLogin(cms.url);
    await waitForRows(token, applicantEmail, (rows) => rows.length === 1 && rows[0].deliveryStatus === 'sent', {
      baseUrl: cms.url,
    });
    // Pruned within a few passes: the sent mail and the key.
    await waitForRows(token, applicantEmail, (rows) => rows.length === 0, { baseUrl: cms.url, log: cms.output });
    expect(cms.output()).toMatch(/\[operations\] removed 1 expired idempotency key\(s\)/);
    const again = await submit();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.data.documentId).not.toBe(first.body.data.documentId);
  });
});
