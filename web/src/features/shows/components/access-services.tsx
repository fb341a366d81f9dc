import { useId } from 'react';
import { offeredServices } from '@hall/contract/access';
import type { Show } from '@/shared/api/types';
import { useCopy, useLocale } from '@/shared/i18n';
import { AccessIcon } from '@/shared/ui/access-icon';
import { showsCopy } from '../copy';
import './access-services.css';

/** The services a show offers, each with its icon, its words and the note of its performances. */
export function AccessServices({ show }: { show: Show }) {
  const copy = useCopy(showsCopy).access;
  // The notes are one text for both languages, written in Korean (docs/decisions/039).
  const noteLang = useLocale() === 'ko' ? undefined : 'ko';
  const headingId = useId();
  const offered = offeredServices(show.access);
  if (offered.length === 0) return null;
  return (
    <section className="show-access" aria-labelledby={headingId}>
      <h2 id={headingId} className="show-access__title">
        {copy.detailTitle}
      </h2>
      <ul className="show-access__list">
        {offered.map(({ service, note }) => (
          <li key={service.key} className="show-access__item">
            <AccessIcon name={service.key} className="show-access__icon" />
            <span className="show-access__text">
              <span className="show-access__name">{copy.services[service.key]}</span>
              {note ? (
                <span className="show-access__note" lang={noteLang}>
                  {note}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="show-access__lead">{copy.detailLead}</p>
    </section>
  );
}

/** The card's row of service icons; the words are there for screen readers (and as a tooltip). */
export function AccessBadges({ show }: { show: Show }) {
  const copy = useCopy(showsCopy).access;
  const offered = offeredServices(show.access);
  if (offered.length === 0) return null;
  return (
    <ul className="show-card__access" aria-label={copy.cardLabel}>
      {offered.map(({ service }) => (
        <li key={service.key} title={copy.services[service.key]}>
          <AccessIcon name={service.key} />
          <span className="visually-hidden">{copy.services[service.key]}</span>
        </li>
      ))}
    </ul>
  );
}
