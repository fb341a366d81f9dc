import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineCopy, type Messages } from './catalogue';
import { contentLang, localeQuery } from './locale';
import { formatsFor } from './format';

describe('a catalogue', () => {
  it('types English against the Korean keys: every key, nothing else, strings widened', () => {
    const ko = {
      title: '공지사항',
      total: (count: number) => `총 ${count}건`,
      tabs: { a: '가' },
      list: ['하나'],
    } as const;
    expectTypeOf<Messages<typeof ko>>().toEqualTypeOf<{
      readonly title: string;
      readonly total: (count: number) => string;
      readonly tabs: { readonly a: string };
      readonly list: readonly string[];
    }>();
    const catalogue = defineCopy(ko, {
      title: 'Notices',
      total: (count) => `${count}`,
      tabs: { a: 'A' },
      list: ['one'],
    });
    expect(catalogue.en.title).toBe('Notices');
    // @ts-expect-error English must have every key Korean has.
    defineCopy(ko, { title: 'Notices', total: (count) => `${count}`, tabs: { a: 'A' } });
    // @ts-expect-error and no key Korean does not have.
    defineCopy(ko, { title: 'Notices', total: (count) => `${count}`, tabs: { a: 'A', b: 'B' }, list: [] });
  });
});

describe('the language of a document', () => {
  it("needs lang='ko' only when its texts fell back to Korean on an English page (no locale: Korean)", () => {
    expect(contentLang({ locale: 'en' }, 'en')).toBeUndefined();
    expect(contentLang({ locale: 'ko' }, 'en')).toBe('ko');
    expect(contentLang({}, 'en')).toBe('ko');
    expect(contentLang(undefined, 'ko')).toBeUndefined();
    expect(contentLang({ locale: 'ko' }, 'ko')).toBeUndefined();
  });

  it('asks the API for English only on English pages: Korean requests stay as they were', () => {
    expect(localeQuery('ko')).toEqual({});
    expect(localeQuery('en')).toEqual({ locale: 'en' });
  });
});

describe('the formats of a language', () => {
  it('write dates and times on the Seoul clock, in Korean or in English', () => {
    const at = '2026-11-28T10:30:00.000Z'; // 19:30 in Seoul, a Saturday
    expect(formatsFor('ko').dateTime(at)).toBe('2026.11.28 (토) 19:30');
    expect(formatsFor('en').dateTime(at)).toBe('Sat, Nov 28, 2026, 7:30 PM');
    expect(formatsFor('en').date('2026-11-28T16:00:00.000Z')).toBe('Nov 29, 2026');
    expect(formatsFor('en').number(12345)).toBe('12,345');
  });
});
