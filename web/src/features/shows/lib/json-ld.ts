import type { LocationFeatureSpecification, PerformingArtsEvent, WithContext } from 'schema-dts';
import { ACCESS_FACILITIES, offeredServices, type AccessFacilities } from '@hall/contract/access';
import { showEndsAt } from '@hall/contract/show-times';
import { SHOW_EVENT_STATUS, showStatusOf } from '@hall/contract/show-status';
import type { Show, SiteConfig } from '@/shared/api/types';
import { blocksToPlainText } from '@hall/contract/blocks-text';
import { absoluteUrl } from '@/shared/lib/media';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';

/**
 * schema.org PerformingArtsEvent for a show page, typed by schema.org's own vocabulary
 * (schema-dts). A cancelled or moved show keeps its page and says so (docs/decisions/035):
 * `eventStatus` EventCancelled, or EventRescheduled with the new start as `startDate` and the old
 * one as `previousStartDate`; a cancelled show offers no tickets.
 *
 * 배리어프리 서비스 (docs/decisions/039): schema.org's Event has no `accessibilityFeature` (that is a
 * CreativeWork's), so the services are said on the performed work (`workPerformed`): the
 * accessibility vocabulary's values where it has one (captions, audioDescription, signLanguage,
 * tactileObject), and every service in words in `accessibilitySummary` (wheelchair seating and a
 * relaxed performance have no value). The hall's own facilities are the venue's `amenityFeature`.
 */
export function buildShowJsonLd(
  show: Show,
  config: SiteConfig | undefined,
  pageUrl: string,
  origin: string,
): WithContext<PerformingArtsEvent> {
  const status = showStatusOf(show);
  const description = blocksToPlainText(show.body, 300);
  const data: WithContext<PerformingArtsEvent> = {
    '@context': 'https://schema.org',
    '@type': 'PerformingArtsEvent',
    name: show.title,
    startDate: seoulIsoWithOffset(show.startsAt),
    endDate: seoulIsoWithOffset(showEndsAt(show)),
    eventStatus: SHOW_EVENT_STATUS[status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: pageUrl,
    // The language its texts are in: Korean for a show not translated yet, on the English page too.
    inLanguage: show.locale ?? 'ko',
  };
  if (status === 'rescheduled' && show.previousStartsAt)
    data.previousStartDate = seoulIsoWithOffset(show.previousStartsAt);
  if (description) data.description = description;
  if (show.poster?.url) data.image = [absoluteUrl(show.poster.url, origin)];
  if (config) {
    const amenities = amenityFeatures(config.accessFacilities);
    data.location = {
      '@type': 'PerformingArtsTheater',
      name: config.hallName,
      address: { '@type': 'PostalAddress', streetAddress: config.address, addressCountry: 'KR' },
      geo: { '@type': 'GeoCoordinates', latitude: Number(config.latitude), longitude: Number(config.longitude) },
      ...(amenities.length > 0 ? { amenityFeature: amenities } : {}),
    };
  }
  const offered = offeredServices(show.access);
  if (offered.length > 0) {
    const features = offered.flatMap(({ service }) => (service.schemaOrg ? [service.schemaOrg] : []));
    data.workPerformed = {
      '@type': 'CreativeWork',
      name: show.title,
      ...(features.length > 0 ? { accessibilityFeature: features } : {}),
      accessibilitySummary: offered
        .map(({ service, note }) => (note ? `${service.ko} (${note})` : service.ko))
        .join(', '),
    };
  }
  if (show.performers) data.performer = { '@type': 'PerformingGroup', name: show.performers };
  if (show.host) data.organizer = { '@type': 'Organization', name: show.host };
  if (show.ticketUrl && status !== 'cancelled') {
    data.offers = {
      '@type': 'Offer',
      url: show.ticketUrl,
      ...(show.priceText ? { description: show.priceText } : {}),
      availability: 'https://schema.org/InStock',
    };
  }
  return data;
}

/** The hall's barrier-free facilities that are given, as schema.org LocationFeatureSpecifications. */
function amenityFeatures(facilities: AccessFacilities | null | undefined): LocationFeatureSpecification[] {
  if (!facilities) return [];
  return ACCESS_FACILITIES.flatMap((facility): LocationFeatureSpecification[] => {
    const value = facilities[facility.field];
    if (value === null || value === undefined || value === '') return [];
    return [{ '@type': 'LocationFeatureSpecification', name: facility.ko, value }];
  });
}

/** JSON for a <script type="application/ld+json">: '<' escaped so that no tag can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
