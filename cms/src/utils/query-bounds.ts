import { errors } from '@strapi/utils';
import { parseLocaleParam } from '@hall/contract/locales';

/**
 * The bounds of a public read's query (docs/decisions/018): every filter, sort, field, page and
 * populate a client sends is checked against the content type's attributes before any query is
 * built, so that a malformed one is a 400 with its path, never a database error (a 500 and a
 * stack trace in the log). Strapi's own validateQuery checks the keys only; the query engine
 * throws plain Errors for values it cannot convert (`Expected a valid Number`, an invalid date),
 * and an `$in` of more than 100 values arrives as an object (qs's arrayLimit).
 */

export interface AttributeLike {
  type: string;
  private?: boolean;
  target?: string;
  component?: string;
  enum?: string[];
}

export interface SchemaLike {
  attributes: Record<string, AttributeLike>;
}

/** The schema of a relation's target or a component, by uid. */
export type SchemaLookup = (uid: string) => SchemaLike | undefined;

export const QUERY_BOUNDS = {
  /** Values of one `$in` / `$notIn`. */
  maxListValues: 100,
  /** Conditions (leaves) in one filter tree. */
  maxConditions: 40,
  /** Nesting of `$and` / `$or` / `$not` and relations. */
  maxDepth: 6,
  /** Characters of one filter value: titles are searched, not documents. */
  maxValueLength: 200,
  maxSortEntries: 5,
  maxFields: 40,
  maxPage: 100_000,
} as const;

/**
 * The top-level parameters of a public read; any other one is dropped before the read and before
 * the public cache keys the response (http-cache/keys.ts).
 */
export const PUBLIC_QUERY_PARAMETERS = [
  'filters',
  'sort',
  'pagination',
  'fields',
  'populate',
  'status',
  'locale',
] as const;

const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid', 'enumeration']);
const INTEGER_TYPES = new Set(['integer', 'biginteger']);
const DECIMAL_TYPES = new Set(['float', 'decimal']);
const DATETIME_TYPES = new Set(['datetime', 'timestamp']);
const SCALAR_TYPES = new Set([
  ...TEXT_TYPES,
  ...INTEGER_TYPES,
  ...DECIMAL_TYPES,
  ...DATETIME_TYPES,
  'date',
  'time',
  'boolean',
]);
const NESTED_TYPES = new Set(['relation', 'media', 'component']);
const UPLOAD_FILE = 'plugin::upload.file';

/** Attributes every document has without them being listed in its schema. */
const BUILT_IN: Record<string, AttributeLike> = { id: { type: 'integer' }, documentId: { type: 'string' } };

