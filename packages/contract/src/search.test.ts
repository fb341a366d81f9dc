import { describe, expect, it } from 'vitest';
import {
  checkSearchQuery,
  excerptAround,
  excerptAt,
  excerptSource,
  highlightMatches,
  MATCH_SCORES,
  matchScore,
  normalizeSearchText,
  normalizeWithSources,
  SEARCH_MESSAGES,
} from './search';

const score = (title: string, other: string, query: string) =>
  matchScore(normalizeWithSources(title), normalizeSearchText(other), normalizeSearchText(query));

describe('normalizeSearchText', () => {
  it('drops spaces, punctuation and symbols and folds case and compatibility forms', () => {
    expect(normalizeSearchText(' 대 관  안내 ')).toBe('대관안내');
    expect(normalizeSearchText('Bach: Cello Suites No.1')).toBe('bachcellosuitesno1');
    expect(normalizeSearchText('ＢＡＣＨ　１')).toBe('bach1');
    expect(normalizeSearchText('100% _$eq_ [x]')).toBe('100eqx');
    expect(normalizeSearchText('02-123-4567')).toBe('021234567');
  });

  it('compares decomposed Hangul equal to composed syllables', () => {
    expect(normalizeSearchText('공연'.normalize('NFD'))).toBe('공연');
  });

  it('keeps word starts and where each character came from', () => {
    const normalized = normalizeWithSources('대관 안내, 비용');
    expect(normalized.text).toBe('대관안내비용');
    expect([...normalized.wordStarts]).toEqual([0, 2, 4]);
    expect(normalized.sources).toEqual([0, 1, 3, 4, 7, 8]);
  });
});

describe('checkSearchQuery', () => {
  it('trims and normalises; nothing to search is an empty query, not a refusal', () => {
    expect(checkSearchQuery('  공연장 ')).toEqual({ ok: true, query: '공연장', text: '공연장' });
    expect(checkSearchQuery(undefined)).toEqual({ ok: true, query: '', text: '' });
    expect(checkSearchQuery('   ')).toEqual({ ok: true, query: '', text: '' });
    expect(checkSearchQuery('%_$')).toEqual({ ok: true, query: '%_$', text: '' });
  });

  it('refuses anything but one string, control characters and too many characters', () => {
    expect(checkSearchQuery(['a', 'b'])).toEqual({ ok: false, message: SEARCH_MESSAGES.invalid });
    expect(checkSearchQuery({ $ne: '' })).toEqual({ ok: false, message: SEARCH_MESSAGES.invalid });
    expect(checkSearchQuery('공연\u0000')).toEqual({ ok: false, message: SEARCH_MESSAGES.invalid });
    expect(checkSearchQuery('공연\u001b[0m')).toEqual({ ok: false, message: SEARCH_MESSAGES.invalid });
    // plain-text.ts's rule: bidi overrides and lone surrogates too; whitespace is a space.
    expect(checkSearchQuery('공연\u202e')).toEqual({ ok: false, message: SEARCH_MESSAGES.invalid });
    expect(checkSearchQuery('공연\ud800')).toEqual({ ok: false, message: SEARCH_MESSAGES.invalid });
    expect(checkSearchQuery('피아노\t독주\r\n')).toEqual({ ok: true, query: '피아노\t독주', text: '피아노독주' });
    expect(checkSearchQuery('가'.repeat(51))).toEqual({ ok: false, message: SEARCH_MESSAGES.tooLong });
    expect(checkSearchQuery('가'.repeat(50)).ok).toBe(true);
    // Spaces do not count towards the 50, but the input as sent is bounded too.
    expect(checkSearchQuery(`${'가 '.repeat(50)}`).ok).toBe(true);
    expect(checkSearchQuery(' '.repeat(201))).toEqual({ ok: false, message: SEARCH_MESSAGES.tooLong });
  });
});

describe('matchScore', () => {
  it('finds a word within a longer word, whatever the spacing', () => {
    expect(score('도심 공연장 대관', '', '공연')).toBe(MATCH_SCORES.titleWordStart);
    expect(score('대관안내', '', '대 관 안 내')).toBe(MATCH_SCORES.titleExact);
    expect(score('겨울 대관 안내', '', '대관안내')).toBe(MATCH_SCORES.titleWordStart);
  });

  it('ranks the title exactly, then at a word start, then within a word, then the other text', () => {
    const ranked = [
      score('공연', '', '공연'),
      score('공연장 소식', '', '공연'),
      score('기획공연 안내', '', '공연'),
      score('안내', '이번 공연은', '공연'),
    ];
    expect(ranked).toEqual([
      MATCH_SCORES.titleExact,
      MATCH_SCORES.titleWordStart,
      MATCH_SCORES.titleWithin,
      MATCH_SCORES.otherWithin,
    ]);
    expect(score('안내', '휴관', '공연')).toBeNull();
    expect(score('안내', '휴관', '')).toBeNull();
  });
});

describe('highlightMatches', () => {
  it('marks every match in the text as written', () => {
    expect(highlightMatches('공연장 공연', '공연')).toEqual([
      { text: '공연', match: true },
      { text: '장 ', match: false },
      { text: '공연', match: true },
    ]);
    expect(highlightMatches('겨울 대관 안내', '대관안내')).toEqual([
      { text: '겨울 ', match: false },
      { text: '대관 안내', match: true },
    ]);
    expect(highlightMatches('Bach', 'xyz')).toEqual([{ text: 'Bach', match: false }]);
    expect(highlightMatches('Bach', '')).toEqual([{ text: 'Bach', match: false }]);
  });
});

describe('excerptAround', () => {
  it('cuts a long text around the match', () => {
    const text = `${'가'.repeat(200)} 대관 안내 ${'나'.repeat(200)}`;
    const excerpt = excerptAround(text, '대관안내', 60);
    expect(excerpt).toContain('대관 안내');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerptAround('짧은 글', '없음')).toBe('짧은 글');
  });
});

describe('excerptAt', () => {
  it('cuts a prepared text exactly as excerptAround cuts the text as written', () => {
    const texts = [
      `${'가'.repeat(200)}\n\n대관  안내 ${'나'.repeat(200)}`,
      `(주)공연기획 ${'Ｆｕｌｌ　ｗｉｄｔｈ '.repeat(20)} 피아노 독주 ${'끝 '.repeat(80)}`,
      '짧은 글',
    ];
    for (const text of texts) {
      const composed = excerptSource(text);
      for (const query of ['대관안내', '피아노 독주', 'full width', '없음', '끝'])
        expect(excerptAt(composed, normalizeSearchText(composed), normalizeSearchText(query)), query).toBe(
          excerptAround(text, query),
        );
    }
  });
});
