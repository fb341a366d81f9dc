import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, parseLocaleParam, type Locale } from '@hall/contract/locales';
import type { LocalizedUid } from './locales';
import { KOREAN_ROWS } from './locales';

/** The language of a public read, from its `locale` parameter: absent is Korean, anything else but ko/en a 400. */
export function requestedLocale(value: unknown): Locale {
  const locale = parseLocaleParam(value);
  if (locale === null)
    throw new errors.ValidationError('Invalid locale: ko or en', {
      errors: [{ path: ['query', 'locale'], message: 'Invalid locale: ko or en', name: 'ValidationError' }],
    });
  return locale;
}

const localizedFields = new Map<string, string[]>();

/** The attributes of a localized type that differ between the languages (the texts). */
export function localizedFieldsOf(strapi: Core.Strapi, uid: LocalizedUid): string[] {
  let fields = localizedFields.get(uid);
  if (!fields) {
    fields = Object.entries(strapi.contentType(uid as UID.ContentType).attributes)
      .filter(
        ([, attribute]) =>
          (attribute as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized === true,
      )
      .map(([name]) => name);
    localizedFields.set(uid, fields);
  }
  return fields;
}

interface Row {
  documentId: string;
  [field: string]: unknown;
}

/**
 * Korean rows (KOREAN_ROWS) as they read in `locale`, each with the `locale` its texts are in:
 * with English, the texts of each document's published English version where it has one (its
 * draft for a preview), the Korean texts otherwise. Everything shared between the languages
 * (dates, status, images, order) stays the Korean row's, so a list is the same documents in the
 * same order in both languages. Only the texts the row already carries are replaced.
 */
export async function inLocale<T extends Row>(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  rows: T[],
  locale: Locale,
  { draft = false }: { draft?: boolean } = {},
): Promise<Array<T & { locale: Locale }>> {
  const korean = rows.map((row) => ({ ...row, locale: DEFAULT_LOCALE }) as T & { locale: Locale });
  if (locale === DEFAULT_LOCALE || rows.length === 0) return korean;
  const texts = localizedFieldsOf(strapi, uid).filter((field) => rows.some((row) => field in row));
  if (texts.length === 0) return korean;
  const documentIds = [...new Set(rows.map((row) => row.documentId))];
  const translations = (await strapi.db.query(uid as UID.ContentType).findMany({
    select: ['documentId', ...texts],
    where: { documentId: { $in: documentIds }, locale, publishedAt: draft ? { $null: true } : { $notNull: true } },
  })) as Row[];
  const byDocument = new Map(translations.map((translation) => [translation.documentId, translation]));
  return korean.map((row) => {
    const translation = byDocument.get(row.documentId);
    if (!translation) return row;
    const translated: Record<string, unknown> = { ...row, locale };
    for (const field of texts) if (field in row) translated[field] = translation[field];
    return translated as T & { locale: Locale };
  });
}

/** At most this many English matches widen a list's text search (a search narrows, it does not list the site). */
export const MAX_TRANSLATED_MATCHES = 1_000;

/**
 * The documents whose published `locale` version matches a client's filters: a search on the
 * English site finds a show by its English title as well as by its Korean one.
 */
export async function documentsMatchingIn(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  filters: unknown,
  locale: Locale,
): Promise<string[]> {
  if (locale === DEFAULT_LOCALE || filters == null) return [];
  const rows = (await strapi.db.query(uid as UID.ContentType).findMany({
    select: ['documentId'],
    where: { $and: [filters, { locale, publishedAt: { $notNull: true } }] },
    limit: MAX_TRANSLATED_MATCHES,
  })) as Row[];
  return rows.map((row) => row.documentId);
}

export { KOREAN_ROWS };
