import { StrapiRequestError } from '@/shared/api/strapi';
import { errorPaths } from '@/shared/auth/api';
import { authCopy as copy } from '../copy';

/**
 * Maps the cms responses of docs/api/auth.md to the copy deck. Branches on status, error.message
 * and error.details only, as the contract asks.
 */

const BLOCKED_MESSAGE = 'Your account has been blocked by an administrator';
const EMAIL_TAKEN_MESSAGE = 'Email or Username are already taken';

export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof StrapiRequestError)) return copy.networkUnstable;
  if (error.status === 429) return copy.tooManyRequests;
  if (error.status === 400 && error.message === BLOCKED_MESSAGE) return copy.login.blocked;
  // Unknown e-mail and wrong password get the same response (and so does an empty field).
  if (error.status === 400) return copy.login.invalidCredentials;
  return copy.networkUnstable;
}

export interface SignupError {
  toast: string;
  field?: { name: 'email' | 'password'; message: string };
}

export function signupError(error: unknown): SignupError {
  if (!(error instanceof StrapiRequestError)) return { toast: copy.networkUnstable };
  if (error.status === 429) return { toast: copy.tooManyRequests };
  if (error.status === 400 && error.message === EMAIL_TAKEN_MESSAGE) {
    return { toast: copy.signup.emailTaken, field: { name: 'email', message: copy.signup.emailTaken } };
  }
  const paths = errorPaths(error);
  if (error.status === 400 && paths.includes('email')) {
    return { toast: copy.validation.emailFormat, field: { name: 'email', message: copy.validation.emailFormat } };
  }
  if (error.status === 400 && paths.includes('password')) {
    return { toast: copy.validation.passwordRule, field: { name: 'password', message: copy.validation.passwordRule } };
  }
  return { toast: copy.networkUnstable };
}

export type ResetOutcome =
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'field'; name: 'password' | 'passwordConfirmation'; message: string }
  | { kind: 'toast'; message: string };

export function resetPasswordError(error: unknown): ResetOutcome {
  if (!(error instanceof StrapiRequestError)) return { kind: 'toast', message: copy.reset.failed };
  if (error.status === 429) return { kind: 'toast', message: copy.tooManyRequests };
  if (error.status !== 400) return { kind: 'toast', message: copy.reset.failed };
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  if (reason === 'expired') return { kind: 'expired' };
  if (reason === 'invalid') return { kind: 'invalid' };
  const paths = errorPaths(error);
  if (paths.includes('code')) return { kind: 'invalid' };
  if (paths.includes('password')) return { kind: 'field', name: 'password', message: copy.validation.passwordRule };
  if (paths.includes('passwordConfirmation')) {
    return { kind: 'field', name: 'passwordConfirmation', message: copy.validation.passwordMismatch };
  }
  return { kind: 'toast', message: copy.reset.failed };
}
