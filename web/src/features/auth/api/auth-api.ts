import { strapiRequest } from '@/shared/api/strapi';
import type { AuthResponse } from '@/shared/auth/types';

/** POST /api/auth/local. Never with a token: the server refuses a caller who is logged in. */
export function login(email: string, password: string): Promise<AuthResponse> {
  return strapiRequest<AuthResponse>('/auth/local', {
    method: 'POST',
    body: { identifier: email, password },
    auth: 'none',
  });
}

export interface SignupInput {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
}

/** POST /api/auth/local/register; the username is the e-mail (docs/api/auth.md). */
export function register(input: SignupInput): Promise<AuthResponse> {
  return strapiRequest<AuthResponse>('/auth/local/register', {
    method: 'POST',
    body: {
      username: input.email,
      email: input.email,
      password: input.password,
      name: input.name,
      phoneNumber: input.phoneNumber,
      // The one agreement box of the form covers both (packages/contract/src/terms.ts).
      termsAgreed: true,
      privacyAgreed: true,
    },
    auth: 'none',
  });
}

/** POST /api/auth/me/consent: the member agrees to the current terms again. */
export function renewConsent(): Promise<{ ok: true; consentRequired: false }> {
  return strapiRequest<{ ok: true; consentRequired: false }>('/auth/me/consent', {
    method: 'POST',
    body: { termsAgreed: true, privacyAgreed: true },
  });
}

/** POST /api/auth/reset-password with the code of the mail link. No login happens. */
export function resetPassword(code: string, password: string, passwordConfirmation: string): Promise<{ ok: true }> {
  return strapiRequest<{ ok: true }>('/auth/reset-password', {
    method: 'POST',
    body: { code, password, passwordConfirmation },
    auth: 'none',
  });
}
