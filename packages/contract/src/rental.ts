import * as z from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './auth';
import { RENTAL_CATEGORIES } from './labels';
import { PLAIN_TEXT_MESSAGES, hasForbiddenCharacters } from './plain-text';
import { isCalendarDay, todayInSeoul } from './seoul-time';

/**
 * The rental application (spec section 5), one schema for the site's form and the cms's
 * submission route: every field required and trimmed, digits-only numbers, a real calendar day
 * not before today in Seoul, both agreements. The limits are schema.json's
 * (packages/contract/src/rental-schema.test.ts compares them), the messages the copy deck's.
 * docs/api/rental.md documents the error shape.
 */

// No code generation at parse time: the site's Content-Security-Policy allows no eval, and a
// refused `new Function` would still be reported as a violation.
z.config({ jitless: true });

export const RENTAL_MESSAGES = {
  required: '내용을 입력해주세요.',
  address: '주소를 등록해주세요.',
  file: '파일을 등록해주세요.',
  agreement: '필수 동의 항목입니다.',
  email: '이메일 형식이 올바르지 않습니다.',
  digits: '숫자만 입력해주세요.',
  tooLong: (max: number) => `${max}자 이내로 입력해주세요.`,
  category: '공연 유형을 선택해주세요.',
  date: '희망 날짜를 확인해주세요.',
  pastDate: '오늘 이후의 날짜를 선택해주세요.',
  notAllowed: '허용되지 않는 항목입니다.',
  oneFile: '파일은 하나만 등록할 수 있습니다.',
  emptyFile: '빈 파일입니다. 파일을 확인해주세요.',
  fileType: 'PDF, JPG, PNG, HWP, HWPX, DOCX 파일만 등록할 수 있습니다.',
  fileSize: (maxBytes: number) => `파일은 ${Math.floor(maxBytes / 1024 / 1024) || 1}MB 이하만 등록할 수 있습니다.`,
  data: '신청서 내용(data)이 올바른 JSON이 아닙니다.',
  ...PLAIN_TEXT_MESSAGES,
} as const;

/** Longest values, as schema.json's maxLength. */
export const RENTAL_LIMITS = {
  company: 100,
  businessNumber: 20,
  tel: 20,
  fax: 20,
  email: EMAIL_MAX_LENGTH,
  showTitle: 200,
  performerFormat: 1000,
  contactName: 50,
  contactPhone: 20,
  desiredTime: 1000,
  addressBasic: 300,
  addressDetail: 200,
} as const;

/** The keys of the `data` part, in the order of the form. */
export const RENTAL_APPLICATION_KEYS = [
  'company',
  'category',
  'businessNumber',
  'address',
  'tel',
  'fax',
  'email',
  'showTitle',
  'performerFormat',
  'contactName',
  'contactPhone',
  'desiredDate',
  'desiredTime',
  'termsAgreed',
  'privacyAgreed',
] as const;

const M = RENTAL_MESSAGES;

/** A string for a missing or non-string value, so that it gets the field's "required" message. */
const trimmedString = (required: string) => z.string({ error: required }).trim().min(1, { error: required });

const plainText = (max: number, { multiLine = false, required }: { multiLine?: boolean; required?: string } = {}) =>
  trimmedString(required ?? M.required)
    .refine((value) => !hasForbiddenCharacters(value, { multiLine }), {
      error: multiLine ? M.multiLine : M.singleLine,
    })
    .max(max, { error: M.tooLong(max) });

const digits = (max: number) =>
  trimmedString(M.required)
    .regex(/^[0-9]+$/, { error: M.digits })
    .max(max, { error: M.tooLong(max) });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields of an application as stored, `today` being Seoul's date (YYYY-MM-DD) the date may not be before. */
