import {
  ACCESS_KEYS,
  ACCESS_PARAMETER_MAX_LENGTH,
  canonicalAccessKeys,
  isAccessKey,
  type AccessKey,
} from './access-keys';
import { hasForbiddenCharacters, PLAIN_TEXT_MESSAGES } from './plain-text';

export { ACCESS_KEYS, accessKeysOf, accessParameterOf, canonicalAccessKeys, type AccessKey } from './access-keys';

/**
 * Barrier-free information (docs/decisions/039): the services a show offers (배리어프리 서비스) and
 * the hall's own facilities. One list of services, read by the cms (the show's access fields, the
 * show list's `access` parameter, the cache key), the site (icons and words, the filter, the
 * JSON-LD) and the admin panel's labels.
 */

export interface AccessService {
  /** The word in an address: `/show/schedule?access=captions,wheelchair`, `/api/shows?access=…`. */
  key: AccessKey;
  /** The boolean field of the show's access component (`show.access`). */
  field: string;
  /** The field of the note that says which performances offer it, for a service given at some of them only. */
  noteField: string | null;
  ko: string;
  en: string;
  /**
   * schema.org's `accessibilityFeature` value (the W3C accessibility vocabulary) on the performed
   * work, where the vocabulary has one: wheelchair seating and a relaxed performance have none and
   * are said in `accessibilitySummary` instead.
   */
  schemaOrg: string | null;
}

export const ACCESS_SERVICES = [
  {
    key: 'captions',
    field: 'captions',
    noteField: 'captionsNote',
    ko: '한글자막',
    en: 'Korean captions',
    schemaOrg: 'captions',
  },
  {
    key: 'audio-description',
    field: 'audioDescription',
    noteField: 'audioDescriptionNote',
    ko: '음성해설',
    en: 'Audio description',
    schemaOrg: 'audioDescription',
  },
  {
    key: 'sign-language',
    field: 'signLanguage',
    noteField: 'signLanguageNote',
    ko: '수어해설',
    en: 'Sign-language interpretation',
    schemaOrg: 'signLanguage',
  },
  {
    key: 'touch-tour',
    field: 'touchTour',
    noteField: 'touchTourNote',
    ko: '터치투어',
    en: 'Touch tour',
    schemaOrg: 'tactileObject',
  },
  {
    key: 'wheelchair',
    field: 'wheelchair',
    noteField: null,
    ko: '휠체어석',
    en: 'Wheelchair seating',
    schemaOrg: null,
  },
  {
    key: 'relaxed',
    field: 'relaxed',
    noteField: 'relaxedNote',
    ko: '편안한 공연',
    en: 'Relaxed performance',
    schemaOrg: null,
  },
] as const satisfies readonly AccessService[];

export type AccessField = (typeof ACCESS_SERVICES)[number]['field'];
export type AccessNoteField = NonNullable<(typeof ACCESS_SERVICES)[number]['noteField']>;

/** The longest note (`captionsNote`, …), as the component's schema says. */
export const ACCESS_NOTE_MAX_LENGTH = 100;

/** The access component of a show as the API returns it: null for a show saved before it existed. */
export type ShowAccess = Partial<Record<AccessField, boolean | null> & Record<AccessNoteField, string | null>>;

export const ACCESS_NOTE_MESSAGES = {
  tooLong: `회차 안내는 ${ACCESS_NOTE_MAX_LENGTH}자 이내로 입력해주세요.`,
  characters: PLAIN_TEXT_MESSAGES.singleLine,
} as const;

/** A refused note, in Strapi's ValidationError details shape (the admin panel shows it on the field). */
export interface AccessNoteError {
  path: ['access', AccessNoteField];
  message: string;
  name: 'ValidationError';
}

/**
 * Every note that breaks the rules: one line of plain text (no control or direction characters), at
 * most ACCESS_NOTE_MAX_LENGTH characters. Checked on every save, drafts too (Strapi checks a
 * schema's regex only when it publishes).
 */
export function accessNoteErrors(access: unknown): AccessNoteError[] {
  if (typeof access !== 'object' || access === null) return [];
  const errors: AccessNoteError[] = [];
  for (const service of ACCESS_SERVICES) {
    if (!service.noteField) continue;
    const note = (access as Record<string, unknown>)[service.noteField];
    if (typeof note !== 'string') continue;
    const refuse = (message: string) =>
      errors.push({ path: ['access', service.noteField], message, name: 'ValidationError' });
    if (note.length > ACCESS_NOTE_MAX_LENGTH) refuse(ACCESS_NOTE_MESSAGES.tooLong);
    else if (hasForbiddenCharacters(note)) refuse(ACCESS_NOTE_MESSAGES.characters);
  }
  return errors;
}

/** A service a show offers, with its note (trimmed; null when there is none). */
export interface OfferedService {
  service: (typeof ACCESS_SERVICES)[number];
  note: string | null;
}

