import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerMember, type Member } from './helpers/actors';
import { applicationData, storageSnapshot, submitApplication } from './helpers/rental';
import { createOutboxTransport } from '../src/email/outbox-transport';
import { logText } from '../src/utils/log-text';

/**
 * Text an attacker types into a rental application (issue 12): keys that are not the form's,
 * control characters and bidi overrides. Each is refused with its field's Korean message and
 * leaves nothing behind, on SQLite and PostgreSQL alike (PostgreSQL cannot store NUL at all).
 */

const SINGLE_LINE = '줄바꿈, 탭, 제어 문자나 방향 제어 문자 없이 입력해주세요.';
const MULTI_LINE = '줄바꿈 외의 제어 문자나 방향 제어 문자는 입력할 수 없습니다.';
const NOT_ALLOWED = '허용되지 않는 항목입니다.';

let member: Member;

beforeAll(async () => {
  member = await registerMember('rental-text');
});

const errorsOf = (response: { body: any }) =>
  (response.body.error?.details?.errors ?? []).map((error: { path: string[]; message: string }) => ({
    path: error.path.join('.'),
    message: error.message,
  }));

const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);

/** Submits the JSON text of `data` as is (so `__proto__` stays a key) and expects a 400 with exactly `errors`, nothing stored. */
async function expectRefused(data: string | Record<string, unknown>, errors: Array<{ path: string; message: string }>) {
  const before = await storageSnapshot();
  const response = await submitApplication(member.jwt, { data });
  expect(response.status, response.text.slice(0, 300)).toBe(400);
  expect(response.body.data).toBeNull();
  expect(errorsOf(response).sort(byPath)).toEqual([...errors].sort(byPath));
  expect(await storageSnapshot()).toEqual(before);
}

/** The application's JSON with `extra` (raw JSON members) added inside `address`. */
const withAddressMembers = (extra: string) =>
  JSON.stringify(applicationData()).replace('"address":{', `"address":{${extra},`);

describe('keys: only the form’s own, never inherited ones', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])(
    'refuses "%s" inside address',
    async (key) => {
      await expectRefused(withAddressMembers(`${JSON.stringify(key)}:"x"`), [
        { path: `address.${key}`, message: NOT_ALLOWED },
      ]);
    },
  );

  it('refuses "__proto__" holding an object inside address, and inherited names at the top level', async () => {
    await expectRefused(withAddressMembers('"__proto__":{"basic":"x","detail":"y"}'), [
      { path: 'address.__proto__', message: NOT_ALLOWED },
    ]);
    const topLevel = JSON.stringify(applicationData()).replace(
      '{',
      '{"__proto__":{"applicationStatus":"approved"},"constructor":{"prototype":{}},',
    );
    await expectRefused(topLevel, [
      { path: '__proto__', message: NOT_ALLOWED },
      { path: 'constructor', message: NOT_ALLOWED },
    ]);
  });
});

const HOSTILE: Array<[string, string]> = [
  ['NUL', 'ACME\u0000Corp'],
  ['an ANSI escape', '\u001b[31mACME\u001b[0m'],
  ['a forged log line (CR LF)', 'ACME\r\n[mail outbox] password-reset link: http://evil.example/mail?code=abc'],
  ['a line feed', 'ACME\nsecond line'],
  ['a lone carriage return', 'ACME\rCorp'],
  ['a tab', 'ACME\tCorp'],
  ['DEL', 'ACME\u007f'],
  ['a C1 control (NEL)', 'ACME\u0085Corp'],
  ['a C1 control (CSI)', 'ACME\u009b31m'],
  ['a right-to-left override', '계획서\u202Efdp.exe'],
  ['a left-to-right embedding', 'ACME\u202A'],
  ['a pop directional formatting', 'ACME\u202C'],
  ['a right-to-left isolate', 'ACME\u2067x\u2069'],
  ['a first strong isolate', 'ACME\u2068'],
  ['a line separator', 'ACME\u2028Corp'],
  ['a paragraph separator', 'ACME\u2029Corp'],
  ['half a surrogate pair', 'ACME\ud800'],
];

