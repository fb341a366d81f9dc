/** True when the word ends in a Hangul syllable with a final consonant (받침); null if not Hangul. */
export function hasFinalConsonant(word: string): boolean | null {
  const last = word.trim().at(-1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code < 0xac00 || code > 0xd7a3) return null;
  return (code - 0xac00) % 28 !== 0;
}

/** The word with the right topic particle: '아트홀은', '아트센터는', 'Hall은(는)'. */
export function withTopicParticle(word: string): string {
  const final = hasFinalConsonant(word);
  if (final === null) return `${word}은(는)`;
  return `${word}${final ? '은' : '는'}`;
}
