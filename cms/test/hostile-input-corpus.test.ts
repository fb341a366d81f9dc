import crypto from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Member } from './helpers/actors';
import { request } from './helpers/http';
import {
  applicationData,
  defaultFiles,
  fixtures,
  seoulDay,
  send,
  storageSnapshot,
  submitApplication,
  type UploadFile,
} from './helpers/rental';
import { RENTAL_CATEGORIES as CATEGORIES } from '@hall/contract/labels';
import {
  RENTAL_APPLICATION_KEYS as ALLOWED_KEYS,
  RENTAL_MESSAGES as MESSAGES,
  validateRentalApplication as validateApplication,
} from '@hall/contract/rental';

/**
 * The hostile-input corpus (issue 12): one table of requests an attacker sends, each refused with
 * a 4xx and its field's message, leaving nothing stored (no application row, no document file,
 * no temporary upload, no account, no profile change). On SQLite and PostgreSQL alike. The
 * zip bombs (rental-document-bounds), control characters (rental-hostile-text) and NUL
 * (nul-character) have their own files; this one covers the rest, and the count is the table's.
 */

interface RentalCase {
  kind: 'rental';
  label: string;
  /** The `data` part: an object merged over a valid application, or raw JSON text. */
  data?: Record<string, unknown> | string;
  files?: Record<string, UploadFile | UploadFile[] | undefined>;
  /** A raw multipart body instead of the form (with its boundary `xyz`). */
  multipart?: string;
  status?: number;
  /** The field paths and messages the refusal names (a message `null`: any message). */
  errors?: Array<[string, string | RegExp | null]>;
}

interface AuthCase {
  kind: 'signup' | 'login' | 'profile' | 'forgot-password';
  label: string;
  body: unknown;
  /** A field the refusal names, when the endpoint names one. */
  path?: string;
}

interface QueryCase {
  kind: 'query';
  label: string;
  url: string;
  path: string;
}

type HostileCase = RentalCase | AuthCase | QueryCase;

const long = (length: number, text = '가') => text.repeat(length);
const file = (name: string, content: Buffer, type = 'application/octet-stream'): UploadFile => ({
  name,
  content,
  type,
});
const withRaw = (edit: (json: string) => string) => edit(JSON.stringify(applicationData()));

const rental = (
  label: string,
  data: RentalCase['data'],
  errors: RentalCase['errors'],
  extra: Partial<RentalCase> = {},
): RentalCase => ({
  kind: 'rental',
  label,
  data,
  errors,
  ...extra,
});
const R = MESSAGES;