const COMPARISONS = new Set(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte']);
const TEXT_OPERATORS = new Set([
  '$eqi',
  '$nei',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);
const LIST_OPERATORS = new Set(['$in', '$notIn']);
const PRESENCE_OPERATORS = new Set(['$null', '$notNull']);

const BOOLEAN_TEXT = new Set(['true', 'false', 't', 'f', '1', '0']);
const INTEGER = /^[+-]?\d{1,15}$/;
const DECIMAL = /^[+-]?(\d{1,15}(\.\d{0,15})?|\.\d{1,15})([eE][+-]?\d{1,3})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const TIME = /^(2[0-3]|[01]\d):([0-5]\d):([0-5]\d)(\.\d{1,3})?$/;

const isOwnKey = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

function refuse(message: string, path: string[]): never {
  throw new errors.ValidationError(message, {
    errors: [{ path: ['query', ...path], message, name: 'ValidationError' }],
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isRealDay(year: string, month: string, day: string): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/** Whether `value` names a real instant: a real calendar day, a real time of day and offset. */
export function isRealDateTime(value: string): boolean {
  const match = DATETIME.exec(value);
  if (!match) return false;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', offset] = match;
  if (!isRealDay(year, month, day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return false;
  if (
    offset &&
    offset !== 'Z' &&
    (Number(offset.slice(1, 3)) > 23 || Number(offset.replace(':', '').slice(3) || 0) > 59)
  )
    return false;
  return !Number.isNaN(Date.parse(value.replace(' ', 'T')));
}

function scalarProblem(value: unknown, attribute: AttributeLike): string | null {
  if (typeof value === 'boolean' || typeof value === 'number') {
    if (attribute.type === 'boolean')
      return typeof value === 'boolean' || value === 0 || value === 1 ? null : 'must be true or false';
    if (typeof value === 'number') return Number.isFinite(value) ? null : 'must be a finite number';
  }
  if (typeof value !== 'string') return 'must be a single value';
  if (value.length > QUERY_BOUNDS.maxValueLength) return `must be at most ${QUERY_BOUNDS.maxValueLength} characters`;
  const text = value.trim();
  const { type } = attribute;
  if (TEXT_TYPES.has(type)) return null;
  if (INTEGER_TYPES.has(type)) return INTEGER.test(text) ? null : 'must be an integer';
  if (DECIMAL_TYPES.has(type)) return DECIMAL.test(text) && Number.isFinite(Number(text)) ? null : 'must be a number';
  if (type === 'boolean') return BOOLEAN_TEXT.has(text) ? null : 'must be true or false';
  if (DATETIME_TYPES.has(type)) return isRealDateTime(text) ? null : 'must be a real date and time (ISO 8601)';
  if (type === 'date') {
    const match = DAY.exec(text);
    return match && isRealDay(match[1], match[2], match[3]) ? null : 'must be a real date (YYYY-MM-DD)';
  }
  if (type === 'time') return TIME.test(text) ? null : 'must be a time (HH:mm:ss)';
  return 'cannot be filtered on';
}

function checkScalar(value: unknown, attribute: AttributeLike, path: string[]): void {
  const problem = scalarProblem(value, attribute);
  if (problem) refuse(`Invalid filter value at ${path.join('.')}: ${problem}`, path);
}

interface Walk {
  lookup: SchemaLookup;
  conditions: number;
}

/** An own, public attribute of the schema (or id / documentId); anything else is an invalid key. */
function attributeOf(schema: SchemaLike, key: string, path: string[]): AttributeLike {
  const attribute = isOwnKey(BUILT_IN, key)
    ? BUILT_IN[key]
    : isOwnKey(schema.attributes, key)
      ? schema.attributes[key]
      : undefined;
  if (!attribute || attribute.private || attribute.type === 'password') refuse(`Invalid key ${key}`, path);
  return attribute;
}

function nestedSchema(attribute: AttributeLike, walk: Walk): SchemaLike | undefined {
  if (attribute.type === 'media') return walk.lookup(UPLOAD_FILE);
  if (attribute.type === 'relation' && attribute.target) return walk.lookup(attribute.target);
  if (attribute.type === 'component' && attribute.component) return walk.lookup(attribute.component);
  return undefined;
}

function countCondition(walk: Walk, path: string[]): void {
  walk.conditions += 1;
  if (walk.conditions > QUERY_BOUNDS.maxConditions)
    refuse(`Too many filter conditions (at most ${QUERY_BOUNDS.maxConditions})`, path);
}

function checkFilterTree(filters: unknown, schema: SchemaLike, walk: Walk, path: string[], depth: number): void {
  if (depth > QUERY_BOUNDS.maxDepth)
    refuse(`Filters are nested too deeply (at most ${QUERY_BOUNDS.maxDepth} levels)`, path);
  if (!isPlainObject(filters)) refuse(`Invalid filters at ${path.join('.')}: must be an object of conditions`, path);
  for (const key of Object.keys(filters)) {
    const value = filters[key];
    const here = [...path, key];
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0)
        refuse(`Invalid filters at ${here.join('.')}: ${key} takes a list of conditions`, here);
      value.forEach((condition, index) =>
        checkFilterTree(condition, schema, walk, [...here, String(index)], depth + 1),
      );
    } else if (key === '$not') {
      checkFilterTree(value, schema, walk, here, depth + 1);
    } else if (key.startsWith('$')) {
      refuse(`Invalid operator ${key} at ${path.join('.') || 'filters'}`, here);
    } else {
      const attribute = attributeOf(schema, key, here);
      const nested = NESTED_TYPES.has(attribute.type) ? nestedSchema(attribute, walk) : undefined;
      if (nested) checkFilterTree(value, nested, walk, here, depth + 1);
      else if (SCALAR_TYPES.has(attribute.type)) checkAttributeCondition(value, attribute, walk, here, depth + 1);
      else refuse(`Invalid key ${key}: it cannot be filtered on`, here);
    }
  }
}

/** The condition on one scalar attribute: a value (equality) or an object of operators. */
function checkAttributeCondition(
  condition: unknown,
  attribute: AttributeLike,
  walk: Walk,
  path: string[],
  depth: number,
): void {
  if (depth > QUERY_BOUNDS.maxDepth)
    refuse(`Filters are nested too deeply (at most ${QUERY_BOUNDS.maxDepth} levels)`, path);
  if (!isPlainObject(condition)) {
    countCondition(walk, path);
    return checkScalar(condition, attribute, path);
  }
  const operators = Object.keys(condition);
  if (operators.length === 0) refuse(`Invalid filters at ${path.join('.')}: an empty condition`, path);
  for (const operator of operators) {
    const value = condition[operator];
    const here = [...path, operator];
    countCondition(walk, here);
    if (operator === '$not') {
      if (!isPlainObject(value)) refuse(`Invalid filters at ${here.join('.')}: $not takes a condition`, here);
      checkAttributeCondition(value, attribute, walk, here, depth + 1);
    } else if (COMPARISONS.has(operator)) {
      if (value === null && (operator === '$eq' || operator === '$ne')) continue;
      checkScalar(value, attribute, here);
    } else if (TEXT_OPERATORS.has(operator)) {
      if (!TEXT_TYPES.has(attribute.type))
        refuse(`Invalid operator ${operator} at ${path.join('.')}: it applies to text only`, here);
      checkScalar(value, attribute, here);
    } else if (LIST_OPERATORS.has(operator)) {
      const values = Array.isArray(value)
        ? value
        : isPlainObject(value)
          ? refuse(
              `Invalid filter value at ${here.join('.')}: ${operator} takes at most ${QUERY_BOUNDS.maxListValues} values`,
              here,
            )
          : [value];
      if (values.length === 0 || values.length > QUERY_BOUNDS.maxListValues) {
        refuse(
          `Invalid filter value at ${here.join('.')}: ${operator} takes 1 to ${QUERY_BOUNDS.maxListValues} values`,
          here,
        );
      }
      values.forEach((item, index) => checkScalar(item, attribute, [...here, String(index)]));
    } else if (operator === '$between') {
      if (!Array.isArray(value) || value.length !== 2)
        refuse(`Invalid filter value at ${here.join('.')}: $between takes exactly two values`, here);
      value.forEach((item, index) => checkScalar(item, attribute, [...here, String(index)]));
    } else if (PRESENCE_OPERATORS.has(operator)) {
      checkScalar(value, { type: 'boolean' }, here);
    } else {
      refuse(`Invalid operator ${operator} at ${path.join('.')}`, here);
    }
  }
}

/** Checks a client's `filters` against `schema`; throws a ValidationError (400) for the first problem. */
export function checkFilters(filters: unknown, schema: SchemaLike, lookup: SchemaLookup): void {
  if (filters === undefined) return;
  checkFilterTree(filters, schema, { lookup, conditions: 0 }, ['filters'], 0);
}

function listOfNames(value: unknown, parameter: string, limit: number): string[] {
  const names =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value)
        ? value
        : refuse(`Invalid ${parameter}: a name or a list of names`, [parameter]);
  if (names.length > limit) refuse(`Invalid ${parameter}: at most ${limit} entries`, [parameter]);
  return names.map((name, index) =>
    typeof name === 'string'
      ? name.trim()
      : refuse(`Invalid ${parameter}: a name or a list of names`, [parameter, String(index)]),
  );
}

/** `sort=title`, `sort=title:desc,id` or `sort[0]=startsAt:asc`, on scalar public attributes. */
export function checkSort(sort: unknown, schema: SchemaLike): void {
  if (sort === undefined) return;
  for (const entry of listOfNames(sort, 'sort', QUERY_BOUNDS.maxSortEntries)) {
    const [field, direction, ...rest] = entry.split(':');
    const attribute = attributeOf(schema, field, ['sort', field]);
    if (
      !SCALAR_TYPES.has(attribute.type) ||
      rest.length > 0 ||
      (direction !== undefined && !/^(asc|desc)$/i.test(direction))
    ) {
      refuse(`Invalid sort: ${entry}`, ['sort']);
    }
  }
}

/** `fields=title,startsAt` or `fields[0]=title`: own scalar public attributes only. */
export function checkFields(fields: unknown, schema: SchemaLike): void {
  if (fields === undefined) return;
  for (const field of listOfNames(fields, 'fields', QUERY_BOUNDS.maxFields)) {
    if (field === '*') continue;
    const attribute = attributeOf(schema, field, ['fields', field]);
    if (!SCALAR_TYPES.has(attribute.type) && attribute.type !== 'blocks' && attribute.type !== 'json')
      refuse(`Invalid field ${field}`, ['fields', field]);
  }
}

/** Page numbers and sizes are whole numbers in range; page and offset paging are not mixed. */
export function checkPagination(pagination: unknown): void {
  if (pagination === undefined) return;
  if (!isPlainObject(pagination))
    refuse('Invalid pagination: an object of page and pageSize (or start and limit)', ['pagination']);
  const limits: Record<string, [number, number]> = {
    page: [1, QUERY_BOUNDS.maxPage],
    pageSize: [1, Number.MAX_SAFE_INTEGER],
    start: [0, Number.MAX_SAFE_INTEGER],
    limit: [-1, Number.MAX_SAFE_INTEGER],
  };
  for (const [name, value] of Object.entries(pagination)) {
    if (name === 'withCount') {
      checkScalar(value, { type: 'boolean' }, ['pagination', name]);
      continue;
    }
    if (!isOwnKey(limits, name)) refuse(`Invalid pagination parameter ${name}`, ['pagination', name]);
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    const [min, max] = limits[name];
    if (
      !/^-?\d{1,16}$/.test(text) ||
      Number(text) < min ||
      Number(text) > max ||
      (name === 'limit' && Number(text) === 0)
    ) {
      refuse(`Invalid pagination ${name}: a whole number from ${min}`, ['pagination', name]);
    }
  }
  const pageBased = 'page' in pagination || 'pageSize' in pagination;
  const offsetBased = 'start' in pagination || 'limit' in pagination;
  if (pageBased && offsetBased)
    refuse('Invalid pagination: page and pageSize cannot be mixed with start and limit', ['pagination']);
}

/**
 * A public read never populates what the client asks (the route decides), but a populate that
 * names nothing of the content type is refused rather than silently ignored.
 */
export function checkPopulate(populate: unknown, schema: SchemaLike): void {
  if (populate === undefined) return;
  if (typeof populate === 'string' || Array.isArray(populate)) {
    for (const name of listOfNames(populate, 'populate', QUERY_BOUNDS.maxFields)) {
      if (name !== '*') populatedAttribute(schema, name);
    }
    return;
  }
  if (!isPlainObject(populate)) refuse('Invalid populate', ['populate']);
  for (const name of Object.keys(populate)) populatedAttribute(schema, name);
}

function populatedAttribute(schema: SchemaLike, name: string): void {
  const attribute = attributeOf(schema, name, ['populate', name]);
  if (!NESTED_TYPES.has(attribute.type) && attribute.type !== 'dynamiczone')
    refuse(`Invalid populate: ${name} is not a relation`, ['populate', name]);
}

/**
 * The whole query of a public read of `schema`: each known parameter well formed (others are dropped).
 * Throws Strapi's ValidationError (400, `error.details.errors[0].path`) for the first problem found.
 */
export function checkPublicQuery(query: Record<string, unknown>, schema: SchemaLike, lookup: SchemaLookup): void {
  const { filters, sort, fields, pagination, populate, status, locale } = query;
  checkFilters(filters, schema, lookup);
  checkSort(sort, schema);
  checkFields(fields, schema);
  checkPagination(pagination);
  checkPopulate(populate, schema);
  if (status !== undefined && status !== 'draft' && status !== 'published')
    refuse('Invalid status: draft or published', ['status']);
  // The site's languages (docs/decisions/038): absent is Korean.
  if (parseLocaleParam(locale) === null) refuse('Invalid locale: ko or en', ['locale']);
}
