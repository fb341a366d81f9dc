import { StrapiRequestError, strapiRequest } from '@/shared/api/strapi';
import { sharedCopy } from '@/shared/copy';

/**
 * POST /api/auth/forgot-password. The server responds `{ ok: true }` for every well-formed
 * e-mail, registered or not, and sends the mail afterwards. Used by /password/find and My page.
 */
export function requestPasswordResetMail(email: string): Promise<{ ok: true }> {
  return strapiRequest<{ ok: true }>('/auth/forgot-password', { method: 'POST', body: { email }, auth: 'none' });
}

/** The toast for a failed reset-mail request (429 or anything else). */
export function resetMailErrorMessage(error: unknown): string {
  if (error instanceof StrapiRequestError && error.status === 429) return sharedCopy.ko.account.tooManyRequests;
  return sharedCopy.ko.account.resetMailFailed;
}

/** The field paths of a Strapi ValidationError (`details.errors[].path`). */
export function errorPaths(error: unknown): string[] {
  if (!(error instanceof StrapiRequestError)) return [];
  const errors = (error.details as { errors?: Array<{ path?: unknown }> } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((item) => (Array.isArray(item?.path) ? item.path.join('.') : '')).filter(Boolean);
}

/**
 * Ends a login on the server with its own token, without touching the site's state (a login
 * whose profile could not be read). Failures are ignored: the token is forgotten anyway.
 */
export async function endServerSession(jwt: string): Promise<void> {
  try {
    await strapiRequest('/auth/logout', {
      method: 'POST',
      body: {},
      auth: 'none',
      headers: { Authorization: `Bearer ${jwt}` },
    });
  } catch {
    // The refresh cookie may stay; the next start-up finds no readable profile again.
  }
}