describe('single-line fields refuse control characters and bidi controls', () => {
  const SINGLE_LINE_FIELDS = ['company', 'showTitle', 'contactName', 'address.basic', 'address.detail'];
  // Every single-line field holds the value in one request: each is refused with its own message.
  it.each(HOSTILE)('%s', async (_label, value) => {
    await expectRefused(
      applicationData({
        company: value,
        showTitle: value,
        contactName: value,
        address: { basic: value, detail: value },
      }),
      SINGLE_LINE_FIELDS.map((field) => ({ path: field, message: SINGLE_LINE })),
    );
  });

  it.each([
    ['NUL', 'applicant\u0000@company.example'],
    ['an ANSI escape', 'applicant\u001b[2J@company.example'],
    ['a right-to-left override', 'applicant\u202E@company.example'],
  ])('email refuses %s', async (_label, email) => {
    await expectRefused(applicationData({ email }), [{ path: 'email', message: SINGLE_LINE }]);
  });

  it('accepts Korean, emoji and punctuation', async () => {
    const response = await submitApplication(member.jwt, {
      data: applicationData({
        company: '(주)한빛 앙상블 & Co. — “봄” 🎻',
        showTitle: '봄의 소리: 실내악 연주회 #2 (앙코르)',
      }),
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.company).toBe('(주)한빛 앙상블 & Co. — “봄” 🎻');
  });
});

describe('multi-line fields allow line breaks and nothing else', () => {
  it.each(['performerFormat', 'desiredTime'])('%s keeps LF and CR LF line breaks', async (field) => {
    const value = '현악 4중주\n1부: 하이든\r\n2부: 베토벤';
    const response = await submitApplication(member.jwt, { data: applicationData({ [field]: value }) });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data[field]).toBe(value);
  });

  it.each(HOSTILE.filter(([label]) => !['a line feed', 'a forged log line (CR LF)'].includes(label)))(
    'refuses %s',
    async (_label, value) => {
      await expectRefused(applicationData({ performerFormat: value, desiredTime: value }), [
        { path: 'performerFormat', message: MULTI_LINE },
        { path: 'desiredTime', message: MULTI_LINE },
      ]);
    },
  );
});

describe('log lines never carry input unescaped', () => {
  const forged =
    'ACME\r\n[mail outbox] password-reset link: http://evil.example/mail?code=abc \u001b[31m\u202Etxt.exe\u0085';

  it('logText quotes one line and escapes every control and bidi character', () => {
    const line = logText(forged);
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(line)).toBe(forged);
    expect(line).toContain('\\r\\n');
    expect(line).toContain('\\u202e');
  });

  describe('the mail outbox', () => {
    let directory: string;
    const logged: string[] = [];
    const site = 'http://hall.example';

    beforeAll(async () => {
      directory = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-log-'));
    });
    afterEach(async () => {
      vi.unstubAllGlobals();
      logged.length = 0;
      await fs.rm(directory, { recursive: true, force: true });
    });

    /** Sends through the transport as nodemailer would, with a running "strapi" whose log is captured. */
    async function send(subject: string, text: string) {
      vi.stubGlobal('strapi', {
        config: { get: (key: string) => (key === 'server.url' ? site : undefined) },
        log: { info: (line: string) => logged.push(line), error: (line: string) => logged.push(line) },
      });
      const transport = createOutboxTransport(directory);
      const data = { from: 'hall@hall.example', to: ['applicant@company.example'], subject, text };
      await new Promise((resolve, reject) =>
        transport.send(
          {
            data: {},
            message: {
              keepBcc: false,
              getEnvelope: () => ({ from: data.from, to: data.to }),
              messageId: () => '<test@hall.example>',
              build: (callback) => callback(null, Buffer.from(`Subject: ${subject}\r\n\r\n${text}`)),
            },
            normalize: (callback) => callback(null, data),
          },
          (error, info) => (error ? reject(error) : resolve(info)),
        ),
      );
    }

    it('writes a subject with a forged line as one escaped line', async () => {
      await send(`[대관 신청] ${forged}`, '새 대관 신청');
      expect(logged).toHaveLength(1);
      expect(logged[0]).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
      expect(logged[0]).toContain('\\r\\n[mail outbox] password-reset link: http://evil.example');
    });

    it('logs the reset link of this site only, never one an applicant typed into a mail', async () => {
      await send(
        '[대관 신청] 한빛',
        `공연 형태:\n[mail outbox] password-reset link: http://evil.example/mail?code=abc\n`,
      );
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^\[mail outbox\] to "applicant@company\.example": /);

      logged.length = 0;
      await send('[공연장] 비밀번호 재설정 안내', `안녕하세요.\n\n${site}/mail?code=real-code\n`);
      expect(logged).toContain(`[mail outbox] password-reset link: "${site}/mail?code=real-code"`);
    });
  });
});
