/**
 * A small in-memory stand-in for the cms REST API: it applies Strapi's filters, sort,
 * paging and fields to the records in `db`, and responds in Strapi 5's flattened shape.
 */
import qs from 'qs';
import { seoulWallTimeToDate, startOfSeoulDay } from '@hall/contract/seoul-time';
import type { CalendarEvent, Notice, Popup, Show, SiteConfig, StrapiImage } from '@/shared/api/types';
import { buildSiteConfig } from './fixtures';

export interface MockDb {
  shows: Show[];
  notices: Notice[];
  popups: Popup[];
  calendarEvents: CalendarEvent[];
  siteConfig: SiteConfig;
  /**
   * English versions by document id (the texts staff translated): with `locale=en` a document
   * that has one is sent in English with `locale: 'en'`, any other in Korean with `locale: 'ko'`.
   */
  english: Record<string, Record<string, unknown>>;
}

export const db: MockDb = {
  shows: [],
  notices: [],
  popups: [],
  calendarEvents: [],
  siteConfig: buildSiteConfig(),
  english: {},
};

/** Every request the handlers served, with its parsed query, for assertions. */
export const requests: Array<{ path: string; query: Record<string, unknown> }> = [];

export function resetDb(): void {
  db.shows = [];
  db.notices = [];
  db.popups = [];
  db.calendarEvents = [];
  db.siteConfig = buildSiteConfig();
  db.english = {};
  requests.length = 0;
}

/**
 * A localized document as the cms sends it for `locale` (docs/decisions/038): without `locale`
 * exactly as before (no `locale` field); with `locale=en` its English version where there is one.
 */
export function localized<T extends { documentId: string }>(record: T, locale: unknown): T {
  if (locale !== 'en') return record;
  const english = db.english[record.documentId];
  return { ...record, ...english, locale: english ? 'en' : 'ko' };
}

export function parseQuery(url: URL): Record<string, unknown> {
  return qs.parse(url.search.slice(1), { depth: 10, arrayLimit: 100 }) as Record<string, unknown>;
}

type Condition = Record<string, unknown>;
type AnyRecord = Record<string, unknown>;

function comparable(value: unknown): number | string | boolean | null {
  if (value == null) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return new Date(text).getTime();
  return text;
}

function coerce(filterValue: unknown, recordValue: unknown): unknown {
  if (typeof recordValue === 'boolean') return filterValue === true || filterValue === 'true';
  if (typeof recordValue === 'number') return Number(filterValue);
  return filterValue;
}

function matchOperator(recordValue: unknown, operator: string, raw: unknown): boolean {
  const filterValue = coerce(raw, recordValue);
  const a = comparable(recordValue);
  const b = comparable(filterValue);
  switch (operator) {
    case '$eq':
      return a === b;
    case '$ne':
      return a !== b;
    case '$lt':
      return a != null && b != null && a < b;
    case '$lte':
      return a != null && b != null && a <= b;
    case '$gt':
      return a != null && b != null && a > b;
    case '$gte':
      return a != null && b != null && a >= b;
    case '$containsi':
      return String(recordValue ?? '')
        .toLowerCase()
        .includes(String(raw).toLowerCase());
    case '$contains':
      return String(recordValue ?? '').includes(String(raw));
    case '$notNull':
      return (raw === true || raw === 'true') === (recordValue != null);
    case '$null':
      return (raw === true || raw === 'true') === (recordValue == null);
    case '$in':
      return (Array.isArray(raw) ? raw : [raw]).map(String).includes(String(recordValue));
    default:
      throw new Error(`mock cms: unsupported operator ${operator}`);
  }
}

function matches(record: AnyRecord, filters: Condition | undefined): boolean {
  if (!filters) return true;
  return Object.entries(filters).every(([key, value]) => {
    if (key === '$and') return (Object.values(value as object) as Condition[]).every((c) => matches(record, c));
    if (key === '$or') return (Object.values(value as object) as Condition[]).some((c) => matches(record, c));
    if (key === '$not') return !matches(record, value as Condition);
    if (typeof value !== 'object' || value === null) return matchOperator(record[key], '$eq', value);
    return Object.entries(value as Condition).every(([operator, operand]) =>
      matchOperator(record[key], operator, operand),
    );
  });
}

