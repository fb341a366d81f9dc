import { http, HttpResponse } from 'msw';
import { offeredServices, parseAccessParameter } from '@hall/contract/access';
import {
  adjacentOf,
  collectionResponse,
  db,
  homeResponse,
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

export const handlers = [
  http.get('*/api/shows', ({ request }) => {
    const query = record(request);
    // The list's `access` as the cms reads it (docs/decisions/039): every named service offered.
    if (query.access === undefined) return HttpResponse.json(collectionResponse(db.shows, query));
    const parsed = parseAccessParameter(query.access);
    if (!parsed.ok)
      return HttpResponse.json(
        { data: null, error: { status: 400, name: 'ValidationError', message: parsed.problem, details: {} } },
        { status: 400 },
      );
    const offering = db.shows.filter((show) => {
      const offered = offeredServices(show.access).map(({ service }) => service.key);
      return parsed.keys.every((key) => offered.includes(key));
    });
    return HttpResponse.json(collectionResponse(offering, query));
  }),
  http.get('*/api/shows/:documentId', ({ request, params }) => {
    record(request);
    return single(db.shows, params.documentId, 'startsAt');
  }),
  http.get('*/api/notices', ({ request }) => HttpResponse.json(collectionResponse(db.notices, record(request)))),
  http.get('*/api/notices/:documentId', ({ request, params }) => {
    record(request);
    return single(db.notices, params.documentId, 'postedAt');
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
    record(request);
    return HttpResponse.json(homeResponse());
  }),
  http.get('*/api/site-config', ({ request }) => {
    record(request);
    return HttpResponse.json({ data: db.siteConfig, meta: {} });
  }),
];
