/**
 * Form rules shared by the account pages. The password rule and the e-mail pattern are the
 * server's own (@hall/contract/auth, spec section 5).
 */
export { isEmail, meetsPasswordRule, normalizeEmail } from '@hall/contract/auth';

/** Keeps digits and hyphens as typed (spec section 5), at most `maxLength` characters. */
export function phoneInput(value: string, maxLength?: number): string {
  const kept = value.replace(/[^0-9-]/g, '');
  return maxLength === undefined ? kept : kept.slice(0, maxLength);
}
