import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { staff } from './helpers/actors';
import { request } from './helpers/http';
import { seoulDay } from './helpers/rental';
import { checkPublicQuery, isRealDateTime, QUERY_BOUNDS, type SchemaLike } from '../src/utils/query-bounds';

/**
 * Every public GET route meets a malformed filter, sort, pagination, fields or populate with a
 * 4xx (a 400 with Strapi's ValidationError shape for the content reads), never a 5xx — on SQLite
 * and PostgreSQL. The malformed queries are generated from each content type's own attributes.
 * Routes a visitor cannot read without a login or a token (401/403 without a query) are left out.
 */

const cmsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaOf = (name: string): SchemaLike =>
  JSON.parse(fs.readFileSync(path.join(cmsRoot, `src/api/${name}/content-types/${name}/schema.json`), 'utf8'));

/** The content type behind each public content read (the rest take their own few parameters). */
const CONTENT_ROUTES: Record<string, string> = {
  '/api/shows': 'show',
  '/api/shows/:id': 'show',
  '/api/notices': 'notice',
  '/api/notices/:id': 'notice',
  '/api/popups': 'popup',
  '/api/calendar-events': 'calendar-event',
  '/api/calendar-events/:id': 'calendar-event',
  '/api/site-config': 'site-config',
};

/** The public routes that must be probed: the generation below must not silently skip one. */
const EXPECTED_PUBLIC = [
  ...Object.keys(CONTENT_ROUTES),
  '/api/home',
  '/api/schedule',
  '/api/calendar.ics',
  '/api/rental-busy-dates',
  '/api/search',
];

const BAD_VALUES: Record<string, string[]> = {
  datetime: ['not-a-date', '2020-13-45', '2021-02-29T10:00:00Z', '2020-01-01T25:00:00Z', '', 'Infinity'],
  integer: ['abc', '1.5', 'NaN', 'Infinity', '', '99999999999999999999'],
  decimal: ['abc', 'Infinity', '1e99999', '', '0x10'],
  boolean: ['maybe', '2', ''],
};

/** Malformed queries for a content type, from its attributes: each with why it is malformed. */
function malformedQueries(schema: SchemaLike): string[] {
  const queries: string[] = [];
  const attributes = Object.entries(schema.attributes);
  const firstOfType = (type: string) => attributes.find(([, attribute]) => attribute.type === type)?.[0];
  for (const type of Object.keys(BAD_VALUES)) {
    const name = firstOfType(type);
    if (!name) continue;
    for (const value of BAD_VALUES[type]) {
      for (const operator of ['$eq', '$gt', '$lte', '$ne'])
        queries.push(`filters[${name}][${operator}]=${encodeURIComponent(value)}`);
      queries.push(`filters[${name}][$in][0]=${encodeURIComponent(value)}`);
      queries.push(`filters[${name}]=${encodeURIComponent(value)}`);
    }
    queries.push(
      `filters[${name}][$between]=x,y`,
      `filters[${name}][$between][0]=${type === 'datetime' ? '2020-01-01' : '1'}`,
    );
    queries.push(`filters[${name}][$containsi]=1`, `filters[${name}][$gt][nested]=1`);
  }
  const text = firstOfType('string') ?? 'title';
  queries.push(
    `filters[${text}][$containsi]=${'가'.repeat(QUERY_BOUNDS.maxValueLength + 1)}`,
    `filters[${text}][$unknown]=1`,
    `filters[${text}][$null]=maybe`,
    `filters[${text}][$in][a]=1`,
    `filters[${text}][$not]=`,
    `filters[${text}][$eq][0]=a&filters[${text}][$eq][1]=b`,
    `filters[id][$in]=${''}`,
    Array.from({ length: 300 }, (_, index) => `filters[id][$in][${index}]=${index + 1}`).join('&'),
    Array.from({ length: 300 }, (_, index) => `filters[id][$in]=${index + 1}`).join('&'),
    Array.from(
      { length: QUERY_BOUNDS.maxConditions + 1 },
      (_, index) => `filters[$or][${index}][id]=${index + 1}`,
    ).join('&'),
    `filters[${'[$and][0]'.repeat(QUERY_BOUNDS.maxDepth + 1).slice(1, -1)}][id]=1`,
    'filters[$and]=1',
    'filters[$or]=x',
    'filters[$not]=1',
    'filters[$and][0]=1',
    'filters[$and][a][id]=1',
    'filters[$where]=1',
    'filters=abc',
    'filters[nope][$eq]=1',
    'filters[createdBy][id]=1',
    'sort=nope',
    `sort=${text}:sideways`,
    `sort[0][${text}]=asc`,
    `sort[${text}]=asc`,
    `sort=${Array.from({ length: QUERY_BOUNDS.maxSortEntries + 1 }, () => 'id').join(',')}`,
    'pagination[page]=abc',
    'pagination[page]=0',
    'pagination[pageSize]=-5',
    'pagination[pageSize]=1.5',
    'pagination=5',
    'pagination[page]=1&pagination[start]=0',
    'pagination[unknown]=1',
    'pagination[withCount]=maybe',
    'fields[0][$x]=1',
    'fields=nope',
    'fields[a][b]=c',
    'fields=password',
    'populate[$where]=1',
    'populate=nope',
    'populate[nope]=*',
    'status=everything',
    'locale[$ne]=x',
  );
  return queries;
}

