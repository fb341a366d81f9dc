/**
 * Account rules the site's forms check as the cms does (spec section 5): the member password
 * rule, which the cms enforces on signup, password reset and password change, the profile's
 * lengths, and the e-mail pattern of the forms and the rental application.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** At least 6 characters with a letter, a digit and one of !@#$%^&*. */
export function meetsPasswordRule(value: unknown): boolean {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) return false;
  return /[A-Za-z]/.test(value) && /[0-9]/.test(value) && /[!@#$%^&*]/.test(value);
}

/**
 * Longest values of a member's profile: the user content type's maxLength, which signup keeps to,
 * and the shorter phone number of My page (spec section 5: under 12 characters).
 */
export const MEMBER_LIMITS = {
  name: 50,
  phoneNumber: 13,
  profilePhoneNumber: 11,
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** A plausible e-mail address, surrounding spaces ignored. */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** E-mail as sent to the server: without surrounding spaces, lower case (the server compares so). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
