import type { Core } from '@strapi/strapi';

/** The admin panel's language for a staff account that has not chosen one. */
export const STAFF_DEFAULT_LANGUAGE = 'ko';

/**
 * Every new admin account, whether invited in Settings → 관리자 → 사용자, registered as the
 * first admin or created by code, gets Korean unless it came with another language. The admin
 * panel switches to the account's `preferedLanguage` (Strapi's spelling) right after login;
 * each person can still change it in their profile.
 */
export function defaultNewStaffToKorean(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate(event) {
      const data = event.params.data as { preferedLanguage?: string | null };
      if (!data.preferedLanguage) data.preferedLanguage = STAFF_DEFAULT_LANGUAGE;
    },
  });
}
