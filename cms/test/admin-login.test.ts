import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF_ROLES } from '../src/bootstrap/staff-roles';
import { waitForOutboxMail } from './helpers/auth';
import { request } from './helpers/http';
import { inviteStaff } from './helpers/staff';

/**
 * The admin login (src/middlewares/admin-login-limit.ts, docs/decisions/032): only failed
 * attempts count towards the limit (5 per 5 minutes per e-mail and address), the refusal says in
 * Korean how long to wait, and Strapi's English messages are Korean.
 */

const PASSWORD = 'Staff-Role-2026!';
let email: string;

const logIn = (password: string, who = email) =>
  request('/admin/login', { method: 'POST', body: { email: who, password } });

beforeAll(async () => {
  ({ email } = await inviteStaff(STAFF_ROLES.find((role) => role.code === 'hall-rental-staff')!));
});

describe('the admin login', () => {
  it('lets an office log in as often as it likes: six successful logins in a row from one address', async () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await logIn(PASSWORD);
      expect(response.status, `login ${attempt}: ${response.text}`).toBe(200);
    }
  });

  it('answers a wrong password in Korean, and after five failures refuses even the right one, saying how long to wait', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await logIn('Wrong-Password-1!');
      expect(response.status, `failure ${attempt}`).toBe(400);
      expect(response.body.error.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
    }
    const refused = await logIn(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^로그인에 여러 번 실패했습니다\. [1-5]분 뒤에 다시 시도해주세요\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(200);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    // Another account from the same address is not locked out.
    const other = await logIn('Wrong-Password-1!', 'someone-else@arthall.example');
    expect(other.status).toBe(400);
  });

  it('answers a malformed e-mail in Korean', async () => {
    const response = await logIn(PASSWORD, 'not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/[가-힣]/);
  });
});

describe('the admin password reset mail', () => {
  it('is Korean, from the hall, in the hall’s template, with the reset link, through the outbox', async () => {
    const { email: staffEmail } = await inviteStaff(STAFF_ROLES.find((role) => role.code === 'hall-content-staff')!);
    const response = await request('/admin/forgot-password', { method: 'POST', body: { email: staffEmail } });
    expect(response.status, response.text).toBe(204);
    const config = (await request('/api/site-config')).body.data as { hallName: string };
    const mail = await waitForOutboxMail(inject('cms').mailOutboxDir, staffEmail);
    expect(mail.subject).toBe(`[${config.hallName}] 관리자 화면 비밀번호 재설정 안내`);
    expect(mail.from).toContain(config.hallName);
    expect(mail.from).not.toContain('localhost');
    expect(mail.text).toMatch(/^안녕하세요, 공연장 직원직원님\./);
    expect(mail.text).toMatch(/\/admin\/auth\/reset-password\?code=[0-9a-f]+/);
    expect(mail.text).toContain('1시간 동안 사용할 수 있습니다');
    expect(mail.html).toContain('비밀번호 재설정하기');
    expect(mail.text).not.toMatch(/Reset password|<%/);
  });
});
