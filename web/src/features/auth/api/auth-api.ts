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
    },
    auth: 'none',
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
