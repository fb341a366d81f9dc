import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  CONSENT_FIELDS,
  CONSENT_REQUIRED_MESSAGE,
  TERMS_VERSION,
  missingConsents,
  needsConsent,
} from '@hall/contract/terms';

/**
 * The signup agreement, recorded by the server (docs/decisions/027, docs/api/auth.md): signup
 * and a renewed agreement must carry `termsAgreed: true` and `privacyAgreed: true`; the member's
 * row keeps the version of the agreement (TERMS_VERSION of @hall/contract/terms) and the time.
 * Both fields are private: the content API never shows them; the profile says only whether the
 * member must agree again (`consentRequired`).
 */

const USER = 'plugin::users-permissions.user';

export interface ConsentRecord {
  termsVersion: string;
  termsAgreedAt: Date;
}

/** Refuses a body without both agreements: 400 naming each missing one, with the copy deck's message. */
export function requireConsents(body: unknown): void {
  const missing = missingConsents(body);
  if (missing.length === 0) return;
  throw new errors.ValidationError(
    missing.length === 1 ? CONSENT_REQUIRED_MESSAGE : `${missing.length} errors occurred`,
    {
      errors: missing.map((field) => ({ path: [field], message: CONSENT_REQUIRED_MESSAGE, name: 'ValidationError' })),
    },
  );
}

/** The body without the agreement fields (the plugin's signup refuses fields it does not know). */
export function withoutConsentFields<T extends Record<string, unknown>>(
  body: T,
): Omit<T, 'termsAgreed' | 'privacyAgreed'> {
  const rest: Record<string, unknown> = { ...body };
  for (const field of CONSENT_FIELDS) delete rest[field];
  return rest as Omit<T, 'termsAgreed' | 'privacyAgreed'>;
}

export const currentConsent = (now = new Date()): ConsentRecord => ({
  termsVersion: TERMS_VERSION,
  termsAgreedAt: now,
});

export async function recordConsent(strapi: Core.Strapi, userId: number, now = new Date()): Promise<void> {
  await strapi.db.query(USER).update({ where: { id: userId }, data: currentConsent(now) });
}

/** Whether the member must agree to the current version before continuing. */
export async function consentRequired(strapi: Core.Strapi, userId: number): Promise<boolean> {
  const user = (await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['termsVersion'] })) as {
    termsVersion?: string | null;
  } | null;
  return needsConsent(user?.termsVersion);
}

/** Adds `consentRequired` to a profile response (GET /api/users/me, the login's `user`). */
export async function withConsentState<T>(strapi: Core.Strapi, profile: T): Promise<T> {
  if (!profile || typeof profile !== 'object' || typeof (profile as { id?: unknown }).id !== 'number') return profile;
  const id = (profile as unknown as { id: number }).id;
  return { ...profile, consentRequired: await consentRequired(strapi, id) };
}
