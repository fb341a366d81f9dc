import { Link } from 'react-router-dom';
import type { Show } from '@/shared/api/types';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { useContentLang, useCopy, useFormats, useLocalizedPath } from '@/shared/i18n';
import { showStatusOf } from '@hall/contract/show-status';
import { showsCopy } from '../copy';
import { showBadge } from '../lib/badges';
import { AccessBadges } from './access-services';
import { PreviousSchedule, ShowStatusBadge } from './show-status';
import './show-card.css';

/** `priority`: the card is among the first on screen, its poster likely the largest image. */
export function ShowCard({ show, now, priority = false }: { show: Show; now: Date; priority?: boolean }) {
  const badgeCopy = useCopy(showsCopy).badges;
  const formats = useFormats();
  const localized = useLocalizedPath();
  const lang = useContentLang(show);
  const status = showStatusOf(show);
  // A cancelled show is not on today or this week: 공연 취소 says all there is.
  const badge = status === 'cancelled' ? null : showBadge(show.startsAt, now);
  return (
    <Link
      to={localized(`/detail/show/${show.documentId}`)}
      className={`show-card${status === 'cancelled' ? ' show-card--cancelled' : ''}`}
    >
      <div className="show-card__poster">
        {show.poster ? (
          <ResponsiveImage
            image={show.poster}
            alt={show.poster.alternativeText || show.title}
            sizes="(min-width: 1440px) 300px, (min-width: 768px) 30vw, 45vw"
            fallbackWidth={354}
            priority={priority}
          />
        ) : (
          <span className="show-card__poster-fallback" aria-hidden="true" />
        )}
        {badge || show.isOrganized || status !== 'scheduled' ? (
          <span className="show-card__badges">
            <ShowStatusBadge status={status} />
            {badge === 'today' ? <span className="badge badge--today">{badgeCopy.today}</span> : null}
            {badge === 'thisWeek' ? <span className="badge badge--week">{badgeCopy.thisWeek}</span> : null}
            {show.isOrganized ? <span className="badge badge--organized">{badgeCopy.organized}</span> : null}
          </span>
        ) : null}
      </div>
      <div className="show-card__body">
        <h3 className="show-card__title" lang={lang}>
          {show.title}
        </h3>
        <p className="show-card__date">
          <time dateTime={seoulIsoWithOffset(show.startsAt)}>{formats.dateTime(show.startsAt)}</time>
        </p>
        <PreviousSchedule show={show} />
        <AccessBadges show={show} />
      </div>
    </Link>
  );
}
