import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, prefilledDesiredDate, validateField, validateForm } from './application-form';

const TODAY = '2026-11-20';

describe('the application form’s rules', () => {
  it('prefills a linked desired date only when it is a real day from today on', () => {
    expect(prefilledDesiredDate('2026-12-24', TODAY)).toBe('2026-12-24');
    expect(prefilledDesiredDate(TODAY, TODAY)).toBe(TODAY);
    expect(prefilledDesiredDate('2026-11-19', TODAY)).toBe('');
    expect(prefilledDesiredDate('2027-02-29', TODAY)).toBe('');
    expect(prefilledDesiredDate('2026-12-24T00:00', TODAY)).toBe('');
    expect(prefilledDesiredDate(null, TODAY)).toBe('');
  });

  it('checks the desired date as the cms does: a real calendar day, not only its pattern', () => {
    const form = { ...EMPTY_FORM, desiredDate: '2027-02-29' };
    expect(validateField('desiredDate', form, TODAY)).toBe('희망 날짜를 확인해주세요.');
    expect(validateField('desiredDate', { ...form, desiredDate: '2028-02-29' }, TODAY)).toBeNull();
  });

  it('reports every field of an empty form in the order of the page', () => {
    expect(Object.keys(validateForm(EMPTY_FORM, TODAY))).toEqual([
      'termsAgreed',
      'category',
      'company',
      'businessNumber',
      'businessRegistration',
      'addressBasic',
      'addressDetail',
      'tel',
      'email',
      'showTitle',
      'performerFormat',
      'performancePlan',
      'desiredDate',
      'desiredTime',
      'contactName',
      'contactPhone',
      'privacyAgreed',
    ]);
  });
});
