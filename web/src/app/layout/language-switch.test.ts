import { describe, expect, it } from 'vitest';
import { oneSpellingOf } from './language-switch';

describe('oneSpellingOf', () => {
  it('spells alike every query the page cache keys alike', () => {
    const spellings = [
      '?access=wheelchair&access=captions&q=%EA%B3%B5%EC%97%B0',
      '?q=%EA%B3%B5%EC%97%B0&access=captions,wheelchair',
      '?access=captions%2Cwheelchair,captions&q=공연',
      '?access=unknown,wheelchair&access=captions&q=%EA%B3%B5%EC%97%B0',
    ];
    for (const search of spellings)
      expect(oneSpellingOf(search), search).toBe('?access=captions,wheelchair&q=%EA%B3%B5%EC%97%B0');
    expect(oneSpellingOf('?page=2&q=a+b')).toBe(oneSpellingOf('?q=a%20b&page=2'));
  });

  it('drops an access filter without a known service, and an empty query', () => {
    expect(oneSpellingOf('?access=junk')).toBe('');
    expect(oneSpellingOf('')).toBe('');
    expect(oneSpellingOf('?today=1&access=')).toBe('?today=1');
  });
});
