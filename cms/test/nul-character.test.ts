import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken, type Member } from './helpers/actors';
import { request } from './helpers/http';
import { applicationData, storageSnapshot, submitApplication } from './helpers/rental';

/**
 * A NUL (U+0000) anywhere in a request is a 400 with a Korean message naming where it was, on
 * SQLite and PostgreSQL alike (PostgreSQL cannot store or compare one and returned 500), and
 * nothing is stored.
 */

const NUL_MESSAGE = '허용되지 않는 문자(NUL)가 포함되어 있습니다.';

const refusal = (path: string[]) => ({
  status: 400,
  name: 'ValidationError',
  message: NUL_MESSAGE,
  details: { errors: [{ path, message: NUL_MESSAGE, name: 'ValidationError' }] },
});

let member: Member;

beforeAll(async () => {
  member = await registerMember('nul');
});

describe('a NUL is refused before anything reads it', () => {
  it('in a signup field, and no account is made', async () => {
    const email = `nul-${crypto.randomUUID().slice(0, 8)}@member.example`;
    const response = await request('/api/auth/local/register', {
      method: 'POST',
      body: {
        username: email,
        email,
        password: 'Member-Pass1!',
        name: '회원\u0000이름',
        phoneNumber: '010-1234-5678',
        termsAgreed: true,
        privacyAgreed: true,
      },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.error).toEqual(refusal(['name']));
    const login = await request('/api/auth/local', {
      method: 'POST',
      body: { identifier: email, password: 'Member-Pass1!' },
    });
    expect(login.status).toBe(400);
    expect(login.body.error.message).not.toBe(NUL_MESSAGE);
  });

  it('in a login', async () => {
    const response = await request('/api/auth/local', {
      method: 'POST',
      body: { identifier: `a\u0000${member.email}`, password: member.password },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(refusal(['identifier']));
  });

  it.each([
    ['a filter value', '/api/notices?filters[title][$contains]=%00', ['query', 'filters', 'title', '$contains']],
    ['a filter key', '/api/shows?filters[ti%00tle][$eq]=x', ['query', 'filters', 'ti\u0000tle']],
    ['a search', '/api/notices?q=%E2%80%8B%00', ['query', 'q']],
    ['a path parameter', '/api/notices/abc%00def', ['path']],
  ])('in %s of a public read, every time (never cached)', async (_label, path, where) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request(path);
      expect(response.status, response.text).toBe(400);
      expect(response.body.error).toEqual(refusal(where as string[]));
    }
  });

  it('in the JSON of a rental application sent raw, with nothing stored and no temporary file left', async () => {
    const before = await storageSnapshot();
    const raw = JSON.stringify(applicationData()).replace('한빛 앙상블', '한빛\u0000앙상블');
    const response = await submitApplication(member.jwt, { data: raw });
    expect(response.status, response.text).toBe(400);
    expect(response.body.error).toEqual(refusal(['data']));
    expect(await storageSnapshot()).toEqual(before);
  });

  it('in what staff save in the admin panel', async () => {
    const response = await request('/content-manager/collection-types/api::notice.notice', {
      method: 'POST',
      token: await staffToken(),
      body: { title: '공지\u0000제목', category: 'general', postedAt: new Date().toISOString(), isHidden: true },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.error).toEqual(refusal(['title']));
  });

  it('leaves every other character alone', async () => {
    const response = await request('/api/notices?filters[title][$contains]=%E2%80%AE%09%0A');
    expect(response.status, response.text).toBe(200);
  });
});
