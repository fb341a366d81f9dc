import { useId } from 'react';
import type { Show } from '@/shared/api/types';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { sharedCopy } from '@/shared/copy';
import { useContentLang, useCopy, useFormats } from '@/shared/i18n';
import { showStatusOf, type ShowStatus } from '@hall/contract/show-status';
import { showsCopy } from '../copy';
import './show-status.css';

/** 공연 취소 or 일정 변경 as a badge; nothing for a show that goes ahead as planned. */
export function ShowStatusBadge({ status }: { status: ShowStatus }) {
  const statusCopy = useCopy(sharedCopy).showStatus;
  if (status === 'scheduled') return null;
  return <span className={`badge badge--${status}`}>{statusCopy.badges[status]}</span>;
}

function SeoulTime({ at }: { at: string }) {
  const formats = useFormats();
  return <time dateTime={seoulIsoWithOffset(at)}>{formats.dateTime(at)}</time>;
}

/** A moved show's start before the move, for its card. */
export function PreviousSchedule({ show }: { show: Pick<Show, 'showStatus' | 'previousStartsAt'> }) {
  const statusCopy = useCopy(sharedCopy).showStatus;
  if (showStatusOf(show) !== 'rescheduled' || !show.previousStartsAt) return null;
  return (
    <p className="show-previous">
      {statusCopy.previousSchedule}{' '}
      <del>
        <SeoulTime at={show.previousStartsAt} />
      </del>
    </p>
  );
}

/** The show page's notice of a cancellation or a move, with staff's 변경 안내. */
export function ShowStatusNotice({ show }: { show: Show }) {
  const titleId = useId();
  const noticeCopy = useCopy(showsCopy).notice;
  const statusCopy = useCopy(sharedCopy).showStatus;
  const lang = useContentLang(show);
  const status = showStatusOf(show);
  if (status === 'scheduled') return null;
  const note = show.statusNote ? (
    <p className="show-notice__note" lang={lang}>
      {show.statusNote}
    </p>
  ) : null;
  if (status === 'cancelled')
    return (
      <section className="show-notice show-notice--cancelled" aria-labelledby={titleId}>
        <h2 id={titleId} className="show-notice__title">
          {noticeCopy.cancelledTitle}
        </h2>
        <p className="show-notice__text">{noticeCopy.cancelledText}</p>
        {note}
      </section>
    );
  return (
    <section className="show-notice show-notice--rescheduled" aria-labelledby={titleId}>
      <h2 id={titleId} className="show-notice__title">
        {noticeCopy.rescheduledTitle}
      </h2>
      <p className="show-notice__text">{noticeCopy.rescheduledText}</p>
      <dl className="show-notice__dates">
        {show.previousStartsAt ? (
          <div className="show-notice__previous">
            <dt>{statusCopy.previousSchedule}</dt>
            <dd>
              <del>
                <SeoulTime at={show.previousStartsAt} />
              </del>
            </dd>
          </div>
        ) : null}
        <div className="show-notice__new">
          <dt>{statusCopy.newSchedule}</dt>
          <dd>
            <SeoulTime at={show.startsAt} />
          </dd>
        </div>
      </dl>
      {note}
    </section>
  );
}
