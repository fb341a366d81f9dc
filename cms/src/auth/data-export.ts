import type { Core } from '@strapi/strapi';
import { seoulDateKey } from '@hall/contract/seoul-time';
import { TERMS_VERSION } from '@hall/contract/terms';
import { RENTAL_APPLICATION, memberView, storedDocuments, type ApplicationRecord } from '../rental';
import { USERS_PERMISSIONS_ORIGIN } from './sessions';

/**
 * 내 정보 내려받기 (docs/api/auth.md): everything the site holds about a member, as one JSON
 * document. The profile, the consent record, the logins (their times only: the tokens are
 * secrets), and every application the member owns with its history and the names of its
 * documents (not the files: those are downloaded from the application's page). Nothing of
 * other members, staff or storage is included.
 */

const USER = 'plugin::users-permissions.user';
const SESSION = 'admin::session';

/** Bumped when the shape of the export changes. */
export const EXPORT_FORMAT = 'hall-member-data/1';

const iso = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : new Date(value as string).toISOString();

export async function exportMemberData(strapi: Core.Strapi, userId: number) {
  const user = (await strapi.db.query(USER).findOne({
    where: { id: userId },
    select: [
      'id',
      'documentId',
      'email',
      'username',
      'name',
      'phoneNumber',
      'provider',
      'createdAt',
      'updatedAt',
      'termsVersion',
      'termsAgreedAt',
    ],
  })) as Record<string, unknown> | null;
  if (!user) return null;

  const [sessions, applications] = await Promise.all([
    strapi.db.query(SESSION).findMany({
      where: { userId: String(userId), origin: USERS_PERMISSIONS_ORIGIN },
      select: ['createdAt', 'expiresAt', 'absoluteExpiresAt', 'status'],
      orderBy: { createdAt: 'asc' },
    }) as Promise<Array<Record<string, unknown>>>,
    strapi.db.query(RENTAL_APPLICATION).findMany({
      where: { owner: { id: userId } },
      populate: { address: true, statusHistory: true },
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
    }) as Promise<ApplicationRecord[]>,
  ]);

  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    profile: {
      email: user.email,
      username: user.username,
      name: user.name ?? null,
      phoneNumber: user.phoneNumber ?? null,
      loginMethod: user.provider ?? 'local',
      joinedAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    consent: {
      termsVersion: user.termsVersion ?? null,
      agreedAt: iso(user.termsAgreedAt),
      currentTermsVersion: TERMS_VERSION,
    },
    logins: sessions
      .filter((session) => session.status === 'active')
      .map((session) => ({
        startedAt: iso(session.createdAt),
        idleExpiresAt: iso(session.expiresAt),
        expiresAt: iso(session.absoluteExpiresAt),
      })),
    // The member's own view of each application (as My page shows it), without the row id.
    rentalApplications: applications.map((application) => {
      const { id: _id, ...view } = memberView(application, storedDocuments(application));
      return { ...view, submittedAt: iso(application.submittedAt) };
    }),
  };
}

/** `hall-member-data-2026-11-24.json`, the day in Asia/Seoul. */
export function exportFileName(now = new Date()): string {
  return `hall-member-data-${seoulDateKey(now)}.json`;
}
