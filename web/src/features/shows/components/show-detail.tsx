import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '@/shared/api/get-site-config';
import type { Show } from '@/shared/api/types';
import { seoulIsoWithOffset, startOfSeoulDay } from '@hall/contract/seoul-time';
import { useContentLang, useCopy, useFormats, useLocale, useLocalizedPath } from '@/shared/i18n';
import { showStatusOf } from '@hall/contract/show-status';
import { safeHref } from '@/shared/lib/safe-url';
import { useRenderEnvironment } from '@/shared/ssr/render-environment';
import { AdjacentNav, adjacentEntry } from '@/shared/ui/adjacent-nav';
import { BlocksRenderer } from '@/shared/ui/blocks-renderer';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import type { AdjacentShow, AdjacentShows } from '../api/get-show';
import { showsCopy } from '../copy';
import { showBadge } from '../lib/badges';
import { buildShowJsonLd, serializeJsonLd } from '../lib/json-ld';
import { AccessServices } from './access-services';
import { ShowStatusBadge, ShowStatusNotice } from './show-status';
import './show-detail.css';

export function ShowDetail({ show, adjacent }: { show: Show; adjacent: AdjacentShows }) {
  const { data: config } = useSiteConfig();
  const pageCopy = useCopy(showsCopy);
  const copy = pageCopy.detail;
  const formats = useFormats();
  const locale = useLocale();
  const localized = useLocalizedPath();
  // The show's texts are Korean on the English page until staff translate it.
  const lang = useContentLang(show);
  const describeAdjacent = (other: AdjacentShow) => ({
    to: localized(`/detail/show/${other.documentId}`),
    date: other.startsAt,
    dateText: formats.dateTime(other.startsAt),
  });
  const now = new Date();
  const status = showStatusOf(show);
  const isCancelled = status === 'cancelled';
  const badge = isCancelled ? null : showBadge(show.startsAt, now);
  const isPast = new Date(show.startsAt) < startOfSeoulDay(now);
  const ticketHref = safeHref(show.ticketUrl);
  const { origin } = useRenderEnvironment();
  const pageUrl = `${origin}${localized(`/detail/show/${show.documentId}`)}`;

  const jsonLd = useMemo(
    () => serializeJsonLd(buildShowJsonLd(show, config, pageUrl, origin)),
    [show, config, pageUrl, origin],
  );

  // The show's own texts (the last four) are in its language; the date and running time in the page's.
  const facts: Array<[string, string | null, 'page' | 'show']> = [
    [copy.date, formats.dateTime(show.startsAt), 'page'],
    [copy.runningTime, show.runningTimeMinutes ? copy.runningTimeValue(show.runningTimeMinutes) : null, 'page'],
    [copy.ageRating, show.ageRating, 'show'],
    [copy.price, show.priceText, 'show'],
    [copy.host, show.host, 'show'],
    [copy.performers, show.performers, 'show'],
  ];

  return (
    <article className="show-detail container">
      {/* As HTML, not as a text child: the server would escape the JSON's quotes (serializeJsonLd escapes '<'). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />

      <div className="show-detail__top">
        <div className="show-detail__poster">
          {show.poster ? (
            <ResponsiveImage
              image={show.poster}
              alt={show.poster.alternativeText || show.title}
              sizes="(min-width: 768px) 420px, 90vw"
              fallbackWidth={531}
              priority
            />
          ) : (
            <span className="show-detail__poster-fallback" aria-hidden="true" />
          )}
        </div>

        <div className="show-detail__info">
          <div className="show-detail__badges">
            <ShowStatusBadge status={status} />
            {badge === 'today' ? <span className="badge badge--today">{pageCopy.badges.today}</span> : null}
            {badge === 'thisWeek' ? <span className="badge badge--week">{pageCopy.badges.thisWeek}</span> : null}
            {show.isOrganized ? <span className="badge badge--organized">{pageCopy.badges.organized}</span> : null}
          </div>
          <h1 className="show-detail__title" lang={lang}>
            {show.title}
          </h1>
          <ShowStatusNotice show={show} />
          <dl className="info-list show-detail__facts">
            {facts
              .filter((fact): fact is [string, string, 'page' | 'show'] => Boolean(fact[1]))
              .map(([label, value, source]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd lang={source === 'show' ? lang : undefined}>
                    {label === copy.date ? <time dateTime={seoulIsoWithOffset(show.startsAt)}>{value}</time> : value}
                  </dd>
                </div>
              ))}
          </dl>
          <AccessServices show={show} />
          {/* A cancelled show can be neither booked nor added to a calendar. */}
          {isCancelled ? null : (
            <>
              <div className="button-row show-detail__actions">
                {ticketHref && !isPast ? (
                  <a
                    className="button button--gold"
                    href={ticketHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={copy.bookLabel(show.title)}
                  >
                    {copy.book}
                  </a>
                ) : null}
                {/* The cms makes the file (the same iCalendar code as the schedule feed) and names it. */}
                <a
                  className="button button--ghost"
                  href={`/api/shows/${encodeURIComponent(show.documentId)}/calendar.ics`}
                  download
                  type="text/calendar"
                >
                  {copy.addToCalendar}
                </a>
              </div>
              <p className="show-detail__hint">{copy.addToCalendarHint}</p>
            </>
          )}
        </div>
      </div>

      {show.body && show.body.length > 0 ? (
        <section className="show-detail__body" aria-labelledby="show-intro-title">
          <h2 id="show-intro-title" className="section-title">
            {copy.introduction}
          </h2>
          <div lang={lang}>
            <BlocksRenderer content={show.body} headingOffset={2} />
          </div>
        </section>
      ) : null}

      <AdjacentNav
        label={copy.adjacentLabel}
        noneText={copy.none}
        entries={[
          adjacentEntry(copy.previous, adjacent.previous, locale, describeAdjacent),
          adjacentEntry(copy.next, adjacent.next, locale, describeAdjacent),
        ]}
      />

      <div className="button-row button-row--center show-detail__back">
        <Link className="button button--primary" to={localized(isPast ? '/show/finish' : '/show/schedule')}>
          {copy.backToList}
        </Link>
      </div>
    </article>
  );
}
