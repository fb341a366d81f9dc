import { describe, expect, it } from 'vitest';
import { sharedCopy } from '@/shared/copy';
import type { Catalogue } from '@/shared/i18n';
import { aboutCopy } from '@/features/about/copy';
import { calendarCopy } from '@/features/calendar/copy';
import { homeCopy } from '@/features/home/copy';
import { noticesCopy } from '@/features/notices/copy';
import { freeDatesCopy, rentalCopy, rentalRoundsCopy } from '@/features/rental/copy';
import { showsCopy } from '@/features/shows/copy';
import { searchBoxCopy, searchCopy } from '@/features/search/copy';

/** Every catalogue of the public pages that have an English version (docs/decisions/038). */
const CATALOGUES: Record<string, Catalogue<unknown>> = {
  shared: sharedCopy,
  about: aboutCopy,
  calendar: calendarCopy,
  home: homeCopy,
  notices: noticesCopy,
  rental: rentalCopy,
  freeDates: freeDatesCopy,
  rentalRounds: rentalRoundsCopy,
  shows: showsCopy,
  search: searchCopy,
  searchBox: searchBoxCopy,
};

/** The shape of a catalogue: each key's path with the kind of its value (a list with its length, a function with its arity). */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (Array.isArray(value))
    return [`${path}: list/${value.length}`, ...value.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => shape(item, path ? `${path}.${key}` : key));
  return [`${path}: ${typeof value}`];
}

/** Every string of a catalogue, with its path; functions are called with sample arguments. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    // Sample arguments of the kinds the catalogues take: numbers, a date's parts, a list of names.
    const samples: unknown[][] = [
      Array.from({ length: value.length }, () => 1),
      [{ month: 1, day: 1, weekday: 'Monday' }, 1],
      [['Sample']],
    ];
    for (const sample of samples) {
      try {
        return strings((value as (...args: unknown[]) => unknown)(...sample), `${path}()`);
      } catch {
        // the next kind of argument
      }
    }
    throw new Error(`${path}: no sample argument fits`);
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

describe('the message catalogues', () => {
  it.each(Object.entries(CATALOGUES))(
    '%s: English has exactly the keys, lists and functions Korean has',
    (_name, catalogue) => {
      expect(shape(catalogue.en)).toEqual(shape(catalogue.ko));
    },
  );

  it.each(Object.entries(CATALOGUES))('%s: English is written in English', (_name, catalogue) => {
    // The switch's "한국어" is Korean on purpose: it names the language it leads to.
    const korean = strings(catalogue.en).filter(
      ([path, text]) => HANGUL.test(text) && !path.startsWith('languageSwitch'),
    );
    expect(korean).toEqual([]);
  });
});
