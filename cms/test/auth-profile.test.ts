import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Account } from './helpers/auth';
import { request } from './helpers/http';

/**
 * PUT /api/users/me: a member changes their own name and phone number, and nothing else;
 * nobody reaches another member's profile.
 */

const PRIVATE_KEYS = ['password', 'resetPasswordToken', 'resetPasswordTokenExpiresAt', 'confirmationToken', 'role'];

const updateMe = (jwt: string | undefined, body: unknown, query = '') =>
  request(`/api/users/me${query}`, { method: 'PUT', token: jwt, body });
const profileOf = async (account: Account) => (await request('/api/users/me', { token: account.session.jwt })).body;

describe('PUT /api/users/me', () => {
  let a: Account;
  let b: Account;

  beforeAll(async () => {
    a = await signUp('profile-a');
    b = await signUp('profile-b');
  });

  it('changes the caller’s name and phone number and responds with the sanitized profile', async () => {
    const response = await updateMe(a.session.jwt, { name: '  김회원  ', phoneNumber: '010-1234-56' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: a.email, name: '김회원', phoneNumber: '010-1234-56', blocked: false });
    for (const key of PRIVATE_KEYS) expect(response.body).not.toHaveProperty(key);
    expect(response.text).not.toMatch(/\$2[aby]\$/);

    expect(await profileOf(a)).toMatchObject({ name: '김회원', phoneNumber: '010-1234-56' });
  });

  it('touches only the caller: the other member’s profile is unchanged', async () => {
    const before = await profileOf(b);
    await updateMe(a.session.jwt, { name: 'A의 새 이름' });
    expect(await profileOf(b)).toEqual(before);
  });

  it('keeps the phone number when only the name is sent, and clears it with an empty string', async () => {
    await updateMe(a.session.jwt, { name: '이름만', phoneNumber: '01012345678' });
    expect((await updateMe(a.session.jwt, { name: '이름만' })).body.phoneNumber).toBe('01012345678');
    expect((await updateMe(a.session.jwt, { name: '이름만', phoneNumber: '' })).body.phoneNumber).toBeNull();
  });

  it.each([
    ['e-mail', { email: 'taken-over@member.example' }],
    ['username', { username: 'someone' }],
    ['password', { password: 'New-Pass1!' }],
    ['role', { role: 1 }],
    ['blocked', { blocked: true }],
    ['confirmed', { confirmed: false }],
    ['provider', { provider: 'google' }],
    ['resetPasswordToken', { resetPasswordToken: 'known' }],
    ['an unknown field', { isAdmin: true }],
    ['the id of another member', { id: 1 }],
  ])('refuses a body with %s (400) and changes nothing', async (_label, extra) => {
    const before = await profileOf(a);
    const response = await updateMe(a.session.jwt, { name: '바뀌면 안 됨', ...extra });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(await profileOf(a)).toEqual(before);
    // The password did not change either.
    const login = await request('/api/auth/local', {
      method: 'POST',
      body: { identifier: a.email, password: a.password },
    });
    expect(login.status).toBe(200);
  });

  it.each([
    ['no name', { phoneNumber: '01012345678' }],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a name of 51 characters', { name: '가'.repeat(51) }],
    ['a name that is not a string', { name: 42 }],
    ['a phone number of 12 characters', { name: '이름', phoneNumber: '010-1234-567' }],
    ['letters in the phone number', { name: '이름', phoneNumber: '010-abcd' }],
    ['a phone number that is not a string', { name: '이름', phoneNumber: 1012345678 }],
    ['a body that is a list', [{ name: '이름' }]],
    ['the Strapi data envelope', { data: { name: '이름' } }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await updateMe(a.session.jwt, body);
    expect(response.status).toBe(400);
  });

  it('accepts a name of 50 characters and a phone number of 11', async () => {
    const response = await updateMe(a.session.jwt, { name: '가'.repeat(50), phoneNumber: '010-123-456' });
    expect(response.status).toBe(200);
  });

  it('never shows private fields, whatever the query asks for', async () => {
    const response = await updateMe(
      a.session.jwt,
      { name: '쿼리 점검' },
      '?populate=*&fields[0]=password&fields[1]=email',
    );
    expect([200, 400]).toContain(response.status);
    for (const key of PRIVATE_KEYS) expect(response.body).not.toHaveProperty(key);
    const filtered = await updateMe(
      a.session.jwt,
      { name: '쿼리 점검' },
      '?filters[resetPasswordToken][$notNull]=true',
    );
    expect(filtered.status).toBe(400);
  });

  it('is closed to visitors', async () => {
    expect((await updateMe(undefined, { name: '익명' })).status).toBe(403);
  });
});

describe("another member's profile", () => {
  it('cannot be read or changed through /api/users/:id', async () => {
    const a = await signUp('profile-victim');
    const b = await signUp('profile-intruder');
    const victim = await profileOf(a);
    expect((await request(`/api/users/${victim.id}`, { token: b.session.jwt })).status).toBe(403);
    expect(
      (await request(`/api/users/${victim.id}`, { method: 'PUT', token: b.session.jwt, body: { name: '침입자' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await request(`/api/users/${victim.documentId}`, {
          method: 'PUT',
          token: b.session.jwt,
          body: { name: '침입자' },
        })
      ).status,
    ).toBe(403);
    expect((await request('/api/users', { token: b.session.jwt })).status).toBe(403);
    expect(await profileOf(a)).toEqual(victim);
  });
});