const CORPUS: HostileCase[] = [
  // Wrong types: numbers, booleans, null, arrays and objects where a string is expected.
  rental('company as a number', { company: 123 }, [['company', R.required]]),
  rental('company as null', { company: null }, [['company', R.required]]),
  rental('company as an array', { company: ['한빛'] }, [['company', R.required]]),
  rental('company as an object', { company: { name: '한빛' } }, [['company', R.required]]),
  rental('company as true', { company: true }, [['company', R.required]]),
  rental('showTitle as a number', { showTitle: 12 }, [['showTitle', R.required]]),
  rental('showTitle as an array', { showTitle: ['제목'] }, [['showTitle', R.required]]),
  rental('contactName as an object', { contactName: { first: '김' } }, [['contactName', R.required]]),
  rental('performerFormat as a number', { performerFormat: 42 }, [['performerFormat', R.required]]),
  rental('desiredTime as an array', { desiredTime: ['19:30'] }, [['desiredTime', R.required]]),
  rental('email as a number', { email: 5 }, [['email', R.required]]),
  rental('email as an array', { email: ['a@b.example'] }, [['email', R.required]]),
  rental('businessNumber as a number', { businessNumber: 1234567890 }, [['businessNumber', R.required]]),
  rental('tel as an array', { tel: ['0212345678'] }, [['tel', R.required]]),
  rental('fax as an object', { fax: {} }, [['fax', R.digits]]),
  rental('contactPhone as a number', { contactPhone: 1012345678 }, [['contactPhone', R.required]]),
  rental('termsAgreed as the string "true"', { termsAgreed: 'true' }, [['termsAgreed', R.agreement]]),
  rental('termsAgreed as 1', { termsAgreed: 1 }, [['termsAgreed', R.agreement]]),
  rental('privacyAgreed as "yes"', { privacyAgreed: 'yes' }, [['privacyAgreed', R.agreement]]),
  rental('privacyAgreed as [true]', { privacyAgreed: [true] }, [['privacyAgreed', R.agreement]]),
  rental('category as an array', { category: ['classical'] }, [['category', R.category]]),
  rental('category as a number', { category: 1 }, [['category', R.category]]),
  rental('desiredDate as a number', { desiredDate: 20261201 }, [['desiredDate', R.required]]),
  rental(
    'every field blank',
    Object.fromEntries(
      ALLOWED_KEYS.filter((key) => !key.endsWith('Agreed') && key !== 'address' && key !== 'category').map((key) => [
        key,
        '   ',
      ]),
    ),
    [
      ['company', R.required],
      ['businessNumber', R.required],
      ['tel', R.required],
      ['email', R.required],
      ['showTitle', R.required],
      ['performerFormat', R.required],
      ['contactName', R.required],
      ['contactPhone', R.required],
      ['desiredDate', R.required],
      ['desiredTime', R.required],
    ],
  ),

  // Huge strings.
  rental('company of 101 characters', { company: long(101, 'a') }, [['company', R.tooLong(100)]]),
  rental('company of 100,000 characters', { company: long(100_000) }, [['company', R.tooLong(100)]]),
  rental('showTitle of 201 characters', { showTitle: long(201) }, [['showTitle', R.tooLong(200)]]),
  rental('contactName of 51 characters', { contactName: long(51) }, [['contactName', R.tooLong(50)]]),
  rental('performerFormat of 1,001 characters', { performerFormat: long(1001) }, [
    ['performerFormat', R.tooLong(1000)],
  ]),
  rental('desiredTime of 1,001 characters', { desiredTime: long(1001) }, [['desiredTime', R.tooLong(1000)]]),
  rental('businessNumber of 21 digits', { businessNumber: long(21, '1') }, [['businessNumber', R.tooLong(20)]]),
  rental('contactPhone of 200,000 digits', { contactPhone: long(200_000, '1') }, [['contactPhone', R.tooLong(20)]]),
  rental('an e-mail of 260 characters', { email: `${long(250, 'a')}@b.example` }, [['email', R.email]]),
  rental('address.basic of 301 characters', { address: { basic: long(301), detail: '3층' } }, [
    ['address.basic', R.tooLong(300)],
  ]),
  rental('address.detail of 201 characters', { address: { basic: '서울', detail: long(201) } }, [
    ['address.detail', R.tooLong(200)],
  ]),

  // Wrong formats.
  rental('businessNumber with dashes', { businessNumber: '123-45-67890' }, [['businessNumber', R.digits]]),
  rental('tel with spaces', { tel: '02 1234 5678' }, [['tel', R.digits]]),
  rental('contactPhone with a plus sign', { contactPhone: '+821012345678' }, [['contactPhone', R.digits]]),
  rental('fax in full-width digits', { fax: '０２１２３４' }, [['fax', R.digits]]),
  rental('tel as a negative number text', { tel: '-1' }, [['tel', R.digits]]),
  rental('an e-mail without @', { email: 'not-an-email' }, [['email', R.email]]),
  rental('an e-mail without a domain dot', { email: 'a@b' }, [['email', R.email]]),
  rental('an e-mail with a space', { email: 'a b@c.example' }, [['email', R.email]]),
  rental('an e-mail with a header injection', { email: 'a@b.example\r\nBcc: victim@c.example' }, [
    ['email', R.singleLine],
  ]),

  // Wrong enums.
  rental('an unknown category', { category: 'opera' }, [['category', R.category]]),
  rental('a category in capitals', { category: 'CLASSICAL' }, [['category', R.category]]),
  rental('an empty category', { category: '' }, [['category', R.category]]),
  rental('a category with a trailing space', { category: 'classical ' }, [['category', R.category]]),
  rental('a category that is an inherited name', { category: 'constructor' }, [['category', R.category]]),

  // Impossible and past dates.
  rental('February 30', { desiredDate: '2027-02-30' }, [['desiredDate', R.date]]),
  rental('month 13', { desiredDate: '2027-13-01' }, [['desiredDate', R.date]]),
  rental('month 00', { desiredDate: '2027-00-10' }, [['desiredDate', R.date]]),
  rental('day 00', { desiredDate: '2027-05-00' }, [['desiredDate', R.date]]),
  rental('a word for a date', { desiredDate: 'tomorrow' }, [['desiredDate', R.date]]),
  rental('slashes in the date', { desiredDate: '2027/12/01' }, [['desiredDate', R.date]]),
  rental('a date without separators', { desiredDate: '20271201' }, [['desiredDate', R.date]]),
  rental('a date with a time', { desiredDate: '2027-12-01T10:00:00Z' }, [['desiredDate', R.date]]),
  rental('an expanded year', { desiredDate: '+02027-12-01' }, [['desiredDate', R.date]]),
  rental('a date long past', { desiredDate: '2000-01-01' }, [['desiredDate', R.pastDate]]),
  rental('February 29 of a common year', { desiredDate: '2027-02-29' }, [['desiredDate', R.date]]),

  // Keys that are not the form's: unknown, server-owned, prototype.
  rental('an unknown key', { isAdmin: true }, [['isAdmin', R.notAllowed]]),
  rental('the owner', { owner: 1 }, [['owner', R.notAllowed]]),
  rental('a status', { applicationStatus: 'approved' }, [['applicationStatus', R.notAllowed]]),
  rental('the stored documents', { documents: { businessRegistration: { storageKey: '../../etc/passwd' } } }, [
    ['documents', R.notAllowed],
  ]),
  rental('an id', { id: 1 }, [['id', R.notAllowed]]),
  rental('a documentId', { documentId: 'abc' }, [['documentId', R.notAllowed]]),
  rental('publishedAt', { publishedAt: '2026-01-01T00:00:00Z' }, [['publishedAt', R.notAllowed]]),
  rental('the status history', { statusHistory: [] }, [['statusHistory', R.notAllowed]]),
  rental(
    '"__proto__" at the top level',
    withRaw((json) => json.replace('{', '{"__proto__":{"isAdmin":true},')),
    [['__proto__', R.notAllowed]],
  ),
  rental(
    '"constructor" at the top level',
    withRaw((json) => json.replace('{', '{"constructor":{"prototype":{"x":1}},')),
    [['constructor', R.notAllowed]],
  ),
  rental('"hasOwnProperty" at the top level', { hasOwnProperty: 'x' }, [['hasOwnProperty', R.notAllowed]]),
  rental(
    '"__proto__" inside address',
    withRaw((json) => json.replace('"address":{', '"address":{"__proto__":"x",')),
    [['address.__proto__', R.notAllowed]],
  ),
  rental('"constructor" inside address', { address: { basic: '서울', detail: '3층', constructor: 'x' } }, [
    ['address.constructor', R.notAllowed],
  ]),
  rental('a postcode inside address', { address: { basic: '서울', detail: '3층', zip: '04524' } }, [
    ['address.zip', R.notAllowed],
  ]),

  // The address in the wrong shape.
  rental('address as a string', { address: '서울특별시 중구' }, [
    ['address.basic', R.address],
    ['address.detail', R.required],
  ]),
  rental('address as an array', { address: ['서울', '3층'] }, [
    ['address.basic', R.address],
    ['address.detail', R.required],
  ]),
  rental('address as null', { address: null }, [
    ['address.basic', R.address],
    ['address.detail', R.required],
  ]),
  rental('address.basic as an object', { address: { basic: { city: '서울' }, detail: '3층' } }, [
    ['address.basic', R.address],
  ]),
  rental('address.detail as an array', { address: { basic: '서울', detail: ['3층'] } }, [
    ['address.detail', R.required],
  ]),

  // Control and bidi characters in fields (a few; rental-hostile-text has them all).
  rental(
    'a forged log line in company',
    { company: 'ACME\r\n[mail outbox] password-reset link: http://evil.example/mail?code=1' },
    [['company', R.singleLine]],
  ),
  rental('an ANSI escape in contactName', { contactName: '\u001b[31m김' }, [['contactName', R.singleLine]]),
  rental('a right-to-left override in showTitle', { showTitle: '계획서\u202Efdp.exe' }, [['showTitle', R.singleLine]]),
  rental('a line break in address.detail', { address: { basic: '서울', detail: '3층\n4층' } }, [
    ['address.detail', R.singleLine],
  ]),
  rental('a lone surrogate in company', { company: '한빛\ud800' }, [['company', R.singleLine]]),
  rental('a bell in performerFormat', { performerFormat: '현악\u0007' }, [['performerFormat', R.multiLine]]),

  // The data part itself.
  rental('data that is not JSON', '{not json', [['data', R.data]]),
  rental('data that is a list', '[]', [['data', R.data]]),
  rental('data that is null', 'null', [['data', R.data]]),
  rental('data that is a string', '"application"', [['data', R.data]]),
  rental('data that is a number', '123', [['data', R.data]]),
  rental('data that is empty', '', [['data', R.data]]),

  // Files: extra, missing, doubled, empty, of the wrong type, in the wrong fields.
  rental('two business registrations', undefined, [['businessRegistration', R.oneFile]], {
    files: {
      ...defaultFiles(),
      businessRegistration: [defaultFiles().businessRegistration!, defaultFiles().businessRegistration!],
    },
  }),
  rental('an extra file field', undefined, [['evil', R.notAllowed]], {
    files: { ...defaultFiles(), evil: file('x.pdf', fixtures.pdf(), 'application/pdf') },
  }),
  rental(
    'a file in the data field',
    undefined,
    [
      ['data', R.data],
      ['data', R.notAllowed],
    ],
    { files: { ...defaultFiles(), data: file('data.json', Buffer.from('{}'), 'application/json') }, data: undefined },
  ),
  rental('no performance plan', undefined, [['performancePlan', R.file]], {
    files: { businessRegistration: defaultFiles().businessRegistration },
  }),
  rental(
    'no files at all',
    undefined,
    [
      ['businessRegistration', R.file],
      ['performancePlan', R.file],
    ],
    { files: {} },
  ),
  rental('an empty file', undefined, [['performancePlan', R.emptyFile]], {
    files: { ...defaultFiles(), performancePlan: file('empty.pdf', Buffer.alloc(0), 'application/pdf') },
  }),
  rental('an executable named .pdf', undefined, [['businessRegistration', R.fileType]], {
    files: { ...defaultFiles(), businessRegistration: file('등록증.pdf', fixtures.exe(), 'application/pdf') },
  }),
  rental('an ELF named .hwp', undefined, [['performancePlan', R.fileType]], {
    files: { ...defaultFiles(), performancePlan: file('plan.hwp', fixtures.elf(), 'application/x-hwp') },
  }),
  rental('HTML named .png', undefined, [['performancePlan', R.fileType]], {
    files: { ...defaultFiles(), performancePlan: file('plan.png', fixtures.html(), 'image/png') },
  }),
  rental('an SVG with a script', undefined, [['performancePlan', R.fileType]], {
    files: { ...defaultFiles(), performancePlan: file('plan.svg', fixtures.svg(), 'image/svg+xml') },
  }),
  rental('a path in the file name', undefined, [['businessRegistration', R.fileType]], {
    files: {
      ...defaultFiles(),
      businessRegistration: file('../../../etc/passwd', Buffer.from('root:x:0:0'), 'text/plain'),
    },
  }),
  rental('a malformed multipart body', undefined, undefined, {
    multipart:
      '--xyz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--xyz\r\nContent-Disposition: form-data; name="businessRegistration"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
  }),
  rental('a multipart body without a boundary', undefined, undefined, { multipart: 'no boundary here' }),
  rental(
    'a JSON body instead of multipart',
    undefined,
    [
      ['businessRegistration', R.file],
      ['performancePlan', R.file],
    ],
    { multipart: JSON.stringify({ data: applicationData() }) },
  ),

  // Signup, login, profile and password-reset bodies.
  { kind: 'signup', label: 'a name that is a number', body: { name: 42 }, path: 'name' },
  { kind: 'signup', label: 'a name of 51 characters', body: { name: long(51) }, path: 'name' },
  { kind: 'signup', label: 'a name with a terminal escape sequence', body: { name: '김\u001b[31m회원' }, path: 'name' },
  { kind: 'signup', label: 'a name with a bidi override', body: { name: '김회원\u202Efdp.exe' }, path: 'name' },
  { kind: 'signup', label: 'a phone number with letters', body: { phoneNumber: '010-abcd' }, path: 'phoneNumber' },
  {
    kind: 'signup',
    label: 'a phone number that is an object',
    body: { phoneNumber: { $gt: '' } },
    path: 'phoneNumber',
  },
  {
    kind: 'signup',
    label: 'an invalid e-mail',
    body: { email: 'not-an-email', username: 'not-an-email' },
    path: 'email',
  },
  { kind: 'signup', label: 'an e-mail that is a list', body: { email: ['a@b.example'], username: undefined } },
  { kind: 'signup', label: 'a role', body: { role: 1 } },
  { kind: 'signup', label: 'confirmed and blocked flags', body: { confirmed: true, blocked: false } },
  { kind: 'signup', label: 'a username that is not the e-mail', body: { username: 'someone-else' } },
  { kind: 'signup', label: 'a password that is an object', body: { password: { length: 12 } } },
  { kind: 'signup', label: 'a body that is a list', body: [] },
  {
    kind: 'login',
    label: 'an identifier that is an operator object',
    body: { identifier: { $ne: '' }, password: 'x' },
  },
  { kind: 'login', label: 'a password that is a list', body: { identifier: 'a@b.example', password: ['x'] } },
  { kind: 'login', label: 'an empty identifier', body: { identifier: '', password: 'Member-Pass1!' } },
  {
    kind: 'login',
    label: 'an identifier of 10,000 characters',
    body: { identifier: long(10_000, 'a'), password: 'Member-Pass1!' },
  },
  { kind: 'profile', label: 'a name that is a number', body: { name: 42 } },
  { kind: 'profile', label: 'a name with a bidi override', body: { name: '김회원\u202Efdp.exe' } },
  { kind: 'profile', label: 'a name with a line break', body: { name: '김회원\r\n[mail outbox] forged' } },
  { kind: 'profile', label: 'a phone number that is a number', body: { name: '이름', phoneNumber: 1012345678 } },
  { kind: 'profile', label: 'a role', body: { name: '이름', role: 1 } },
  { kind: 'profile', label: 'an e-mail', body: { name: '이름', email: 'taken@member.example' } },
  { kind: 'profile', label: 'a body that is a list', body: [{ name: '이름' }] },
  { kind: 'forgot-password', label: 'an e-mail that is an object', body: { email: { $ne: '' } }, path: 'email' },
  {
    kind: 'forgot-password',
    label: 'an e-mail with a header injection',
    body: { email: 'a@b.example\r\nBcc: c@d.example' },
    path: 'email',
  },

  // Public queries (public-query-hostile generates many more, over every route).
  {
    kind: 'query',
    label: 'a date that is not a date',
    url: '/api/shows?filters[startsAt][$gt]=not-a-date',
    path: 'query.filters.startsAt.$gt',
  },
  {
    kind: 'query',
    label: '$between of one text',
    url: '/api/shows?filters[startsAt][$between]=x,y',
    path: 'query.filters.startsAt.$between',
  },
  {
    kind: 'query',
    label: 'letters for a number',
    url: '/api/shows?filters[runningTimeMinutes][$gt]=abc',
    path: 'query.filters.runningTimeMinutes.$gt',
  },
  { kind: 'query', label: '$and of a number', url: '/api/shows?filters[$and]=1', path: 'query.filters.$and' },
  {
    kind: 'query',
    label: '$in of 300 values',
    url: `/api/shows?${Array.from({ length: 300 }, (_, index) => `filters[id][$in][${index}]=${index}`).join('&')}`,
    path: 'query.filters.id.$in',
  },
  {
    kind: 'query',
    label: 'month 13 of a notice date',
    url: '/api/notices?filters[postedAt][$gte]=2020-13-45',
    path: 'query.filters.postedAt.$gte',
  },
  {
    kind: 'query',
    label: 'letters for a popup order',
    url: '/api/popups?filters[sortOrder][$gt]=abc',
    path: 'query.filters.sortOrder.$gt',
  },
  {
    kind: 'query',
    label: 'letters for a latitude',
    url: '/api/site-config?filters[latitude][$gt]=abc',
    path: 'query.filters.latitude.$gt',
  },
  {
    kind: 'query',
    label: 'a page that is not a number',
    url: '/api/notices?pagination[page]=abc',
    path: 'query.pagination.page',
  },
  {
    kind: 'query',
    label: 'a sort on a field that does not exist',
    url: '/api/calendar-events?sort=password:asc',
    path: 'query.sort.password',
  },
  {
    kind: 'query',
    label: 'fields that are an object',
    url: '/api/calendar-events?fields[a][b]=c',
    path: 'query.fields',
  },
  {
    kind: 'query',
    label: 'a populate of nothing',
    url: '/api/popups?populate[$where]=1',
    path: 'query.populate.$where',
  },
];

