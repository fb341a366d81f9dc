import { useId } from 'react';
import { Link } from 'react-router-dom';
import { currentRounds, type RentalRound } from '@hall/contract/rental-rounds';
import { rentalCategoryLabel } from '@hall/contract/labels';
import { todayInSeoul } from '@hall/contract/seoul-time';
import { useDateRule } from '../api/rental-rounds';

const copy = {
  title: '대관 공모',
  open: '접수 중',
  next: '다음 공모',
  period: '대관 기간',
  window: '접수 기간',
  categories: '공모 분야',
  allCategories: '모든 공연 유형',
  closedDates: '대관 제외일',
  notice: '공고 보기',
  none: '지금 접수 중인 정기대관 공모가 없습니다.',
  occasional: (leadDays: number) =>
    `공모 대상이 아닌 날짜는 수시대관으로, 희망일 ${leadDays}일 전까지 신청할 수 있습니다. 공모 대상 날짜는 그 공모의 접수 기간에만 신청할 수 있습니다.`,
} as const;

function RoundCard({ round, badge }: { round: RentalRound; badge: string }) {
  return (
    <article className="rental-round" data-round={round.documentId}>
      <p className="rental-round__badge">{badge}</p>
      <h3 className="rental-round__title">{round.title}</h3>
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
            {round.categories.length > 0 ? round.categories.map(rentalCategoryLabel).join(', ') : copy.allCategories}
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
        <Link className="rental-round__notice" to={`/notice/detail/${round.notice.documentId}`}>
          {copy.notice}: {round.notice.title}
        </Link>
      ) : null}
    </article>
  );
}

/** The guide's calls for applications: those open today and the next one, and the 수시대관 rule. */
export function RentalRounds() {
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
