import type { Core, Data } from '@strapi/strapi';
import { startOfSeoulDay } from '@hall/contract/seoul-time';
import { showStatusOf } from '@hall/contract/show-status';
import { DEFAULT_LOCALE, type Locale } from '@hall/contract/locales';
import { KOREAN_ROWS } from '../../../localization/locales';
import { inLocale } from '../../../localization/overlay';

/** Slideshow: the next shows from today on (Seoul). */
export const SLIDE_COUNT = 10;
/** Ticketing strip: upcoming shows with a ticket link. */
export const TICKET_COUNT = 24;
/** Notice box: per tab. */
export const NOTICE_COUNT = 9;

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';
const POPUP = 'api::popup.popup';

/** Rows of the query engine, typed by the generated content types (types/generated). */
type ShowRow = Data.ContentType<typeof SHOW>;
type NoticeRow = Data.ContentType<typeof NOTICE>;
type PopupRow = Data.ContentType<typeof POPUP>;
const FORMAT_NAMES = ['thumbnail', 'small', 'medium', 'large'] as const;
const IMAGE_FIELDS = ['url', 'alternativeText', 'width', 'height', 'formats'];
/**
 * What each list renders: a slide shows the performers and the 기획공연 badge, a ticket card its
 * booking link; both say 공연 취소 or 일정 변경 (docs/decisions/035).
 */
const SLIDE_FIELDS = ['documentId', 'title', 'startsAt', 'showStatus', 'performers', 'isOrganized'];
const TICKET_FIELDS = ['documentId', 'title', 'startsAt', 'showStatus', 'ticketUrl'];

interface StoredImage {
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string; width: number; height: number }> | null;
}

export interface HomeImage {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  formats: Partial<Record<(typeof FORMAT_NAMES)[number], { url: string; width: number }>>;
}

/**
 * Only what `srcset`, `width` and `height` need: a format's url and width (its height, hash, mime,
 * size and path are left out); the image's own width and height keep the layout from shifting.
 */
function leanImage(image: StoredImage | null | undefined): HomeImage | null {
  if (!image) return null;
  const formats: HomeImage['formats'] = {};
  for (const name of FORMAT_NAMES) {
    const format = image.formats?.[name];
    if (format) formats[name] = { url: format.url, width: format.width };
  }
  return {
    url: image.url,
    alternativeText: image.alternativeText ?? null,
    width: image.width ?? null,
    height: image.height ?? null,
    formats,
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `previewedPopup`: a popup whose draft is shown first, in place of its published version.
   * `locale`: shows and notices in English where translated, each with the `locale` of its texts
   * (docs/decisions/038); popups are Korean only.
   */
  async content(
    now: Date,
    { previewedPopup = null, locale = DEFAULT_LOCALE }: { previewedPopup?: string | null; locale?: Locale } = {},
  ) {
    const today = startOfSeoulDay(now);
    // The query engine directly: these reads need neither the document service's validation nor
    // its transaction, and only published rows are read.
    const published = { publishedAt: { $notNull: true } };
    const upcoming = { ...published, ...KOREAN_ROWS, startsAt: { $gte: today.toISOString() } };
    const image = { select: ['id', ...IMAGE_FIELDS] };
    const shows = async (fields: string[], where: Record<string, unknown>, limit: number) =>
      inLocale(
        strapi,
        SHOW,
        await strapi.db.query(SHOW).findMany({
          select: ['id', ...fields],
          where,
          populate: { poster: image },
          orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
          limit,
        }),
        locale,
      );
    const noticesOf = async (category: 'general' | 'ticketOpen') =>
      inLocale(
        strapi,
        NOTICE,
        await strapi.db.query(NOTICE).findMany({
          select: ['id', 'documentId', 'title', 'category', 'postedAt', 'externalUrl'],
          where: { ...published, ...KOREAN_ROWS, category },
          orderBy: [{ postedAt: 'desc' }, { id: 'desc' }],
          limit: NOTICE_COUNT,
        }),
        locale,
      );

    const popupFields = { select: ['id', 'documentId', 'title', 'linkUrl'], populate: { image } };
    const [slides, tickets, general, ticketOpen, publishedPopups, draftPopup] = await Promise.all([
      shows(SLIDE_FIELDS, upcoming, SLIDE_COUNT),
      // A cancelled show cannot be booked, whatever its ticket link (no status counts as scheduled).
      shows(
        TICKET_FIELDS,
        {
          ...upcoming,
          ticketUrl: { $notNull: true, $ne: '' },
          $or: [{ showStatus: { $null: true } }, { showStatus: { $ne: 'cancelled' } }],
        },
        TICKET_COUNT,
      ),
      noticesOf('general'),
      noticesOf('ticketOpen'),
      strapi.db
        .query(POPUP)
        .findMany({ ...popupFields, where: published, orderBy: [{ sortOrder: 'asc' }, { createdAt: 'desc' }] }),
      previewedPopup
        ? strapi.db
            .query(POPUP)
            .findOne({ ...popupFields, where: { documentId: previewedPopup, publishedAt: { $null: true } } })
        : null,
    ]);
    const popups = draftPopup
      ? [draftPopup, ...publishedPopups.filter((popup: PopupRow) => popup.documentId !== draftPopup.documentId)]
      : publishedPopups;

    const slide = (entry: ShowRow & { locale: Locale }) => ({
      documentId: entry.documentId,
      locale: entry.locale,
      title: entry.title,
      startsAt: new Date(entry.startsAt).toISOString(),
      showStatus: showStatusOf(entry),
      performers: entry.performers ?? null,
      isOrganized: Boolean(entry.isOrganized),
      poster: leanImage(entry.poster),
    });
    const ticket = (entry: ShowRow & { locale: Locale }) => ({
      documentId: entry.documentId,
      locale: entry.locale,
      title: entry.title,
      startsAt: new Date(entry.startsAt).toISOString(),
      showStatus: showStatusOf(entry),
      ticketUrl: entry.ticketUrl,
      poster: leanImage(entry.poster),
    });
    const notice = (entry: NoticeRow & { locale: Locale }) => ({
      documentId: entry.documentId,
      locale: entry.locale,
      title: entry.title,
      category: entry.category,
      postedAt: new Date(entry.postedAt).toISOString(),
      externalUrl: entry.externalUrl ?? null,
    });

    return {
      data: {
        slides: slides.map(slide),
        tickets: tickets.map(ticket),
        notices: { general: general.map(notice), ticketOpen: ticketOpen.map(notice) },
        popups: popups.map((entry: PopupRow) => ({
          documentId: entry.documentId,
          title: entry.title,
          linkUrl: entry.linkUrl ?? null,
          image: leanImage(entry.image),
        })),
      },
      meta: {},
    };
  },
});
