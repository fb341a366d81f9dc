/**
 * The member password rule of the specification (section 5): at least 6 characters with a
 * letter, a digit and one of !@#$%^&*. The site's forms check it too; the server enforces it on
 * signup, password reset and password change (users-permissions `validationRules` and the
 * reset-password controller in ./auth-controller.ts).
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** Stable English message; the site shows the Korean copy for it. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 6 characters long and contain a letter, a digit and one of !@#$%^&*';

export function meetsPasswordRule(value: unknown): boolean {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) return false;
  return /[A-Za-z]/.test(value) && /[0-9]/.test(value) && /[!@#$%^&*]/.test(value);
}

/**
 * For users-permissions' `validationRules.validatePassword`: the plugin turns a thrown error's
 * message into the validation message of the `password` field.
 */
export function validatePassword(value: unknown): true {
  if (!meetsPasswordRule(value)) throw new Error(PASSWORD_RULE_MESSAGE);
  return true;
}
