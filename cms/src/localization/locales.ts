import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hall/contract/locales';

/**
 * The content types staff translate (docs/decisions/038): their texts are localized with Strapi's
 * i18n, everything else (dates, status, prices, images, files, links, flags) is shared by the
 * languages. Every other content type is Korean only.
 */
export const LOCALIZED_TYPES = ['api::show.show', 'api::notice.notice', 'api::site-config.site-config'] as const;
export type LocalizedUid = (typeof LOCALIZED_TYPES)[number];

export const isLocalizedType = (uid: string): uid is LocalizedUid =>
  (LOCALIZED_TYPES as readonly string[]).includes(uid);

/**
 * The condition that reads each document of a localized type once: its Korean row. The Korean site
 * is the full set (a document that does not exist in Korean does not exist), so lists, counts,
 * the sitemap and every job read the Korean rows and take the English texts from overlay.ts.
 */
export const KOREAN_ROWS = { locale: DEFAULT_LOCALE } as const;

/** The names staff see in the admin panel's locale switch. */
export const LOCALE_NAMES: Record<Locale, string> = { ko: '한국어', en: '영어' };

interface LocaleRow {
  id: number;
  code: string;
  name: string;
}

interface LocaleService {
  findByCode(code: string): Promise<LocaleRow | null>;
  create(locale: { code: string; name: string }): Promise<LocaleRow>;
  getDefaultLocale(): Promise<string | undefined>;
  setDefaultLocale(locale: { code: string }): Promise<void>;
}

/**
 * Korean is the default locale and English the other, on every start (idempotent). Strapi creates
 * `en` as the default on a first start, and when a content type becomes localized it gives its
 * stored rows the default locale of that moment: so on the first start with the localized types,
 * before `ko` exists, every stored show, notice and site config is Korean (nothing could have
 * been written in another language before) and becomes the `ko` version. The rows are moved before
 * the locale is created, so an interrupted start repeats the move.
 */
export async function applySiteLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as LocaleService;
  if (!(await locales.findByCode(DEFAULT_LOCALE))) {
    for (const uid of LOCALIZED_TYPES) {
      const moved = await strapi.db.query(uid as UID.ContentType).updateMany({
        where: { $or: [{ locale: { $null: true } }, { locale: { $ne: DEFAULT_LOCALE } }] },
        data: { locale: DEFAULT_LOCALE },
      });
      if (moved.count > 0) strapi.log.info(`[i18n] ${moved.count} stored ${uid} rows are the Korean versions`);
    }
  }
  for (const code of LOCALES) {
    const existing = await locales.findByCode(code);
    if (!existing) await locales.create({ code, name: LOCALE_NAMES[code] });
    else if (existing.name !== LOCALE_NAMES[code])
      await strapi.db
        .query('plugin::i18n.locale')
        .update({ where: { id: existing.id }, data: { name: LOCALE_NAMES[code] } });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
}
