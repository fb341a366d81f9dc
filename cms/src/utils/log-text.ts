/**
 * Text from outside (a mail subject, an address, a URL) made safe for one log line: quoted as a
 * JSON string, with every control character, line or paragraph separator and bidi control
 * written as a \u escape, so input can neither start a new line that looks like the server's
 * own, nor colour the terminal, nor reorder what an operator reads.
 */
export function logText(value: unknown): string {
  return JSON.stringify(String(value)).replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
