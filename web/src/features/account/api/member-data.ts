import { strapiRequest } from '@/shared/api/strapi';
import { todayInSeoul } from '@hall/contract/seoul-time';

/**
 * The member's own data (docs/api/auth.md): everything the site holds about them as a file, and
 * the account's deletion.
 */

/** GET /api/auth/me/export, saved as `hall-member-data-<Seoul day>.json` (the server's name for it). */
export async function downloadMemberData(): Promise<void> {
  const data = await strapiRequest<unknown>('/auth/me/export', { cache: 'no-store' });
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `hall-member-data-${todayInSeoul()}.json`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface DeletedAccount {
  ok: true;
  /** Applications that were still 접수 or 검토중, now withdrawn. */
  withdrawn: number;
  /** Other applications, kept as business records without the account. */
  kept: number;
}

/** POST /api/auth/me/delete with the password: the account and every login end. */
export function deleteAccount(password: string): Promise<DeletedAccount> {
  return strapiRequest<DeletedAccount>('/auth/me/delete', { method: 'POST', body: { password } });
}
