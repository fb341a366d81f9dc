import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './auth';
import { RENTAL_CATEGORIES } from './labels';
import { hasForbiddenCharacters } from './plain-text';
import { RENTAL_APPLICATION_KEYS, RENTAL_LIMITS, RENTAL_MESSAGES } from './rental-messages';
import { isCalendarDay, todayInSeoul } from './seoul-time';

/**
 * The rental application (spec section 5), one schema for the site's form and the cms's
 * submission route: every field but 팩스 required and trimmed, digits-only numbers, a real calendar day
 * not before today in Seoul, both agreements. The limits are schema.json's
 * (./rental.test.ts compares them), the messages the copy deck's.
 * docs/api/rental.md documents the error shape.
 */

// No code generation at parse time: the site's Content-Security-Policy allows no eval, and a
// refused `new Function` would still be reported as a violation.
z.config({ jitless: true });

export { RENTAL_APPLICATION_KEYS, RENTAL_LIMITS, RENTAL_MESSAGES };

const M = RENTAL_MESSAGES;

type StringCheck = z.core.$ZodCheck<string>;

/** A trimmed string; a missing, non-string or blank value gets the field's "required" message. */
const trimmedString = (required: string, ...checks: StringCheck[]) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), ...checks);

const plainText = (max: number, { multiLine = false, required }: { multiLine?: boolean; required?: string } = {}) =>
  trimmedString(
    required ?? M.required,
    z.refine((value: string) => !hasForbiddenCharacters(value, { multiLine }), {
      error: multiLine ? M.multiLine : M.singleLine,
    }),
    z.maxLength(max, { error: M.tooLong(max) }),
  );

const digits = (max: number) =>
  trimmedString(M.required, z.regex(/^[0-9]+$/, { error: M.digits }), z.maxLength(max, { error: M.tooLong(max) }));

/** A number that may be left empty (팩스: many applicants have none). */
const optionalDigits = (max: number) =>
  z.optional(
    z
      .string({ error: M.digits })
      .check(z.trim(), z.regex(/^[0-9]*$/, { error: M.digits }), z.maxLength(max, { error: M.tooLong(max) })),
  );

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
      fax: optionalDigits(RENTAL_LIMITS.fax),
      email: trimmedString(
        M.required,
        z.refine((value: string) => !hasForbiddenCharacters(value), { error: M.singleLine }),
        z.maxLength(RENTAL_LIMITS.email, { error: M.email }),
        z.regex(EMAIL_PATTERN, { error: M.email }),
      ),
      showTitle: plainText(RENTAL_LIMITS.showTitle),
      performerFormat: plainText(RENTAL_LIMITS.performerFormat, { multiLine: true }),
      contactName: plainText(RENTAL_LIMITS.contactName),
      contactPhone: digits(RENTAL_LIMITS.contactPhone),
      desiredDate: trimmedString(
        M.required,
        z.refine(isCalendarDay, { error: M.date, abort: true }),
        z.refine((day: string) => day >= today, { error: M.pastDate }),
      ),
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
