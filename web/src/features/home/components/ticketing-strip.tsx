import { useEffect, useId, useState } from 'react';
import { useBreakpoint, type Breakpoint } from '@/shared/hooks/use-breakpoint';
import { usePageLoaded } from '@/shared/hooks/use-page-loaded';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { sharedCopy } from '@/shared/copy';
import { contentLang, useCopy, useFormats, useLocale } from '@/shared/i18n';
import { safeHref } from '@/shared/lib/safe-url';
import { Reveal } from '@/shared/ui/reveal';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { EmptyState } from '@/shared/ui/status';
import type { HomeTicket } from '../api/get-home';
import { homeCopy } from '../copy';
import './ticketing-strip.css';

/** Spec section 9: 4 per page on pc, 3 on tablet, 2 on mobile. */
export const TICKETS_PER_PAGE: Record<Breakpoint, number> = { pc: 4, tablet: 3, mobile: 2 };

export function TicketingStrip({ shows }: { shows: HomeTicket[] }) {
  const pageCopy = useCopy(homeCopy);
  const copy = pageCopy.ticketing;
  const shared = useCopy(sharedCopy);
  const formats = useFormats();
  const locale = useLocale();
  const breakpoint = useBreakpoint();
  const perPage = TICKETS_PER_PAGE[breakpoint];
  const pageCount = Math.max(1, Math.ceil(shows.length / perPage));
  const [page, setPage] = useState(0);
  const headingId = useId();
  // Below the slideshow: the posters load after the page's own images.
  const pageLoaded = usePageLoaded();

  // A resize can change the page size: stay within range.
  useEffect(() => {
    setPage((current) => Math.min(current, pageCount - 1));
  }, [pageCount]);

  const visible = shows.slice(page * perPage, page * perPage + perPage);

  return (
    <section className="ticketing" aria-labelledby={headingId}>
      <div className="container">
        <div className="ticketing__head">
          <div>
            <h2 id={headingId} className="section-title">
              {copy.title}
            </h2>
            <p className="ticketing__description">{copy.description}</p>
          </div>
          {pageCount > 1 ? (
            <div className="ticketing__pager">
              <button
                type="button"
                className="ticketing__arrow"
                onClick={() => setPage((current) => current - 1)}
                disabled={page === 0}
                aria-label={copy.previous}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <span className="ticketing__page" aria-live="polite">
                {copy.page(page + 1, pageCount)}
              </span>
              <button
                type="button"
                className="ticketing__arrow"
                onClick={() => setPage((current) => current + 1)}
                disabled={page >= pageCount - 1}
                aria-label={copy.next}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          ) : null}
        </div>

        {shows.length === 0 ? (
          <EmptyState>{copy.empty}</EmptyState>
        ) : (
          <ul className="ticketing__list" style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
            {visible.map((show, index) => {
              const href = safeHref(show.ticketUrl);
              return (
                <Reveal as="li" key={show.documentId} delay={index * 0.08} className="ticket-card">
                  <div className="ticket-card__poster">
                    {show.poster && pageLoaded ? (
                      <ResponsiveImage
                        image={show.poster}
                        alt={show.poster.alternativeText || show.title}
                        sizes="(min-width: 1440px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                      />
                    ) : null}
                  </div>
                  <div className="ticket-card__body">
                    {show.showStatus === 'rescheduled' ? (
                      <span className="badge badge--rescheduled ticket-card__badge">
                        {shared.showStatus.badges.rescheduled}
                      </span>
                    ) : null}
                    <h3 className="ticket-card__title" lang={contentLang(show, locale)}>
                      {show.title}
                    </h3>
                    <p className="ticket-card__date">
                      <time dateTime={seoulIsoWithOffset(show.startsAt)}>{formats.dateTime(show.startsAt)}</time>
                    </p>
                    {href ? (
                      <a
                        className="button button--primary ticket-card__button"
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={copy.bookLabel(show.title)}
                      >
                        {copy.book}
                      </a>
                    ) : null}
                  </div>
                </Reveal>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