/** Malformed queries for the routes that take their own few parameters (or none). */
const GENERIC_MALFORMED = [
  'filters[startsAt][$gt]=not-a-date',
  'filters[$and]=1',
  'sort=nope:sideways',
  'pagination[page]=abc',
  'fields[0][$x]=1',
  'populate[$where]=1',
  'foo=bar',
];

interface Route {
  pattern: string;
  path: string;
  /** The query a valid read needs (the schedule's range, the busy days' month). */
  base: string;
}

const routes: Route[] = [];
const excluded: string[] = [];

beforeAll(async () => {
  const show = await staff.create(
    'api::show.show',
    {
      title: `악성 질의 공연 ${Date.now()}`,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      isOrganized: false,
    },
    { publish: true },
  );
  const notice = await staff.create(
    'api::notice.notice',
    { title: `악성 질의 공지 ${Date.now()}`, category: 'general', postedAt: new Date().toISOString() },
    { publish: true },
  );
  const event = await staff.create(
    'api::calendar-event.calendar-event',
    {
      title: `악성 질의 일정 ${Date.now()}`,
      kind: 'rental',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    { publish: true },
  );
  const ids: Record<string, string> = {
    '/api/shows/:id': show.documentId,
    '/api/notices/:id': notice.documentId,
    '/api/calendar-events/:id': event.documentId,
  };
  const bases: Record<string, string> = {
    '/api/schedule': `from=${seoulDay(0)}&to=${seoulDay(7)}`,
    '/api/rental-busy-dates': `month=${seoulDay(0).slice(0, 7)}`,
  };

  const gets = inject('cms')
    .contentApiRoutes.filter((route) => route.startsWith('GET '))
    .map((route) => route.slice(4));
  for (const pattern of gets) {
    const concrete = ids[pattern]
      ? pattern.replace(':id', ids[pattern])
      : pattern.replace(/:[a-zA-Z]+/g, 'x').replace('(.*)', 'x');
    const base = bases[pattern] ?? '';
    const plain = await request(base ? `${concrete}?${base}` : concrete);
    expect(plain.status, `${pattern} without a query`).toBeLessThan(500);
    if (plain.status === 401 || plain.status === 403) excluded.push(pattern);
    else routes.push({ pattern, path: concrete, base });
  }
});

describe('a malformed public query is a 4xx, never a 5xx', () => {
  it('probes every public GET route, and the readable ones return 200 without a bad query', async () => {
    expect(routes.map((route) => route.pattern)).toEqual(expect.arrayContaining(EXPECTED_PUBLIC));
    expect(excluded).toEqual(
      expect.arrayContaining(['/api/users/me', '/api/rental-applications', '/api/rental-documents/:token']),
    );
    for (const route of routes.filter((route) => EXPECTED_PUBLIC.includes(route.pattern))) {
      expect((await request(route.base ? `${route.path}?${route.base}` : route.path)).status, route.pattern).toBe(200);
    }
  });

  it('the reproductions of the issue are 400s with a message naming the problem', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/api/shows?filters[startsAt][$gt]=not-a-date', /startsAt\.\$gt.*date/],
      ['/api/shows?filters[startsAt][$between]=x,y', /\$between/],
      ['/api/shows?filters[runningTimeMinutes][$gt]=abc', /runningTimeMinutes.*integer/],
      ['/api/shows?filters[$and]=1', /\$and/],
      [
        `/api/shows?${Array.from({ length: 300 }, (_, index) => `filters[id][$in][${index}]=${index}`).join('&')}`,
        /\$in.*100/,
      ],
      ['/api/notices?filters[postedAt][$gte]=2020-13-45', /postedAt.*date/],
      ['/api/popups?filters[sortOrder][$gt]=abc', /sortOrder.*integer/],
      ['/api/site-config?filters[latitude][$gt]=abc', /latitude.*number/],
    ];
    for (const [url, message] of cases) {
      const response = await request(url);
      expect(response.status, url).toBe(400);
      expect(response.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
      expect(response.body.error.message, url).toMatch(message);
      expect(response.body.error.details.errors[0].path[0]).toBe('query');
    }
  });

  it('generated malformed operators and values over every public route', async () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const route of routes) {
      const name = CONTENT_ROUTES[route.pattern];
      const queries = name ? malformedQueries(schemaOf(name)) : GENERIC_MALFORMED;
      for (const query of queries) {
        const url = `${route.path}?${route.base ? `${route.base}&` : ''}${query}`;
        const response = await request(url);
        const refused =
          response.status >= 400 && response.status < 500 && (!name || response.body.error?.name === 'ValidationError');
        if (!refused)
          wrong.push(`${response.status} ${route.pattern}?${query.slice(0, 120)}: ${response.text.slice(0, 160)}`);
        checked += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it('well-formed queries the site sends still return 200', async () => {
    const now = new Date().toISOString();
    for (const url of [
      `/api/shows?filters[startsAt][$gte]=${now}&filters[title][$containsi]=공연&sort[0]=startsAt:asc&pagination[page]=1&pagination[pageSize]=12`,
      `/api/shows?filters[startsAt][$between][0]=2020-01-01&filters[startsAt][$between][1]=${now}&filters[runningTimeMinutes][$gt]=30`,
      `/api/shows?filters[$or][0][isOrganized]=true&filters[$or][1][id][$in][0]=1&fields[0]=title&sort=title:desc,id`,
      '/api/notices?filters[postedAt][$gte]=2020-12-31&filters[category][$eq]=general&pagination[start]=0&pagination[limit]=5',
      '/api/popups?filters[sortOrder][$gt]=-1',
      '/api/site-config?filters[latitude][$gt]=-90.5',
      '/api/calendar-events?filters[kind][$in][0]=rental&filters[startsAt][$notNull]=true&sort=startsAt:asc',
      '/api/shows?populate=*&status=draft',
    ]) {
      const response = await request(url);
      expect(response.status, `${url}: ${response.text.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('query bounds (property-based)', () => {
  const show = schemaOf('show');
  const lookup = () => undefined;
  const verdict = (query: Record<string, unknown>): 'ok' | 'refused' => {
    try {
      checkPublicQuery(query, show, lookup);
      return 'ok';
    } catch (error) {
      expect((error as Error).name).toBe('ValidationError');
      return 'refused';
    }
  };

  it('any query of any shape is either accepted or refused with a ValidationError, never another error', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.constantFrom('$and', '$or', '$in', '$gt', 'title', 'startsAt', 'id'),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        tie('array'),
        tie('object'),
      ),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(
        fc.oneof(
          fc.string(),
          fc.constantFrom(
            '$and',
            '$or',
            '$not',
            '$in',
            '$between',
            '$gt',
            '$eq',
            '$containsi',
            'title',
            'startsAt',
            'runningTimeMinutes',
            'isOrganized',
            'id',
            '__proto__',
            'constructor',
          ),
        ),
        tie('value'),
        { maxKeys: 4 },
      ),
    }));
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('filters', 'sort', 'pagination', 'fields', 'populate', 'status', 'locale', 'other'),
          json.value,
          { maxKeys: 4 },
        ),
        (query) => {
          verdict(query);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a number filter is accepted exactly when the value is a finite number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)), (value) => {
        const expected = INTEGERISH.test(value.trim()) ? 'ok' : 'refused';
        expect(verdict({ filters: { runningTimeMinutes: { $gt: value } } })).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('a date filter is accepted exactly when the day exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const exists =
            month >= 1 && month <= 12 && day >= 1 && new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          expect(isRealDateTime(text)).toBe(exists);
          expect(verdict({ filters: { startsAt: { $gte: `${text}T10:00:00Z` } } })).toBe(exists ? 'ok' : 'refused');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('every real instant is accepted as it is written by toISOString', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(verdict({ filters: { startsAt: { $lt: date.toISOString() } } })).toBe('ok');
        },
      ),
    );
  });

  it('$in takes 1 to 100 values, whatever they are', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e6 }).map(String), { maxLength: 150 }), (values) => {
        const expected = values.length >= 1 && values.length <= QUERY_BOUNDS.maxListValues ? 'ok' : 'refused';
        expect(verdict({ filters: { id: { $in: values } } })).toBe(expected);
      }),
    );
  });
});

const INTEGERISH = /^[+-]?\d{1,15}$/;
