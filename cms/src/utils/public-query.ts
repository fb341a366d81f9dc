import type { Context } from 'koa';

type Filters = Record<string, unknown>;

export interface PublicQueryRules {
  /** The only relations and media a public read may populate, with the fields it may return. */
  populate?: Record<string, unknown>;
  /** Conditions that always apply, whatever the client asks for. */
  requiredFilters?: Filters;
  /** Replaces the client's sort. */
  sort?: string[];
}

/**
 * Rewrites the query of a public read: the client keeps filters, sort, fields and paging,
 * but never chooses what is populated, never reads drafts (`status`), locales or beyond the
 * conditions that always apply (for example a hidden notice).
 */
export function applyPublicQueryRules(ctx: Context, rules: PublicQueryRules): void {
  const { populate: _populate, status: _status, locale: _locale, filters, ...rest } = ctx.query as Record<string, unknown>;

  const query: Record<string, unknown> = { ...rest };
  if (rules.populate) query.populate = rules.populate;
  if (rules.sort) query.sort = rules.sort;

  const clientFilters = isPlainObject(filters) ? filters : undefined;
  if (rules.requiredFilters && clientFilters) query.filters = { $and: [clientFilters, rules.requiredFilters] };
  else if (rules.requiredFilters) query.filters = rules.requiredFilters;
  else if (clientFilters) query.filters = clientFilters;

  ctx.query = query;
}

function isPlainObject(value: unknown): value is Filters {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of an uploaded image that the public site needs to render it responsively. */
export const IMAGE_FIELDS = ['url', 'alternativeText', 'width', 'height', 'formats'];
/** The fields of a downloadable file. */
export const FILE_FIELDS = ['url', 'name', 'ext', 'mime', 'size'];

/**
 * Combines filter objects with `$and`. Strapi's generated filter types cannot follow a
 * client-supplied filter tree, so the result is typed for the document service's `filters`.
 */
export function allOf(...conditions: unknown[]): any {
  return { $and: conditions.filter((condition) => condition != null) };
}
