import fs from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { staffToken } from './helpers/actors';
import { logIn, resetLinkIn, signUp, waitForOutboxMail } from './helpers/auth';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';

/**
 * Password-reset mail: through a real SMTP server (smtp-server, in this process) when SMTP_* is
 * set, and into the outbox folder when SMTP_HOST is not set (`npm start`, and the suite's cms).
 */

describe('without SMTP_HOST: the outbox', () => {
  it('writes the reset mail as .eml and .json files with the /mail?code= link, in Korean, from the hall', async () => {
    const account = await signUp('outbox');
    const outbox = inject('cms').mailOutboxDir;
    expect(
      (await request('/api/auth/forgot-password', { method: 'POST', body: { email: account.email } })).status,
    ).toBe(200);

    const mail = await waitForOutboxMail(outbox, account.email);
    const { link, base } = resetLinkIn(mail.text);
    expect(base).toBe(`${inject('cms').url}/mail`);
    expect(mail.html).toContain(`href="${link}"`);

    const hallName: string = (await request('/api/site-config')).body.data.hallName;
    expect(hallName).toBeTruthy();
    expect(mail.subject).toBe(`[${hallName}] 비밀번호 재설정 안내`);
    expect(mail.from).toBe(`${hallName} <no-reply@arthall.example>`);
    expect(mail.text).toContain('회원 outbox 회원님');
    expect(mail.text).toContain('1시간 동안 한 번만 사용할 수 있습니다');

    // The .eml beside it is the complete message, as an SMTP server would have received it.
    const eml = await simpleParser(await fs.readFile(mail.file.replace(/\.json$/, '.eml')));
    expect(eml.subject).toBe(mail.subject);
    expect(eml.from?.value[0]).toMatchObject({ name: hallName, address: 'no-reply@arthall.example' });
    expect(eml.to && !Array.isArray(eml.to) ? eml.to.value[0].address : null).toBe(account.email);
    expect(eml.text).toContain(link);
    expect(eml.html || '').toContain(link);
  });

  it('keeps the users-permissions settings in line: reset page and the Korean template', async () => {
    const token = await staffToken();
    const advanced = await request('/users-permissions/advanced', { token });
    expect(advanced.status).toBe(200);
    expect(advanced.body.settings.email_reset_password).toBe(`${inject('cms').url}/mail`);

    const templates = await request('/users-permissions/email-templates', { token });
    const reset = templates.body.reset_password.options;
    const hallName: string = (await request('/api/site-config')).body.data.hallName;
    expect(reset.from).toEqual({ name: hallName, email: 'no-reply@arthall.example' });
    expect(reset.object).toBe(`[${hallName}] 비밀번호 재설정 안내`);
    expect(reset.message).toContain('<%= URL %>?code=<%= TOKEN %>');
    expect(reset.message).toContain('비밀번호 재설정');
  });
});

describe('with SMTP_HOST: a real SMTP server', () => {
  const SMTP_USER = 'hall-mailer';
  const SMTP_PASSWORD = 'smtp-secret-1';
  let smtp: TestSmtpServer;
  let scratchDir: string;
  let cms: ChildCms;

  beforeAll(async () => {
    // Plain SMTP on 127.0.0.1 with AUTH, as a relay inside a private network would be.
    smtp = await startSmtpServer({ auth: { user: SMTP_USER, password: SMTP_PASSWORD } });
    scratchDir = await makeScratchDir('hall-cms-smtp-');
    cms = await startChildCms({
      scratchDir,
      database: await childDatabase(scratchDir, 'hall_mail_smtp'),
      env: {
        SEED_DEMO_CONTENT: 'false',
        ...smtp.env,
        MAIL_FROM: '"도심 아트홀 알림" <mailer@arthall.example>',
        MAIL_REPLY_TO: 'help@arthall.example',
      },
    });
  });

  afterAll(async () => {
    await cms?.stop();
    await smtp?.close();
    if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
  });

  const waitForMail = (to: string) => smtp.waitForMail(to, { log: () => cms.output() });

  it('delivers the reset mail; its code resets the password through the API and the new password logs in', async () => {
    const account = await signUp('smtp', { baseUrl: cms.url });
    const forgot = await request('/api/auth/forgot-password', {
      baseUrl: cms.url,
      method: 'POST',
      body: { email: account.email },
    });
    expect(forgot.status).toBe(200);

    const { mail, from, to, user } = await waitForMail(account.email);
    expect(user).toBe(SMTP_USER);
    expect({ from, to }).toEqual({ from: 'mailer@arthall.example', to: [account.email] });
    expect(mail.from?.value[0]).toEqual({ name: '도심 아트홀 알림', address: 'mailer@arthall.example' });
    expect(mail.replyTo?.value[0].address).toBe('help@arthall.example');
    expect(mail.subject).toMatch(/비밀번호 재설정 안내$/);
    const { link, base, code } = resetLinkIn(mail.text ?? '');
    expect(base).toBe(`${cms.url}/mail`);
    expect(mail.html || '').toContain(link);

    const newPassword = 'Smtp-Reset7&';
    const reset = await request('/api/auth/reset-password', {
      baseUrl: cms.url,
      method: 'POST',
      body: { code, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(reset.status).toBe(200);

    const session = await logIn(account.email, newPassword, { baseUrl: cms.url });
    expect(session.response.body.user.email).toBe(account.email);
    const old = await request('/api/auth/local', {
      baseUrl: cms.url,
      method: 'POST',
      body: { identifier: account.email, password: account.password },
    });
    expect(old.status).toBe(400);
  });
});
