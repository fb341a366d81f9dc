import { describe, expect, it } from 'vitest';
import {
  ACCESS_KEYS,
  ACCESS_NOTE_MESSAGES,
  accessNoteErrors,
  ACCESS_PARAMETER_BOUNDS,
  ACCESS_SERVICES,
  accessFilter,
  accessKeysOf,
  accessParameterOf,
  offeredServices,
  parseAccessParameter,
} from './access';

/** The values of the W3C accessibility vocabulary that schema.org's accessibilityFeature takes. */
const ACCESSIBILITY_FEATURE_VOCABULARY = new Set([
  'alternativeText',
  'audioDescription',
  'braille',
  'captions',
  'closedCaptions',
  'openCaptions',
  'describedMath',
  'highContrastAudio',
  'highContrastDisplay',
  'largePrint',
  'longDescription',
  'signLanguage',
  'tactileGraphic',
  'tactileObject',
  'transcript',
]);

describe('the list of access services', () => {
  it('has six services with unique keys and fields, Korean and English labels', () => {
    expect(ACCESS_KEYS).toEqual([
      'captions',
      'audio-description',
      'sign-language',
      'touch-tour',
      'wheelchair',
      'relaxed',
    ]);
    expect(ACCESS_SERVICES.map((service) => service.key)).toEqual(ACCESS_KEYS);
    expect(new Set(ACCESS_SERVICES.map((service) => service.field)).size).toBe(6);
    expect(ACCESS_SERVICES.map((service) => service.ko)).toEqual([
      '한글자막',
      '음성해설',
      '수어해설',
      '터치투어',
      '휠체어석',
      '편안한 공연',
    ]);
    for (const service of ACCESS_SERVICES) expect(service.en).toMatch(/^[A-Z][a-z -]+$/);
  });

  it('names only values of the accessibility vocabulary as schema.org features', () => {
    for (const service of ACCESS_SERVICES)
      if (service.schemaOrg) expect(ACCESSIBILITY_FEATURE_VOCABULARY.has(service.schemaOrg), service.key).toBe(true);
  });
});

describe('parseAccessParameter (the API)', () => {
  it('reads one or more known keys, sorted in the list’s order, from a comma list or repeated parameters', () => {
    expect(parseAccessParameter('captions')).toEqual({ ok: true, keys: ['captions'] });
    expect(parseAccessParameter('wheelchair,captions')).toEqual({ ok: true, keys: ['captions', 'wheelchair'] });
    expect(parseAccessParameter(['relaxed', ' touch-tour '])).toEqual({ ok: true, keys: ['touch-tour', 'relaxed'] });
    expect(parseAccessParameter(ACCESS_KEYS.join(','))).toEqual({ ok: true, keys: ACCESS_KEYS });
  });

  it.each([
    ['an unknown key', 'captions,subtitles'],
    ['an empty value', ''],
    ['an empty key', 'captions,'],
    ['a key twice', 'captions,captions'],
    ['more keys than services', [...ACCESS_KEYS, 'captions'].join(',')],
    ['too many repeated parameters', Array.from({ length: 7 }, () => 'captions')],
    ['an over-long value', 'c'.repeat(ACCESS_PARAMETER_BOUNDS.maxLength + 1)],
    ['a control character', 'captions\u0000'],
    ['a line break', 'captions\nwheelchair'],
    ['a bidi override', 'captions\u202e'],
    ['an operator object', { $ne: 'captions' }],
    ['a nested list', [['captions']]],
    ['a number', 1],
    ['nothing', undefined],
  ])('refuses %s', (_why, value) => {
    expect(parseAccessParameter(value)).toMatchObject({ ok: false });
  });
});

describe('accessKeysOf (a page’s address)', () => {
  it('keeps the known keys, each once, in the list’s order, and leaves the rest out', () => {
    expect(accessKeysOf('wheelchair,captions,wheelchair,nope')).toEqual(['captions', 'wheelchair']);
    expect(accessKeysOf(null)).toEqual([]);
    expect(accessKeysOf('<script>')).toEqual([]);
    expect(accessKeysOf(['relaxed', 'captions'])).toEqual(['captions', 'relaxed']);
    expect(accessParameterOf(['wheelchair', 'captions', 'captions'])).toBe('captions,wheelchair');
  });
});

describe('offeredServices and accessFilter', () => {
  it('lists what a show offers with its trimmed note, and nothing for a show without the component', () => {
    expect(offeredServices(null)).toEqual([]);
    const offered = offeredServices({
      captions: true,
      captionsNote: ' 11월 28일 15시 회차 ',
      wheelchair: true,
      relaxed: false,
    });
    expect(offered.map(({ service, note }) => [service.key, note])).toEqual([
      ['captions', '11월 28일 15시 회차'],
      ['wheelchair', null],
    ]);
  });

  it('asks for every named service', () => {
    expect(accessFilter([])).toBeUndefined();
    expect(accessFilter(['captions', 'touch-tour'])).toEqual({
      access: { captions: { $eq: true }, touchTour: { $eq: true } },
    });
  });
});

describe('accessNoteErrors', () => {
  it('refuses a note over the length or with control or direction characters, on its field', () => {
    expect(accessNoteErrors({ captions: true, captionsNote: '11월 28일 15시 회차' })).toEqual([]);
    expect(accessNoteErrors(null)).toEqual([]);
    expect(accessNoteErrors({ captionsNote: '가'.repeat(101) })[0]).toMatchObject({
      path: ['access', 'captionsNote'],
      message: ACCESS_NOTE_MESSAGES.tooLong,
    });
    for (const note of ['회차\n안내', '회차\u0007', '\u202e회차'])
      expect(accessNoteErrors({ relaxedNote: note })[0]).toMatchObject({
        path: ['access', 'relaxedNote'],
        message: ACCESS_NOTE_MESSAGES.characters,
      });
  });
});
