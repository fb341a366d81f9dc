/**
 * The URL keys of the barrier-free services (docs/decisions/039) and how an address names them:
 * what a show list's route loader needs, kept apart from the services' words and rules
 * (./access.ts) so that it weighs little in every page's first load.
 */

export const ACCESS_KEYS = [
  'captions',
  'audio-description',
  'sign-language',
  'touch-tour',
  'wheelchair',
  'relaxed',
] as const;

export type AccessKey = (typeof ACCESS_KEYS)[number];

/** The longest `access` parameter, all its values together. */
export const ACCESS_PARAMETER_MAX_LENGTH = 200;

export const isAccessKey = (value: string): value is AccessKey => (ACCESS_KEYS as readonly string[]).includes(value);

/** Keys in the list's order, each once: the one spelling of a set of services. */
export function canonicalAccessKeys(keys: readonly AccessKey[]): AccessKey[] {
  return ACCESS_KEYS.filter((key) => keys.includes(key));
}

/**
 * A page's reading of `?access=` (the site's filter): the known keys it names, in the list's order,
 * each once; anything else is left out, so an old or mistyped address shows the list with the
 * services it still names. The cms keys a page's cache entry by the same reading (http-cache/keys.ts).
 */
export function accessKeysOf(value: string | readonly string[] | null | undefined): AccessKey[] {
  if (value === null || value === undefined) return [];
  const joined = (typeof value === 'string' ? value : value.join(',')).slice(0, ACCESS_PARAMETER_MAX_LENGTH);
  return canonicalAccessKeys(
    joined
      .split(',')
      .map((key) => key.trim())
      .filter(isAccessKey),
  );
}

/** The `access` value of an address for these keys: '' for none. */
export function accessParameterOf(keys: readonly AccessKey[]): string {
  return canonicalAccessKeys(keys).join(',');
}
