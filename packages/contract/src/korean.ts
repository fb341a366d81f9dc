/**
 * Korean particles chosen by the last syllable of the word they follow, so that a message
 * built from a label reads "사업자등록증을", "공연 계획서를", "승인으로", "완료로" — never "를(을)".
 * A word that does not end in a Hangul syllable (a number, Latin letters) takes the form read
 * after a final consonant, as Korean readers expect for most of them ("500,000원을").
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant ㄹ, after which 로 is used instead of 으로. */
const RIEUL = 8;

function finalConsonant(word: string): number | null {
  const last = word
    .trim()
    .replace(/['"」』)\]]+$/u, '')
    .slice(-1);
  const code = last.codePointAt(0) ?? 0;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return null;
  return (code - HANGUL_FIRST) % 28;
}

const hasFinal = (word: string): boolean => (finalConsonant(word) ?? 1) !== 0;

/** 을/를: "사업자등록증을", "계획서를". */
export const withObject = (word: string): string => `${word}${hasFinal(word) ? '을' : '를'}`;

/** 이/가: "신청이", "공연 계획서가". */
export const withSubject = (word: string): string => `${word}${hasFinal(word) ? '이' : '가'}`;

/** 은/는: "신청은", "계약금는" → "계약금은". */
export const withTopic = (word: string): string => `${word}${hasFinal(word) ? '은' : '는'}`;

/** 으로/로: "'승인'으로", "'완료'로", "'계약완료'로"; after ㄹ also 로 ("'서울'로"). */
export function withDirection(word: string): string {
  const final = finalConsonant(word);
  return `${word}${final === null || (final !== 0 && final !== RIEUL) ? '으로' : '로'}`;
}
