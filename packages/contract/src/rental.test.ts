import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENTAL_CATEGORIES } from './labels';
import {
  RENTAL_APPLICATION_KEYS,
  RENTAL_LIMITS,
  RENTAL_MESSAGES as M,
  rentalApplicationSchema,
  validateRentalApplication,
} from './rental';
import { RENTAL_DOCUMENT_EXTENSIONS, RENTAL_REASON_MAX_LENGTH } from './rental-messages';

const TODAY = '2027-03-10';

const application = (overrides: Record<string, unknown> = {}) => ({
  company: ' 한빛 앙상블 ',
  category: 'classical',
  businessNumber: '1234567890',
  address: { basic: '서울특별시 중구 세종대로 110', detail: '3층' },
  tel: '0212345678',
  fax: '0212345679',
  email: 'office@hanbit.example',
  showTitle: '봄의 소리',
  performerFormat: '현악 4중주\n피아노',
  contactName: '김담당',
  contactPhone: '01012345678',
  desiredDate: '2027-03-14',
  desiredTime: '19:30 공연',
  termsAgreed: true,
  privacyAgreed: true,
  ...overrides,
});

const errorsOf = (overrides: Record<string, unknown>) =>
  validateRentalApplication(application(overrides), TODAY).errors.map(({ path, message }) => [path.join('.'), message]);

describe('the rental application schema', () => {
  it('accepts a complete application and returns its fields trimmed, without the agreements', () => {
    const { value, errors } = validateRentalApplication(application(), TODAY);
    expect(errors).toEqual([]);
    expect(value).toEqual({
      ...application({ company: '한빛 앙상블' }),
      termsAgreed: undefined,
      privacyAgreed: undefined,
    });
    expect(Object.keys(value!)).toEqual(RENTAL_APPLICATION_KEYS.filter((key) => !key.endsWith('Agreed')));
  });

  it('checks that the desired date is a real day, not before today in Seoul', () => {
    expect(errorsOf({ desiredDate: '2028-02-29' })).toEqual([]);
    expect(errorsOf({ desiredDate: '2027-02-29' })).toEqual([['desiredDate', M.date]]);
    expect(errorsOf({ desiredDate: '2027-3-14' })).toEqual([['desiredDate', M.date]]);
    expect(errorsOf({ desiredDate: '2027-03-09' })).toEqual([['desiredDate', M.pastDate]]);
    expect(errorsOf({ desiredDate: TODAY })).toEqual([]);
    expect(errorsOf({ desiredDate: ' ' })).toEqual([['desiredDate', M.required]]);
  });

  it('gives each field the first rule it breaks', () => {
    expect(errorsOf({ company: 'x'.repeat(101) })).toEqual([['company', M.tooLong(100)]]);
    expect(errorsOf({ company: `\u202e${'x'.repeat(200)}` })).toEqual([['company', M.singleLine]]);
    expect(errorsOf({ performerFormat: 'a\tb' })).toEqual([['performerFormat', M.multiLine]]);
    expect(errorsOf({ tel: '02-1234-5678' })).toEqual([['tel', M.digits]]);
    expect(errorsOf({ fax: '02-1234-5678' })).toEqual([['fax', M.digits]]);
    expect(errorsOf({ fax: '' })).toEqual([]);
    expect(errorsOf({ fax: undefined })).toEqual([]);
    expect(errorsOf({ tel: '1'.repeat(21) })).toEqual([['tel', M.tooLong(20)]]);
    expect(errorsOf({ email: 'no-at-sign' })).toEqual([['email', M.email]]);
    expect(errorsOf({ email: `${'a'.repeat(250)}@b.kr` })).toEqual([['email', M.email]]);
    expect(errorsOf({ category: 'opera' })).toEqual([['category', M.category]]);
    expect(errorsOf({ termsAgreed: 'true' })).toEqual([['termsAgreed', M.agreement]]);
    expect(errorsOf({ company: 7 })).toEqual([['company', M.required]]);
  });

  it('lists every invalid field at once: keys outside the form first, then in the form’s order', () => {
    expect(
      errorsOf({ extra: 1, company: '', address: 'x', privacyAgreed: false, owner: 3, desiredTime: undefined }),
    ).toEqual([
      ['extra', M.notAllowed],
      ['owner', M.notAllowed],
      ['company', M.required],
      ['address.basic', M.address],
      ['address.detail', M.required],
      ['desiredTime', M.required],
      ['privacyAgreed', M.agreement],
    ]);
    expect(errorsOf({ address: { basic: '', detail: '3층', constructor: 'x' } })).toEqual([
      ['address.constructor', M.notAllowed],
      ['address.basic', M.address],
    ]);
  });

  it('refuses an own __proto__ key by name, and a data part that is not an object', () => {
    const hostile = JSON.parse(JSON.stringify(application()).replace('{', '{"__proto__":{"x":1},'));
    expect(validateRentalApplication(hostile, TODAY).errors).toEqual([
      { path: ['__proto__'], message: M.notAllowed, name: 'ValidationError' },
    ]);
    for (const raw of [null, [], 'text', 3]) {
      expect(validateRentalApplication(raw, TODAY).errors).toEqual([
        { path: ['data'], message: M.data, name: 'ValidationError' },
      ]);
    }
  });
});

