import type { Locale } from '@hall/contract/locales';

/**
 * The shape of a message catalogue in another language: the Korean catalogue's keys, with every
 * string widened to `string` (a function keeps its parameters and returns a string). English must
 * have every key Korean has, and nothing else (an object literal's excess keys are errors).
 */
export type Messages<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Messages<R>
    : T extends readonly (infer U)[]
      ? readonly Messages<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Messages<T[K]> }
        : T;

/** One feature's user-facing strings in every language of the site. */
export type Catalogue<T> = { readonly [L in Locale]: Messages<T> };

/** A feature's catalogue: Korean, the full set, and English built against its keys. */
export function defineCopy<T>(ko: T, en: Messages<T>): Catalogue<T> {
  return { ko: ko as Messages<T>, en };
}