function sortRecords<T extends AnyRecord>(records: T[], sort: unknown): T[] {
  const rules = (Array.isArray(sort) ? sort : sort ? [sort] : []).map((rule) => {
    const [field, direction] = String(rule).split(':');
    return { field: field!, descending: direction?.toLowerCase() === 'desc' };
  });
  return [...records].sort((x, y) => {
    for (const { field, descending } of rules) {
      const a = comparable(x[field]);
      const b = comparable(y[field]);
      if (a === b) continue;
      if (a == null) return 1;
      if (b == null) return -1;
      const result = a < b ? -1 : 1;
      return descending ? -result : result;
    }
    return 0;
  });
}

const POPULATED = ['poster', 'attachment', 'image', 'seatLayout', 'ancillaryForm', 'showFile'];

function pickFields<T extends AnyRecord>(record: T, fields: unknown): AnyRecord {
  if (!fields) return record;
  const list = Array.isArray(fields) ? fields.map(String) : String(fields).split(',');
  const picked: AnyRecord = { id: record.id, documentId: record.documentId };
  // The cms keeps a document's language whatever the fields (docs/decisions/038).
  for (const field of [...list, ...POPULATED, 'locale']) if (field in record) picked[field] = record[field];
  return picked;
}

export function collectionResponse(input: object[], query: Record<string, unknown>) {
  const records = input as AnyRecord[];
  const filtered = records.filter((record) => matches(record, query.filters as Condition | undefined));
  const sorted = sortRecords(filtered, query.sort);
  const pagination = (query.pagination ?? {}) as Record<string, string>;
  const pageSize = Math.min(100, Number(pagination.pageSize ?? 25));
  const page = Math.max(1, Number(pagination.page ?? 1));
  const slice = sorted.slice((page - 1) * pageSize, page * pageSize);
  return {
    data: slice.map((record) => pickFields(record, query.fields)),
    meta: {
      pagination: { page, pageSize, pageCount: Math.ceil(sorted.length / pageSize), total: sorted.length },
    },
  };
}

export const notFoundBody = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};

/** A show as GET /api/schedule lists it. */
export function scheduleEntryOfShow(show: Show) {
  return {
    type: 'show' as const,
    documentId: show.documentId,
    title: show.title,
    startsAt: show.startsAt,
    endsAt: show.endsAt ?? null,
    runningTimeMinutes: show.runningTimeMinutes ?? null,
    showStatus: show.showStatus ?? 'scheduled',
    previousStartsAt: show.previousStartsAt ?? null,
    ...(show.locale ? { locale: show.locale } : {}),
  };
}

/** A calendar event as GET /api/schedule lists it. */
export function scheduleEntryOfEvent(event: CalendarEvent) {
  return {
    type: 'event' as const,
    documentId: event.documentId,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt ?? null,
    kind: event.kind,
    note: event.note ?? null,
  };
}

function seoulMidnight(day: unknown): number | null {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return seoulWallTimeToDate(year, month, date).getTime();
}

/**
 * GET /api/schedule?from&to as the cms responds to it: published shows starting in the range (a
 * moved show also when its previous start is in it) and events overlapping it, sorted by start;
 * null when the cms would respond 400.
 */
