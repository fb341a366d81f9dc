/**
 * What no text a person types may hold: C0 controls, DEL and C1 controls (NUL, ESC sequences, a
 * CR that forges a log line), the bidi embeddings, overrides and isolates U+202A–U+202E and
 * U+2066–U+2069 (a title that reads "계획서fdp.exe" but is "계획서exe.pdf"), the line and paragraph
 * separators, and halves of UTF-16 surrogate pairs (not text; PostgreSQL and mail would alter
 * them). Multi-line text allows only the line break itself: LF, or CR LF.
 */
// eslint-disable-next-line no-control-regex -- these characters are what the rule refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Surrogate}/u;
const CONTROL_EXCEPT_LINE_BREAK =
  // eslint-disable-next-line no-control-regex -- as above
  /(?!\r\n|\n)[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Surrogate}/u;

export const PLAIN_TEXT_MESSAGES = {
  singleLine: '줄바꿈, 탭, 제어 문자나 방향 제어 문자 없이 입력해주세요.',
  multiLine: '줄바꿈 외의 제어 문자나 방향 제어 문자는 입력할 수 없습니다.',
} as const;

/** True when `value` holds a character that single-line (or, with `multiLine`, multi-line) text may not. */
export function hasForbiddenCharacters(value: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return (multiLine ? CONTROL_EXCEPT_LINE_BREAK : CONTROL).test(value);
}