let member: Member;
let profileMember: Member;

beforeAll(async () => {
  member = await registerMember('corpus');
  profileMember = await registerMember('corpus-profile');
});

const errorsOf = (response: { body: any }) =>
  (response.body?.error?.details?.errors ?? []).map((error: { path: string[]; message: string }) => ({
    path: error.path.join('.'),
    message: error.message,
  }));

async function sendRental(testCase: RentalCase) {
  if (testCase.multipart !== undefined) {
    const isJson = testCase.multipart.startsWith('{');
    return send('/api/rental-applications', {
      method: 'POST',
      token: member.jwt,
      body: testCase.multipart,
      headers: { 'content-type': isJson ? 'application/json' : 'multipart/form-data; boundary=xyz' },
    });
  }
  const data =
    typeof testCase.data === 'string'
      ? testCase.data
      : testCase.data === undefined && testCase.files?.data
        ? undefined
        : applicationData(testCase.data ?? {});
  if (data === undefined) {
    // The form without its data part: only the files given.
    const form = new FormData();
    for (const [field, value] of Object.entries(testCase.files ?? {})) {
      for (const part of value === undefined ? [] : Array.isArray(value) ? value : [value])
        form.append(field, new Blob([new Uint8Array(part.content)], { type: part.type }), part.name);
    }
    return send('/api/rental-applications', { method: 'POST', token: member.jwt, body: form });
  }
  return submitApplication(member.jwt, { data, files: testCase.files });
}

