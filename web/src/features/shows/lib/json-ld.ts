import { showEndsAt } from '@hall/contract/show-times';
import type { Show, SiteConfig } from '@/shared/api/types';
import { blocksToPlainText } from '@hall/contract/blocks-text';
import { absoluteUrl } from '@/shared/lib/media';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';

/** schema.org PerformingArtsEvent for a show page. */
export function buildShowJsonLd(
  show: Show,
  config: SiteConfig | undefined,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  const description = blocksToPlainText(show.body, 300);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'PerformingArtsEvent',
    name: show.title,
    startDate: seoulIsoWithOffset(show.startsAt),
    endDate: seoulIsoWithOffset(showEndsAt(show)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: pageUrl,
    inLanguage: 'ko',
  };
  if (description) data.description = description;
  if (show.poster?.url) data.image = [absoluteUrl(show.poster.url, origin)];
  if (config) {
    data.location = {
      '@type': 'PerformingArtsTheater',
      name: config.hallName,
      address: { '@type': 'PostalAddress', streetAddress: config.address, addressCountry: 'KR' },
      geo: { '@type': 'GeoCoordinates', latitude: Number(config.latitude), longitude: Number(config.longitude) },
    };
  }
  if (show.performers) data.performer = { '@type': 'PerformingGroup', name: show.performers };
  if (show.host) data.organizer = { '@type': 'Organization', name: show.host };
  if (show.ticketUrl) {
    data.offers = {
      '@type': 'Offer',
      url: show.ticketUrl,
      ...(show.priceText ? { description: show.priceText } : {}),
      availability: 'https://schema.org/InStock',
    };
  }
  return data;
}

/** JSON for a <script type="application/ld+json">: '<' escaped so that no tag can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
