import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, RENTAL_CATEGORIES, applicationStatusLabel, rentalCategoryLabel } from './labels';

describe('labels', () => {
  it('lists the statuses in workflow order and the categories in the copy deck’s order', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'received',
      'reviewing',
      'approved',
      'rejected',
      'cancelled',
      'contracted',
      'completed',
    ]);
    expect(RENTAL_CATEGORIES).toEqual(['classical', 'gugak', 'popular', 'lecture']);
  });

  it('gives the Korean word, and never one of an inherited key', () => {
    expect(applicationStatusLabel('contracted')).toBe('계약완료');
    expect(applicationStatusLabel('archived')).toBe('archived');
    expect(rentalCategoryLabel('lecture')).toBe('기업 강연');
    expect(rentalCategoryLabel('constructor')).toBe('');
    expect(rentalCategoryLabel(null)).toBe('');
  });
});
