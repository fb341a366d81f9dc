/**
 * The signup agreement (이용약관 및 개인정보 수집·이용 동의) a member must have accepted, in one
 * place that the cms (which records and checks it) and the web app (which shows it) both read.
 *
 * TERMS_VERSION names the revision of the agreement. Change it, to the day the new text takes
 * effect, whenever the agreement or the privacy policy changes what members agree to: every
 * member whose recorded version differs is asked to agree again at their next login
 * (docs/decisions/027, docs/api/auth.md).
 */
export const TERMS_VERSION = '2026-11-24';

/** The body fields of signup and of a renewed agreement; each must be exactly `true`. */
export const CONSENT_FIELDS = ['termsAgreed', 'privacyAgreed'] as const;
export type ConsentField = (typeof CONSENT_FIELDS)[number];

/** The copy deck's inline message for a required agreement that was not given. */
export const CONSENT_REQUIRED_MESSAGE = '필수 동의 항목입니다.';

/** Whether a member who agreed to `recordedVersion` (null: never recorded) must agree again. */
export function needsConsent(recordedVersion: string | null | undefined): boolean {
  return recordedVersion !== TERMS_VERSION;
}

/** The consent fields that are missing or not exactly `true` in a request body. */
export function missingConsents(body: unknown): ConsentField[] {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return CONSENT_FIELDS.filter((field) => record[field] !== true);
}
