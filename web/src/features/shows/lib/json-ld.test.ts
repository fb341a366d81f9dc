import type { PerformingArtsEvent, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildShow, buildSiteConfig } from '@/testing/fixtures';
import { buildShowJsonLd } from './json-ld';

const ORIGIN = 'https://hall.example';
const jsonLdOf = (overrides: Parameters<typeof buildShow>[0]) => {
  const show = buildShow({
    startsAt: '2027-03-08T10:30:00.000Z', // Mon 8 March 2027 19:30 KST
    endsAt: null,
    runningTimeMinutes: 100,
    ticketUrl: 'https://tickets.example.com/show',
    priceText: '전석 30,000원',
    ...overrides,
  });
  return buildShowJsonLd(show, buildSiteConfig(), `${ORIGIN}/detail/show/${show.documentId}`, ORIGIN);
};

/** Every key of an object, nested ones too, as 'path.key'. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => keysOf(entry, prefix));
  return Object.entries(value).flatMap(([key, entry]) => [`${prefix}${key}`, ...keysOf(entry, `${prefix}${key}.`)]);
}

describe('a show page’s schema.org PerformingArtsEvent', () => {
  it('is typed by schema.org’s own vocabulary (schema-dts), so a property Event does not have fails the type check', () => {
    expectTypeOf(buildShowJsonLd).returns.toEqualTypeOf<WithContext<PerformingArtsEvent>>();
  });

  it('is EventScheduled with tickets on offer for a show that goes ahead, without a previous start', () => {
    const data = jsonLdOf({ showStatus: 'scheduled' });
    expect(data).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2027-03-08T19:30:00+09:00',
      endDate: '2027-03-08T21:10:00+09:00',
      offers: { '@type': 'Offer', url: 'https://tickets.example.com/show', availability: 'https://schema.org/InStock' },
    });
    expect(keysOf(data)).not.toContain('previousStartDate');
  });

  it('is EventRescheduled with the new start as startDate and the old one as previousStartDate', () => {
    const data = jsonLdOf({ showStatus: 'rescheduled', previousStartsAt: '2027-03-01T10:30:00.000Z' });
    expect(data).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2027-03-08T19:30:00+09:00',
      endDate: '2027-03-08T21:10:00+09:00',
      previousStartDate: '2027-03-01T19:30:00+09:00',
      offers: { url: 'https://tickets.example.com/show' },
    });
  });

  it('is EventCancelled at the date it had, with no tickets on offer and no previous start', () => {
    const data = jsonLdOf({ showStatus: 'cancelled' });
    expect(data).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      startDate: '2027-03-08T19:30:00+09:00',
    });
    expect(keysOf(data)).not.toContain('offers');
    expect(keysOf(data)).not.toContain('previousStartDate');
  });

  it('gives a previous start only to a moved show, and reads a show without a status as scheduled', () => {
    const stray = jsonLdOf({ showStatus: 'scheduled', previousStartsAt: '2027-03-01T10:30:00.000Z' });
    expect(keysOf(stray)).not.toContain('previousStartDate');
    expect(jsonLdOf({ showStatus: null }).eventStatus).toBe('https://schema.org/EventScheduled');
  });
});

describe('배리어프리 서비스 in the structured data (docs/decisions/039)', () => {
  /** schema.org's accessibilityFeature values (the W3C accessibility vocabulary) this list may use. */
  const VOCABULARY = ['captions', 'audioDescription', 'signLanguage', 'tactileObject'];

  it('says the services on the performed work: vocabulary values where there is one, every service in words', () => {
    const data = jsonLdOf({
      access: {
        captions: true,
        captionsNote: '11월 28일 15시 회차',
        touchTour: true,
        wheelchair: true,
        relaxed: false,
        audioDescription: false,
      },
    });
    expect(data.workPerformed).toEqual({
      '@type': 'CreativeWork',
      name: expect.any(String),
      accessibilityFeature: ['captions', 'tactileObject'],
      accessibilitySummary: '한글자막 (11월 28일 15시 회차), 터치투어, 휠체어석',
    });
    const features = (data.workPerformed as unknown as { accessibilityFeature: string[] }).accessibilityFeature;
    for (const feature of features) expect(VOCABULARY).toContain(feature);
    // Event itself has no accessibilityFeature in schema.org.
    expect(Object.keys(data)).not.toContain('accessibilityFeature');
  });

  it('has no performed work for a show without services, and only a summary for one with no vocabulary value', () => {
    expect(keysOf(jsonLdOf({ access: null }))).not.toContain('workPerformed');
    expect(keysOf(jsonLdOf({ access: { captions: false } }))).not.toContain('workPerformed');
    const relaxed = jsonLdOf({ access: { relaxed: true, wheelchair: true } });
    expect(relaxed.workPerformed).toEqual({
      '@type': 'CreativeWork',
      name: expect.any(String),
      accessibilitySummary: '휠체어석, 편안한 공연',
    });
  });

  it('gives the venue the hall’s facilities as amenityFeature, leaving out the empty ones', () => {
    const show = buildShow({});
    const data = buildShowJsonLd(
      show,
      buildSiteConfig({
        accessFacilities: { wheelchairSeats: 6, hearingLoop: true, elevator: '전용 엘리베이터 2대', entrance: null },
      }),
      `${ORIGIN}/detail/show/${show.documentId}`,
      ORIGIN,
    );
    expect(data.location).toMatchObject({
      '@type': 'PerformingArtsTheater',
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: '엘리베이터', value: '전용 엘리베이터 2대' },
        { '@type': 'LocationFeatureSpecification', name: '휠체어석', value: 6 },
        { '@type': 'LocationFeatureSpecification', name: '보청기 청취 보조 시스템(히어링 루프)', value: true },
      ],
    });
    expect(keysOf(jsonLdOf({}))).not.toContain('location.amenityFeature');
  });
});