export function rentalApplicationSchema(today: string = todayInSeoul()) {
  return z.strictObject(
    {
      company: plainText(RENTAL_LIMITS.company),
      category: z.enum(RENTAL_CATEGORIES, { error: M.category }),
      businessNumber: digits(RENTAL_LIMITS.businessNumber),
      address: z.strictObject(
        {
          basic: plainText(RENTAL_LIMITS.addressBasic, { required: M.address }),
          detail: plainText(RENTAL_LIMITS.addressDetail),
        },
        { error: M.notAllowed },
      ),
      tel: digits(RENTAL_LIMITS.tel),
      fax: digits(RENTAL_LIMITS.fax),
      email: trimmedString(M.required)
        .refine((value) => !hasForbiddenCharacters(value), { error: M.singleLine })
        .max(RENTAL_LIMITS.email, { error: M.email })
        .regex(EMAIL_PATTERN, { error: M.email }),
      showTitle: plainText(RENTAL_LIMITS.showTitle),
      performerFormat: plainText(RENTAL_LIMITS.performerFormat, { multiLine: true }),
      contactName: plainText(RENTAL_LIMITS.contactName),
      contactPhone: digits(RENTAL_LIMITS.contactPhone),
      desiredDate: trimmedString(M.required)
        .refine(isCalendarDay, { error: M.date, abort: true })
        .refine((day) => day >= today, { error: M.pastDate }),
      desiredTime: plainText(RENTAL_LIMITS.desiredTime, { multiLine: true }),
      termsAgreed: z.literal(true, { error: M.agreement }),
      privacyAgreed: z.literal(true, { error: M.agreement }),
    },
    { error: M.notAllowed },
  );
}

type ParsedApplication = z.output<ReturnType<typeof rentalApplicationSchema>>;
/** What is stored of a valid application: its fields, trimmed, without the agreements. */
export type RentalApplicationInput = Omit<ParsedApplication, 'termsAgreed' | 'privacyAgreed'>;
/** The `data` part the site sends. */
export type RentalApplicationData = z.input<ReturnType<typeof rentalApplicationSchema>>;

/** One entry of the cms's `error.details.errors` (docs/api/rental.md). */
export interface RentalFieldError {
  path: string[];
  message: string;
  name: 'ValidationError' | 'FileTypeError' | 'FileSizeError';
}

const keyRank = (key: string | undefined): number => (RENTAL_APPLICATION_KEYS as readonly string[]).indexOf(key ?? '');

/**
 * Checks a submitted `data` part: the value to store, or every invalid field at once, one message
 * per field (the first rule it breaks), keys outside the form first, then in the form's order.
 */
export function validateRentalApplication(
  raw: unknown,
  today: string = todayInSeoul(),
): { value: RentalApplicationInput | null; errors: RentalFieldError[] } {
  if (!isPlainObject(raw))
    return { value: null, errors: [{ path: ['data'], message: M.data, name: 'ValidationError' }] };

  const ranked: Array<{ error: RentalFieldError; rank: [number, number] }> = [];
  const seen = new Set<string>();
  const add = (path: string[], message: string, unknownKey: boolean) => {
    const id = JSON.stringify(path);
    if (seen.has(id)) return;
    seen.add(id);
    const rank: [number, number] = path.length === 1 && unknownKey ? [-1, 0] : [keyRank(path[0]), unknownKey ? 0 : 1];
    ranked.push({ error: { path, message, name: 'ValidationError' }, rank });
  };
  // By own keys, as JSON.parse makes them: zod's strict objects pass over an own `__proto__`.
  const unknownKeys = (object: Record<string, unknown>, allowed: readonly string[]) =>
    Object.keys(object).filter((key) => !allowed.includes(key));
  for (const key of unknownKeys(raw, RENTAL_APPLICATION_KEYS)) add([key], M.notAllowed, true);
  if (isPlainObject(raw.address))
    for (const key of unknownKeys(raw.address, ['basic', 'detail'])) add(['address', key], M.notAllowed, true);

  // Anything but an object as the address reports both its parts missing.
  const address = isPlainObject(raw.address) ? raw.address : {};
  const result = rentalApplicationSchema(today).safeParse({ ...raw, address });
  if (result.success && ranked.length === 0) {
    const { termsAgreed: _terms, privacyAgreed: _privacy, ...value } = result.data;
    return { value, errors: [] };
  }
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...path, key], M.notAllowed, true);
    else add(path, issue.message, false);
  }
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
  return { value: null, errors: ranked.map(({ error }) => error) };
}
