import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { parseLocaleParam, type Locale } from '@hall/contract/locales';
import { checkPublicQuery, type SchemaLike } from './query-bounds';
import { isLocalizedType, KOREAN_ROWS } from '../localization/locales';
import { documentsMatchingIn, inLocale } from '../localization/overlay';

type Filters = Record<string, unknown>;

export interface PublicQueryRules {
  /** The only relations and media a public read may populate, with the fields it may return. */
  populate?: Record<string, unknown>;
  /** Conditions that always apply, whatever the client asks for. */
  requiredFilters?: Filters;
  /** Replaces the client's sort. */
  sort?: string[];
  /** The only fields the read returns; a client's `fields` can narrow them, never widen them. */
  fields?: string[];
}

/**
 * Rewrites the query of a public read: the client keeps filters, sort, fields and paging (any other
 * parameter is dropped), but never chooses what is populated, never reads drafts (`status`) or beyond the
 * conditions that always apply (for example a hidden notice). `locale` (ko or en, docs/decisions/038)
 * is kept in `ctx.state.publicRead.locale` for the controller; Strapi's own `locale` never reaches a read. First the client's query is checked
 * against the content type (utils/query-bounds.ts): a malformed one is a 400, never a database error.
 */
export function applyPublicQueryRules(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.ContentType,
  rules: PublicQueryRules,
): void {
  checkPublicQuery(
    ctx.query as Record<string, unknown>,
    strapi.contentType(uid),
    (model) => strapi.getModel(model as UID.Schema) as SchemaLike | undefined,
  );
  const { filters, sort, pagination, fields, locale } = ctx.query as Record<string, unknown>;

  const query: Record<string, unknown> = {};
  if (sort !== undefined) query.sort = sort;
  if (pagination !== undefined) query.pagination = pagination;
  if (fields !== undefined) query.fields = fields;
  if (rules.populate) query.populate = rules.populate;
  if (rules.sort) query.sort = rules.sort;
  if (rules.fields) query.fields = narrowedFields(rules.fields, fields);

  const clientFilters = isPlainObject(filters) ? filters : undefined;
  if (rules.requiredFilters && clientFilters) query.filters = { $and: [clientFilters, rules.requiredFilters] };
  else if (rules.requiredFilters) query.filters = rules.requiredFilters;
  else if (clientFilters) query.filters = clientFilters;

  ctx.query = query;
  ctx.state.publicRead = {
    clientFilters,
    requiredFilters: rules.requiredFilters,
    // checkPublicQuery has refused anything else.
    locale: parseLocaleParam(locale) ?? 'ko',
  } satisfies PublicReadState;
}

/** What a public read's controller needs to tell the client's filters from the server's. */
export interface PublicReadState {
  clientFilters?: Filters;
  requiredFilters?: Filters;
  /** A detail read for a preview with a valid token (docs/decisions/017): the document's draft. */
  draft?: boolean;
  /** The language asked for (docs/decisions/038). */
  locale: Locale;
}

function narrowedFields(allowed: string[], requested: unknown): string[] {
  const asked = (Array.isArray(requested) ? requested : typeof requested === 'string' ? requested.split(',') : []).map(
    (field) => String(field).trim(),
  );
  const kept = allowed.filter((field) => asked.includes(field));
  return kept.length > 0 ? kept : allowed;
}

function isPlainObject(value: unknown): value is Filters {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of an uploaded image that the public site needs to render it responsively. */
export const IMAGE_FIELDS = ['url', 'alternativeText', 'width', 'height', 'formats'];
/** The fields of a downloadable file. */
export const FILE_FIELDS = ['url', 'name', 'ext', 'mime', 'size'];

/** Combines filter objects with `$and`, leaving out the missing ones. */
export function allOf(...conditions: unknown[]): { $and: unknown[] } {
  return { $and: conditions.filter((condition) => condition != null) };
}

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;

/**
 * A page of a public list, read straight from the query engine: the route's public-read
 * middleware has fixed `fields`, `populate` and the required filters; only the client's `filters`
 * go through Strapi's query validation and sanitisation (which refuse filters on private fields).
 * Sort and paging are parsed here against the list's own rules. Strapi's generic path (permission
 * ability, traversal of every query part, a transaction per read, output sanitisation) costs most
 * of a list request; the response has the shape of the core controller's.
 */
export async function findPublicPage(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.ContentType,
  rules: { sortable: string[]; defaultSort: string[] },
) {
  const contentType = strapi.contentType(uid);
  const { fields, populate, sort, pagination } = ctx.query as Record<string, unknown>;
  const { clientFilters, requiredFilters, locale } = ctx.state.publicRead as PublicReadState;
  const localized = isLocalizedType(uid);
  let filters: unknown;
  if (clientFilters) {
    await strapi.contentAPI.validate.query({ filters: clientFilters }, contentType, {});
    filters = (
      (await strapi.contentAPI.sanitize.query({ filters: clientFilters }, contentType, {})) as { filters?: unknown }
    ).filters;
  }
  const { page, pageSize } = parsePagination(pagination);
  // In English, a search also finds a document by its English texts (localization/overlay.ts).
  const translatedMatches = localized && filters ? await documentsMatchingIn(strapi, uid, filters, locale) : [];
  const clientCondition =
    translatedMatches.length > 0 ? { $or: [filters, { documentId: { $in: translatedMatches } }] } : (filters ?? {});
  const result = await strapi.db.query(uid).findPage({
    select: ['id', 'documentId', ...(fields as string[])],
    where: {
      $and: [clientCondition, requiredFilters ?? {}, { publishedAt: { $notNull: true } }, localized ? KOREAN_ROWS : {}],
    },
    orderBy: parseSort(sort ?? rules.defaultSort, rules.sortable),
    populate: dbPopulate(populate, contentType),
    page,
    pageSize,
  });
  const data = localized ? await inLocale(strapi, uid, result.results, locale) : result.results;
  return { data, meta: { pagination: result.pagination } };
}

function parseSort(sort: unknown, sortable: string[]): Array<Record<string, 'asc' | 'desc'>> {
  const entries = (Array.isArray(sort) ? sort : String(sort).split(','))
    .map((entry) => String(entry).trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const [field, direction = 'asc'] = entry.split(':');
    const order = direction.toLowerCase();
    if (!sortable.includes(field) || (order !== 'asc' && order !== 'desc'))
      throw new errors.ValidationError(`Invalid sort: ${entry}`);
    return { [field]: order as 'asc' | 'desc' };
  });
}