export function scheduleResponse(query: Record<string, unknown>) {
  const from = seoulMidnight(query.from);
  const to = seoulMidnight(query.to);
  const extra = Object.keys(query).filter((key) => key !== 'from' && key !== 'to' && key !== 'locale');
  if (query.locale !== undefined && query.locale !== 'ko' && query.locale !== 'en') return null;
  if (from === null || to === null || to <= from || to - from > 42 * 86_400_000 || extra.length > 0) return null;
  const inRange = (instant: string | null | undefined) =>
    instant != null && Date.parse(instant) >= from && Date.parse(instant) < to;
  const shows = db.shows
    .filter((show) => inRange(show.startsAt) || (show.showStatus === 'rescheduled' && inRange(show.previousStartsAt)))
    .map((show) => scheduleEntryOfShow(localized(show, query.locale)));
  const events = db.calendarEvents
    .filter((event) => Date.parse(event.startsAt) < to && Date.parse(event.endsAt) >= from)
    .map(scheduleEntryOfEvent);
  const data = [...shows, ...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return { data, meta: { from: new Date(from).toISOString(), to: new Date(to).toISOString() } };
}

/** An image as GET /api/home sends it: each format with its url and width only. */
function homeImage(image: StrapiImage | null) {
  if (!image) return null;
  const formats: Record<string, { url: string; width: number }> = {};
  for (const [name, format] of Object.entries(image.formats ?? {}))
    formats[name] = { url: format.url, width: format.width };
  return {
    url: image.url,
    alternativeText: image.alternativeText ?? null,
    width: image.width ?? null,
    height: image.height ?? null,
    formats,
  };
}

/** GET /api/home as the cms responds to it, from the shows of the current day in Seoul on. */
export function homeResponse(now = new Date(), locale?: unknown) {
  const today = startOfSeoulDay(now).getTime();
  const upcoming = db.shows
    .map((show) => localized(show, locale))
    .filter((show) => Date.parse(show.startsAt) >= today)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const slide = (show: Show) => ({
    documentId: show.documentId,
    title: show.title,
    startsAt: show.startsAt,
    showStatus: show.showStatus ?? 'scheduled',
    performers: show.performers,
    isOrganized: show.isOrganized,
    poster: homeImage(show.poster),
    ...(show.locale ? { locale: show.locale } : {}),
  });
  const ticket = (show: Show) => ({
    documentId: show.documentId,
    title: show.title,
    startsAt: show.startsAt,
    showStatus: show.showStatus ?? 'scheduled',
    ticketUrl: show.ticketUrl,
    poster: homeImage(show.poster),
    ...(show.locale ? { locale: show.locale } : {}),
  });
  const noticesOf = (category: Notice['category']) =>
    db.notices
      .map((notice) => localized(notice, locale))
      .filter((notice) => notice.category === category)
      .sort((a, b) => Date.parse(b.postedAt) - Date.parse(a.postedAt))
      .slice(0, 9)
      .map(({ documentId, title, postedAt, externalUrl, locale: language }) => ({
        documentId,
        title,
        category,
        postedAt,
        externalUrl,
        ...(language ? { locale: language } : {}),
      }));
  return {
    data: {
      slides: upcoming.slice(0, 10).map(slide),
      tickets: upcoming
        .filter((show) => show.ticketUrl && show.showStatus !== 'cancelled')
        .slice(0, 24)
        .map(ticket),
      notices: { general: noticesOf('general'), ticketOpen: noticesOf('ticketOpen') },
      popups: [...db.popups]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map(({ documentId, title, linkUrl, image }) => ({ documentId, title, linkUrl, image: homeImage(image) })),
    },
    meta: {},
  };
}

/** The records right before and after `record` by a date field, as the cms sends them with a detail. */
export function adjacentOf<T extends { documentId: string; title: string }>(
  records: T[],
  record: T,
  field: keyof T & string,
) {
  const at = (item: T) => Date.parse(String(item[field]));
  const pick = (item: (T & { locale?: unknown }) | undefined) =>
    item
      ? {
          documentId: item.documentId,
          title: item.title,
          [field]: item[field],
          ...(item.locale ? { locale: item.locale } : {}),
        }
      : null;
  const before = records.filter((item) => at(item) < at(record)).sort((a, b) => at(b) - at(a));
  const after = records.filter((item) => at(item) > at(record)).sort((a, b) => at(a) - at(b));
  return { previous: pick(before[0]), next: pick(after[0]) };
}