describe('the documents', () => {
  it('are named in the file type message as the site accepts them (JPEG as JPG)', () => {
    const named = RENTAL_DOCUMENT_EXTENSIONS.filter((extension) => extension !== 'jpeg').map((extension) =>
      extension.toUpperCase(),
    );
    expect(M.fileType).toBe(`${named.join(', ')} 파일만 등록할 수 있습니다.`);
  });
});

describe('the cms content type', () => {
  const cmsSrc = path.resolve(__dirname, '../../../cms/src');
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(cmsSrc, file), 'utf8'));
  const type = read('api/rental-application/content-types/rental-application/schema.json');
  const address = read('components/shared/address.json');
  const shape = rentalApplicationSchema(TODAY).shape;

  it('has the limits, the categories and the required fields of the schema', () => {
    const formFields = RENTAL_APPLICATION_KEYS.filter((key) => !key.endsWith('Agreed'));
    for (const field of formFields) {
      const attribute = type.attributes[field];
      expect(attribute, field).toBeDefined();
      // 팩스 is optional everywhere: many applicants have none.
      expect(attribute.required ?? false, field).toBe(field !== 'fax');
      if (field in RENTAL_LIMITS) {
        const limit = RENTAL_LIMITS[field as keyof typeof RENTAL_LIMITS];
        expect(attribute.maxLength ?? (attribute.type === 'email' ? limit : undefined), field).toBe(limit);
      } else {
        expect(attribute.maxLength, field).toBeUndefined();
      }
      if (attribute.regex) expect(new RegExp(attribute.regex).test('0123'), field).toBe(true);
    }
    expect(type.attributes.category.enum).toEqual(RENTAL_CATEGORIES);
    expect(shape.category.options).toEqual(RENTAL_CATEGORIES);
    expect(address.attributes.basic).toMatchObject({ required: true, maxLength: RENTAL_LIMITS.addressBasic });
    // Staff may register an application without a detail address; a member's submission needs one.
    expect(address.attributes.detail).toMatchObject({ maxLength: RENTAL_LIMITS.addressDetail });
  });

  it('keeps the reason of a status change to the limit the site and the cms check', () => {
    expect(type.attributes.rejectionReason.maxLength).toBe(RENTAL_REASON_MAX_LENGTH);
    expect(read('components/rental/status-change.json').attributes.reason.maxLength).toBe(RENTAL_REASON_MAX_LENGTH);
  });

  it('refuses at the schema’s maxLength + 1 and accepts at it', () => {
    const sized = (field: string, length: number) =>
      field === 'email'
        ? `${'a'.repeat(length - 9)}@hall.kr`
        : (field.match(/Number|tel|fax|Phone/) ? '1' : '가').repeat(length);
    for (const [field, attribute] of Object.entries(type.attributes as Record<string, { maxLength?: number }>)) {
      if (!attribute.maxLength || !(RENTAL_APPLICATION_KEYS as readonly string[]).includes(field)) continue;
      expect(errorsOf({ [field]: sized(field, attribute.maxLength) }), field).toEqual([]);
      expect(errorsOf({ [field]: sized(field, attribute.maxLength + 1) }), field).toHaveLength(1);
    }
    for (const part of ['basic', 'detail'] as const) {
      const max = address.attributes[part].maxLength as number;
      expect(errorsOf({ address: { basic: '서울', detail: '3층', [part]: '가'.repeat(max) } })).toEqual([]);
      expect(errorsOf({ address: { basic: '서울', detail: '3층', [part]: '가'.repeat(max + 1) } })).toEqual([
        [`address.${part}`, M.tooLong(max)],
      ]);
    }
  });
});
