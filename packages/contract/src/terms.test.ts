import { describe, expect, it } from 'vitest';
import { CONSENT_FIELDS, TERMS_VERSION, missingConsents, needsConsent } from './terms';

describe('terms', () => {
  it('names the revision as the day it takes effect', () => {
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks again when the recorded version is missing or another one', () => {
    expect(needsConsent(TERMS_VERSION)).toBe(false);
    expect(needsConsent(null)).toBe(true);
    expect(needsConsent(undefined)).toBe(true);
    expect(needsConsent('2000-01-01')).toBe(true);
  });

  it('accepts only exactly true for each agreement', () => {
    expect(missingConsents({ termsAgreed: true, privacyAgreed: true })).toEqual([]);
    expect(missingConsents({ termsAgreed: 'true', privacyAgreed: 1 })).toEqual([...CONSENT_FIELDS]);
    expect(missingConsents({ termsAgreed: true })).toEqual(['privacyAgreed']);
    expect(missingConsents(null)).toEqual([...CONSENT_FIELDS]);
    expect(missingConsents([true, true])).toEqual([...CONSENT_FIELDS]);
  });
});
