import { useId } from 'react';
import { Link } from 'react-router-dom';
import { currentRounds, type RentalRound } from '@hall/contract/rental-rounds';
import { todayInSeoul } from '@hall/contract/seoul-time';
import { contentLang, useCopy, useLocale, useLocalizedPath } from '@/shared/i18n';
import { useDateRule } from '../api/rental-rounds';
import { rentalRoundsCopy } from '../copy';

function RoundCard({ round, badge }: { round: RentalRound; badge: string }) {
  const copy = useCopy(rentalRoundsCopy);
  const localized = useLocalizedPath();
  // Staff's texts of a round are not translated: Korean on the English page.
  const lang = contentLang(null, useLocale());
  return (
    <article className="rental-round" data-round={round.documentId}>
      <p className="rental-round__badge">{badge}</p>
      <h3 className="rental-round__title" lang={lang}>
        {round.title}
      </h3>
      <dl className="rental-round__facts">
        <div>
          <dt>{copy.period}</dt>
          <dd>
            {round.periodStart} ~ {round.periodEnd}
          </dd>
        </div>
        <div>
          <dt>{copy.window}</dt>
          <dd>
            {round.applyFrom} ~ {round.applyUntil}
          </dd>
        </div>
        <div>
          <dt>{copy.categories}</dt>
          <dd>
            {round.categories.length > 0 ? round.categories.map(copy.categoryLabel).join(', ') : copy.allCategories}
          </dd>
        </div>
        {round.closedDates.length > 0 ? (
          <div>
            <dt>{copy.closedDates}</dt>
            <dd>
              {round.closedDates.map((entry) => (entry.note ? `${entry.date} (${entry.note})` : entry.date)).join(', ')}
            </dd>
          </div>
        ) : null}
      </dl>
      {round.notice ? (
        <Link className="rental-round__notice" to={localized(`/notice/detail/${round.notice.documentId}`)}>
          {copy.notice}: <span lang={lang}>{round.notice.title}</span>
        </Link>
      ) : null}
    </article>
  );
}

/** The guide's calls for applications: those open today and the next one, and the 수시대관 rule. */
export function RentalRounds() {
  const copy = useCopy(rentalRoundsCopy);
  const titleId = useId();
  const { rounds, leadDays } = useDateRule();
  const { open, next } = currentRounds(rounds, todayInSeoul());
  return (
    <section className="rental__section rental-rounds" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {copy.title}
      </h2>
      {open.length === 0 ? <p className="rental-rounds__none">{copy.none}</p> : null}
      <div className="rental-rounds__list">
        {open.map((round) => (
          <RoundCard key={round.documentId} round={round} badge={copy.open} />
        ))}
        {next ? <RoundCard round={next} badge={copy.next} /> : null}
      </div>
      <p className="rental-rounds__rule">{copy.occasional(leadDays)}</p>
    </section>
  );
}