function parsePagination(pagination: unknown): { page: number; pageSize: number } {
  const given = isPlainObject(pagination) ? pagination : {};
  const integer = (name: string, fallback: number) => {
    if (given[name] === undefined) return fallback;
    const value = Number(given[name]);
    if (!Number.isInteger(value)) throw new errors.ValidationError(`Invalid pagination ${name}`);
    return value;
  };
  const cap = (size: number) => (size === -1 || size > MAX_PAGE_SIZE ? MAX_PAGE_SIZE : Math.max(1, size));
  if (given.start !== undefined || given.limit !== undefined) {
    const limit = cap(integer('limit', DEFAULT_PAGE_SIZE));
    return { page: Math.floor(Math.max(0, integer('start', 0)) / limit) + 1, pageSize: limit };
  }
  return { page: Math.max(1, integer('page', 1)), pageSize: cap(integer('pageSize', DEFAULT_PAGE_SIZE)) };
}

export interface Neighbour {
  documentId: string;
  title: string;
  /** The language of its title (localized types, docs/decisions/038). */
  locale?: Locale;
  [dateField: string]: string | undefined;
}

/**
 * One published entry of a public read by document id, with the entries right before and after it
 * by `dateField` (the detail page's previous/next links, so that the page needs one request), read
 * from the query engine like findPublicPage. Responds 404 to an unknown, unpublished or excluded
 * (hidden) entry alike. For a preview (`draft`), the document's draft instead, between its published
 * neighbours.
 */
export async function findPublicOne(strapi: Core.Strapi, ctx: Context, uid: UID.ContentType, dateField: string) {
  const { populate } = ctx.query as Record<string, unknown>;
  const { requiredFilters, draft, locale } = ctx.state.publicRead as PublicReadState;
  const localized = isLocalizedType(uid);
  const korean = localized ? KOREAN_ROWS : {};
  const published = { publishedAt: { $notNull: true } };
  const found = await strapi.db.query(uid).findOne({
    select: publicColumnsOf(strapi, uid),
    where: {
      $and: [
        { documentId: ctx.params.id },
        requiredFilters ?? {},
        draft ? { publishedAt: { $null: true } } : published,
        korean,
      ],
    },
    populate: dbPopulate(populate, strapi.contentType(uid)),
  });
  if (!found) return ctx.notFound();
  const [entry] = localized ? await inLocale(strapi, uid, [found], locale, { draft }) : [found];
  // A draft without its date gets one when it is published (a notice's 게시일): shown as now.
  if (draft && entry[dateField] == null) entry[dateField] = new Date().toISOString();

  const neighbour = async (operator: '$lt' | '$gt', direction: 'asc' | 'desc') => {
    const row = await strapi.db.query(uid).findOne({
      select: ['documentId', 'title', dateField],
      where: { $and: [{ [dateField]: { [operator]: entry[dateField] } }, requiredFilters ?? {}, published, korean] },
      orderBy: [{ [dateField]: direction }, { id: direction }],
    });
    if (!row) return null;
    const [inLanguage] = localized ? await inLocale(strapi, uid, [row], locale) : [row];
    return {
      documentId: inLanguage.documentId,
      title: inLanguage.title,
      [dateField]: new Date(row[dateField]).toISOString(),
      ...(localized ? { locale: inLanguage.locale } : {}),
    } as Neighbour;
  };
  const [previous, next] = await Promise.all([neighbour('$lt', 'desc'), neighbour('$gt', 'asc')]);
  return { data: entry, meta: { adjacent: { previous, next } } };
}

const NOT_COLUMNS = new Set(['relation', 'media', 'component', 'dynamiczone']);
const publicColumns = new Map<string, string[]>();

/** The content type's own values a detail returns: every attribute that is neither private nor a relation. */
function publicColumnsOf(strapi: Core.Strapi, uid: UID.ContentType): string[] {
  let columns = publicColumns.get(uid);
  if (!columns) {
    const { attributes } = strapi.contentType(uid);
    columns = [
      'id',
      'documentId',
      ...Object.entries(attributes)
        .filter(([, attribute]) => !NOT_COLUMNS.has(attribute.type) && !(attribute as { private?: boolean }).private)
        .map(([name]) => name)
        .filter((name) => !['id', 'documentId', 'locale'].includes(name)),
    ];
    publicColumns.set(uid, columns);
  }
  return columns;
}

/**
 * The middleware's `populate` (`{ poster: { fields } }`) in the query engine's terms. A component
 * has no documentId: its own id and fields only.
 */
function dbPopulate(
  populate: unknown,
  contentType: { attributes: Record<string, { type: string }> },
): Record<string, { select: string[] }> {
  if (!isPlainObject(populate)) return {};
  return Object.fromEntries(
    Object.entries(populate as Record<string, { fields: string[] }>).map(([name, { fields }]) => [
      name,
      {
        select:
          contentType.attributes[name]?.type === 'component' ? ['id', ...fields] : ['id', 'documentId', ...fields],
      },
    ]),
  );
}
