import { meetsPasswordRule } from '@hall/contract/auth';

/**
 * The member password rule of the specification (section 5), @hall/contract/auth, which the
 * site's forms check too. The server enforces it on signup, password reset and password change
 * (users-permissions `validationRules` and the reset-password controller in ./auth-controller.ts).
 */

/** Stable English message; the site shows the Korean copy for it. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 6 characters long and contain a letter, a digit and one of !@#$%^&*';

/**
 * For users-permissions' `validationRules.validatePassword`: the plugin turns a thrown error's
 * message into the validation message of the `password` field.
 */
export function validatePassword(value: unknown): true {
  if (!meetsPasswordRule(value)) throw new Error(PASSWORD_RULE_MESSAGE);
  return true;
}