const profileOf = async () => (await request('/api/users/me', { token: profileMember.jwt })).body;

describe('the hostile-input corpus', () => {
  it(`holds at least 100 cases (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CORPUS.map((testCase) => `${testCase.kind}: ${testCase.label}`)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS.map((testCase) => [`${testCase.kind}: ${testCase.label}`, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      if (testCase.kind === 'rental') {
        const before = await storageSnapshot();
        const response = await sendRental(testCase);
        expect(response.status, response.text.slice(0, 300)).toBe(testCase.status ?? 400);
        expect(response.body?.error?.status).toBe(response.status);
        if (testCase.errors) {
          const expected = testCase.errors.map(([path, message]) => ({
            path,
            message:
              message === null
                ? expect.any(String)
                : message instanceof RegExp
                  ? expect.stringMatching(message)
                  : message,
          }));
          const errors = errorsOf(response);
          expect(errors).toEqual(expect.arrayContaining(expected));
          expect(errors.length, JSON.stringify(errors)).toBe(expected.length);
        }
        expect(await storageSnapshot()).toEqual(before);
        return;
      }

      if (testCase.kind === 'query') {
        const response = await request(testCase.url);
        expect(response.status, response.text.slice(0, 300)).toBe(400);
        expect(response.body.error.name).toBe('ValidationError');
        expect(response.body.error.details.errors[0].path.join('.')).toBe(testCase.path);
        return;
      }

      if (testCase.kind === 'profile') {
        const before = await profileOf();
        const response = await request('/api/users/me', {
          method: 'PUT',
          token: profileMember.jwt,
          body: testCase.body,
        });
        expect(response.status, response.text.slice(0, 300)).toBe(400);
        expect(response.body.error.message).toBeTruthy();
        expect(await profileOf()).toEqual(before);
        return;
      }

      if (testCase.kind === 'login') {
        const response = await request('/api/auth/local', { method: 'POST', body: testCase.body });
        expect(response.status, response.text.slice(0, 300)).toBe(400);
        expect(response.body.error.message).toBeTruthy();
        expect(response.body.jwt).toBeUndefined();
        return;
      }

      if (testCase.kind === 'forgot-password') {
        const response = await request('/api/auth/forgot-password', { method: 'POST', body: testCase.body });
        expect(response.status, response.text.slice(0, 300)).toBe(400);
        expect(errorsOf(response).map((error: { path: string }) => error.path)).toContain(testCase.path);
        return;
      }

      // Signup: a fresh e-mail each time, so that the only reason to refuse is the hostile part.
      const email = `corpus-${crypto.randomUUID().slice(0, 8)}@member.example`;
      const body = Array.isArray(testCase.body)
        ? testCase.body
        : {
            username: email,
            email,
            password: 'Member-Pass1!',
            name: '회원',
            phoneNumber: '010-1234-5678',
            termsAgreed: true,
            privacyAgreed: true,
            ...(testCase.body as object),
          };
      const response = await request('/api/auth/local/register', { method: 'POST', body });
      expect(response.status, response.text.slice(0, 300)).toBe(400);
      expect(response.body.error.message).toBeTruthy();
      expect(response.body.jwt).toBeUndefined();
      if (testCase.path)
        expect(errorsOf(response).map((error: { path: string }) => error.path)).toContain(testCase.path);
      // No account was made with the e-mail.
      const login = await request('/api/auth/local', {
        method: 'POST',
        body: { identifier: email, password: 'Member-Pass1!' },
      });
      expect(login.status).toBe(400);
    },
  );
});

describe('rental validation (property-based)', () => {
  const SINGLE_LINE_FIELDS = ['company', 'showTitle', 'contactName'] as const;
  const MULTI_LINE_FIELDS = ['performerFormat', 'desiredTime'] as const;
  /** C0, DEL, C1, the line and paragraph separators, and the bidi controls. */
  const controlCharacter = fc
    .oneof(
      fc.integer({ min: 0x00, max: 0x1f }),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.constantFrom(0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069),
    )
    .map((code) => String.fromCharCode(code));
  /** Printable text without any of them (Korean, Latin, digits, punctuation, emoji). */
  const cleanText = fc
    .array(
      fc.oneof(
        fc.constantFrom(...Array.from('가나다라한빛 앙상블 ABCxyz 0123456789 .,-()&/\'"!?🎻')),
        fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCharCode(code)),
      ),
      { minLength: 1, maxLength: 40 },
    )
    .map((characters) => characters.join(''))
    .filter((text) => text.trim().length > 0);

  const errorsFor = (overrides: Record<string, unknown>) => validateApplication(applicationData(overrides)).errors;

  it('any single-line value with a control or bidi character is refused with the single-line message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SINGLE_LINE_FIELDS, 'address.basic', 'address.detail'),
        cleanText,
        controlCharacter,
        cleanText,
        (field, before, control, after) => {
          const value = `${before}${control}${after}`;
          const overrides = field.startsWith('address.')
            ? { address: { basic: '서울', detail: '3층', [field.slice(8)]: value } }
            : { [field]: value };
          expect(errorsFor(overrides)).toEqual([
            { path: field.split('.'), message: MESSAGES.singleLine, name: 'ValidationError' },
          ]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a multi-line value keeps its line breaks but refuses any other control character', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MULTI_LINE_FIELDS),
        cleanText,
        controlCharacter,
        cleanText,
        (field, before, control, after) => {
          const withBreaks = `${before}\n${after}\r\n${before}`;
          expect(errorsFor({ [field]: withBreaks })).toEqual([]);
          const hostile = `${before}${control}${after}`;
          const expected =
            control === '\n' ? [] : [{ path: [field], message: MESSAGES.multiLine, name: 'ValidationError' }];
          expect(errorsFor({ [field]: hostile })).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('any valid application round-trips: accepted, and its values come back trimmed and unchanged', () => {
    const digits = fc.stringMatching(/^[0-9]{1,20}$/);
    const day = fc.integer({ min: 1, max: 3000 }).map((days) => seoulDay(days));
    const application = fc.record({
      company: cleanText,
      category: fc.constantFrom(...CATEGORIES),
      businessNumber: digits,
      address: fc.record({ basic: cleanText, detail: cleanText }),
      tel: digits,
      fax: digits,
      email: fc
        .tuple(fc.stringMatching(/^[a-z0-9._-]{1,30}$/), fc.stringMatching(/^[a-z0-9-]{1,20}$/))
        .map(([local, domain]) => `${local}@${domain}.example`),
      showTitle: cleanText,
      performerFormat: fc.tuple(cleanText, cleanText).map(([a, b]) => `${a}\n${b}`),
      contactName: cleanText.map((text) => text.slice(0, 50)).filter((text) => text.trim().length > 0),
      contactPhone: digits,
      desiredDate: day,
      desiredTime: cleanText,
      termsAgreed: fc.constant(true),
      privacyAgreed: fc.constant(true),
    });
    fc.assert(
      fc.property(application, (input) => {
        const { value, errors } = validateApplication(JSON.parse(JSON.stringify(input)));
        expect(errors).toEqual([]);
        const { termsAgreed: _terms, privacyAgreed: _privacy, ...fields } = input;
        const trimmed = JSON.parse(JSON.stringify(fields), (_key, item) =>
          typeof item === 'string' ? item.trim() : item,
        );
        expect(value).toEqual(trimmed);
      }),
      { numRuns: 500 },
    );
  });

  it('any key outside the form is refused by name, own keys only', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !(ALLOWED_KEYS as readonly string[]).includes(key)),
        (key) => {
          const data = JSON.parse(JSON.stringify(applicationData()).replace('{', () => `{${JSON.stringify(key)}:1,`));
          expect(validateApplication(data).errors).toContainEqual({
            path: [key],
            message: MESSAGES.notAllowed,
            name: 'ValidationError',
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