/** The services a show offers, in the list's order; none for a show without the component. */
export function offeredServices(access: ShowAccess | null | undefined): OfferedService[] {
  if (!access) return [];
  return ACCESS_SERVICES.filter((service) => access[service.field] === true).map((service) => {
    const note = service.noteField ? access[service.noteField] : null;
    return { service, note: typeof note === 'string' && note.trim() ? note.trim() : null };
  });
}

/**
 * The bounds of the `access` parameter: each service at most once, a key is short, the whole
 * parameter too. Anything else is refused by the API (400) and ignored by the pages.
 */
export const ACCESS_PARAMETER_BOUNDS = {
  maxKeys: ACCESS_SERVICES.length,
  maxLength: ACCESS_PARAMETER_MAX_LENGTH,
} as const;

export type AccessParameter = { ok: true; keys: AccessKey[] } | { ok: false; problem: string };

/**
 * The API's reading of `access` (`captions,wheelchair`, or repeated `access=…&access=…`, as qs
 * hands it over): one or more known keys, each once, sorted in the list's order. An empty, unknown,
 * repeated, over-long or control-character key, a nested value or more keys than there are
 * services is refused with the problem in English (the API's 400 message).
 */
export function parseAccessParameter(value: unknown): AccessParameter {
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!parts || parts.length === 0 || parts.length > ACCESS_PARAMETER_BOUNDS.maxKeys)
    return { ok: false, problem: 'access takes a comma-separated list of services' };
  if (parts.some((part) => typeof part !== 'string'))
    return { ok: false, problem: 'access takes a comma-separated list of services' };
  const joined = (parts as string[]).join(',');
  if (joined.length > ACCESS_PARAMETER_BOUNDS.maxLength)
    return { ok: false, problem: `access must be at most ${ACCESS_PARAMETER_BOUNDS.maxLength} characters` };
  if (hasForbiddenCharacters(joined)) return { ok: false, problem: 'access must not hold control characters' };
  const keys = joined.split(',').map((key) => key.trim());
  if (keys.length > ACCESS_PARAMETER_BOUNDS.maxKeys)
    return { ok: false, problem: `access takes at most ${ACCESS_PARAMETER_BOUNDS.maxKeys} services` };
  const unknown = keys.find((key) => !isAccessKey(key));
  if (unknown !== undefined)
    return { ok: false, problem: `Unknown access service "${unknown}": one of ${ACCESS_KEYS.join(', ')}` };
  if (new Set(keys).size !== keys.length) return { ok: false, problem: 'access names a service twice' };
  return { ok: true, keys: canonicalAccessKeys(keys as AccessKey[]) };
}

/** The filter on the show list for these keys: every named service offered (Strapi's filter shape). */
export function accessFilter(keys: readonly AccessKey[]): Record<string, unknown> | undefined {
  if (keys.length === 0) return undefined;
  const byKey = new Map<string, AccessField>(ACCESS_SERVICES.map((service) => [service.key, service.field]));
  return { access: Object.fromEntries(keys.map((key) => [byKey.get(key)!, { $eq: true }])) };
}

/**
 * The hall's own barrier-free facilities (the site config's `accessFacilities`, shown on
 * /about/info and as the venue's `amenityFeature` in a show's JSON-LD), in the order the page
 * lists them. `kind` says how the value reads: text, a count of places, or yes/no.
 */
export const ACCESS_FACILITIES = [
  { field: 'entrance', kind: 'text', ko: '휠체어 출입 동선', en: 'Wheelchair entrance' },
  { field: 'elevator', kind: 'text', ko: '엘리베이터', en: 'Lifts' },
  { field: 'wheelchairSeats', kind: 'count', ko: '휠체어석', en: 'Wheelchair spaces' },
  { field: 'companionSeats', kind: 'count', ko: '동반자석', en: 'Companion seats' },
  { field: 'accessibleParkingSpaces', kind: 'count', ko: '장애인 전용 주차면', en: 'Accessible parking spaces' },
  { field: 'accessibleToilet', kind: 'text', ko: '장애인 화장실', en: 'Accessible toilets' },
  { field: 'hearingLoop', kind: 'yesNo', ko: '보청기 청취 보조 시스템(히어링 루프)', en: 'Hearing loop' },
  { field: 'guideDogsWelcome', kind: 'yesNo', ko: '보조견 동반 입장', en: 'Assistance dogs welcome' },
] as const;

export type AccessFacilityField = (typeof ACCESS_FACILITIES)[number]['field'];

/** The site config's access facilities as the API returns them (every field may be empty). */
export type AccessFacilities = Partial<Record<AccessFacilityField, string | number | boolean | null>> & {
  /** A note under the list (how to ask for help), and where to ask. */
  note?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
};
