import { describe, expect, it } from 'vitest';
import { withDirection, withObject, withSubject, withTopic } from './korean';

describe('Korean particles by the last syllable', () => {
  it.each([
    ['사업자등록증', '사업자등록증을'],
    ['공연 계획서', '공연 계획서를'],
    ['528,000원', '528,000원을'],
  ])('을/를 after %s', (word, expected) => expect(withObject(word)).toBe(expected));

  it('이/가 and 은/는', () => {
    expect(withSubject('신청')).toBe('신청이');
    expect(withSubject('공연 계획서')).toBe('공연 계획서가');
    expect(withTopic('계약금')).toBe('계약금은');
    expect(withTopic('잔금 기한')).toBe('잔금 기한은');
  });

  it.each([
    ["'승인'", "'승인'으로"],
    ["'완료'", "'완료'로"],
    ["'계약완료'", "'계약완료'로"],
    ["'검토중'", "'검토중'으로"],
    ['서울', '서울로'],
  ])('으로/로 after %s', (word, expected) => expect(withDirection(word)).toBe(expected));
});
