import { describe, expect, it } from 'vitest';
import { withTopicParticle } from './korean';

describe('withTopicParticle', () => {
  it('chooses 은 or 는 from the last syllable', () => {
    expect(withTopicParticle('세종 아트홀')).toBe('세종 아트홀은');
    expect(withTopicParticle('아트센터')).toBe('아트센터는');
    expect(withTopicParticle('Art Hall')).toBe('Art Hall은(는)');
  });
});
