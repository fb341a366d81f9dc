import { http, HttpResponse } from 'msw';
import { offeredServices, parseAccessParameter } from '@hall/contract/access';
import {
  adjacentOf,
  collectionResponse,
  db,
  homeResponse,
  localized,
  notFoundBody,
  parseQuery,
  requests,
  scheduleResponse,
} from './mock-cms';

function record(request: Request) {
  const url = new URL(request.url);
  const query = parseQuery(url);
  requests.push({ path: url.pathname, query });
  return query;
}

function single<T extends { documentId: string; title: string }>(
  records: T[],
  documentId: string | readonly string[] | undefined,
  dateField?: keyof T & string,
) {
  const found = records.find((item) => item.documentId === documentId);
  if (!found) return HttpResponse.json(notFoundBody, { status: 404 });
  return HttpResponse.json({ data: found, meta: dateField ? { adjacent: adjacentOf(records, found, dateField) } : {} });
}

/** The documents in the query's language (`locale=en`: English where translated). */
function inLocale<T extends { documentId: string }>(records: T[], query: Record<string, unknown>): T[] {
  return records.map((item) => localized(item, query.locale));
}

export const handlers = [
  http.get('*/api/shows', ({ request }) => {
    const query = record(request);
    // The list's `access` as the cms reads it (docs/decisions/039): every named service offered.
    const shows = inLocale(db.shows, query);
    if (query.access === undefined) return HttpResponse.json(collectionResponse(shows, query));
    const parsed = parseAccessParameter(query.access);
    if (!parsed.ok)
      return HttpResponse.json(
        { data: null, error: { status: 400, name: 'ValidationError', message: parsed.problem, details: {} } },
        { status: 400 },
      );
    const offering = shows.filter((show) => {
      const offered = offeredServices(show.access).map(({ service }) => service.key);
      return parsed.keys.every((key) => offered.includes(key));
    });
    return HttpResponse.json(collectionResponse(offering, query));
  }),
  http.get('*/api/shows/:documentId', ({ request, params }) => {
    return single(inLocale(db.shows, record(request)), params.documentId, 'startsAt');
  }),
  http.get('*/api/notices', ({ request }) => {
    const query = record(request);
    return HttpResponse.json(collectionResponse(inLocale(db.notices, query), query));
  }),
  http.get('*/api/notices/:documentId', ({ request, params }) => {
    return single(inLocale(db.notices, record(request)), params.documentId, 'postedAt');
  }),
  http.get('*/api/popups', ({ request }) => HttpResponse.json(collectionResponse(db.popups, record(request)))),
  http.get('*/api/calendar-events', ({ request }) =>
    HttpResponse.json(collectionResponse(db.calendarEvents, record(request))),
  ),
  http.get('*/api/schedule', ({ request }) => {
    const schedule = scheduleResponse(record(request));
    return schedule
      ? HttpResponse.json(schedule)
      : HttpResponse.json(
          { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid range', details: {} } },
          { status: 400 },
        );
  }),
  http.get('*/api/home', ({ request }) => {
    return HttpResponse.json(homeResponse(new Date(), record(request).locale));
  }),
  http.get('*/api/site-config', ({ request }) => {
    return HttpResponse.json({ data: localized(db.siteConfig, record(request).locale), meta: {} });
  }),
];
