/**
 * Form rules shared by the account pages. The password rule is the server's
 * (cms/src/auth/password-rule.ts, spec section 5).
 */
export const PASSWORD_MIN_LENGTH = 6;

export function meetsPasswordRule(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(value) && /[0-9]/.test(value) && /[!@#$%^&*]/.test(value)
  );
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** E-mail as sent to the server: without surrounding spaces, lower case (the server compares so). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Keeps digits and hyphens as typed (spec section 5), at most `maxLength` characters. */
export function phoneInput(value: string, maxLength?: number): string {
  const kept = value.replace(/[^0-9-]/g, '');
  return maxLength === undefined ? kept : kept.slice(0, maxLength);
}
