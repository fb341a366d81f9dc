import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { todayInSeoul } from '@hall/contract/seoul-time';
import { ErrorState, InlineLoading } from '@/shared/ui/status';
import { desiredDateProblem, roundFor, roundState } from '@hall/contract/rental-rounds';
import { useBusyDates } from '../api/rental-applications';
import { useDateRule } from '../api/rental-rounds';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import { freeDatesCopy } from '../copy';
import './free-dates.css';

/** How many months, from this one, a visitor can look through. */
export const FREE_DATES_MONTHS = 6;

type DayState = 'free' | 'busy' | 'past' | 'round' | 'closed';

interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const pad = (value: number) => String(value).padStart(2, '0');
const monthKey = ({ year, month }: Month) => `${year}-${pad(month)}`;

/** The month's days in weeks, Sunday first; `null` fills the days of the neighbouring months. */
export function monthWeeks({ year, month }: Month): Array<Array<number | null>> {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: Array<number | null> = [
    ...Array<null>(firstWeekday).fill(null),
    ...Array.from({ length: days }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The address of the application form with a day chosen (the form fills its date with it). */
function applyWriteHref(day: string): string {
  return `/apply/write?date=${day}`;
}

const WEEKDAY_INDEXES = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The month view of the rental guide (/apply/notice): which days of this and the coming months
 * are taken (a show, or a rental that is approved or under contract: GET /api/rental-busy-dates)
 * and which are free, each free day a link into the application form with that date. Each day
 * says its state in words, not only in colour.
 */
export function FreeDates() {
  const copy = useCopy(freeDatesCopy);
  const localized = useLocalizedPath();
  const today = todayInSeoul();
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const first: Month = { year: todayYear, month: todayMonth };
  const [offset, setOffset] = useState(0);
  const shown = addMonths(first, offset);
  const key = monthKey(shown);
  const { data, error, mutate } = useBusyDates(key);
  const titleId = useId();
  const busy = data?.month === key ? new Set(data.busyDates) : undefined;
  const rule = useDateRule();

  /** A day not taken yet may still be outside the rules: in a round not open yet, not offered, too soon. */
  const openState = (day: string): DayState => {
    if (!desiredDateProblem({ desiredDate: day, category: null, today, rounds: rule.rounds, leadDays: rule.leadDays }))
      return 'free';
    const round = roundFor(day, rule.rounds, today);
    return round && roundState(round, today) === 'upcoming' && !round.closedDates.some((entry) => entry.date === day)
      ? 'round'
      : 'closed';
  };

  return (
    <section className="rental__section free-dates" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {copy.title}
      </h2>
      <p className="free-dates__text">{copy.text}</p>

      <div className="free-dates__bar">
        <button
          type="button"
          className="button button--ghost free-dates__nav"
          onClick={() => setOffset((value) => value - 1)}
          disabled={offset === 0}
        >
          <span aria-hidden="true">‹</span> {copy.previous}
        </button>
        <p className="free-dates__month" aria-live="polite">
          {copy.monthTitle(shown.year, shown.month)}
        </p>
        <button
          type="button"
          className="button button--ghost free-dates__nav"
          onClick={() => setOffset((value) => value + 1)}
          disabled={offset === FREE_DATES_MONTHS - 1}
        >
          {copy.next} <span aria-hidden="true">›</span>
        </button>
      </div>

      {error && !busy ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : !busy ? (
        <InlineLoading />
      ) : (
        <table className="free-dates__table">
          <caption className="visually-hidden">{copy.caption(shown.year, shown.month)}</caption>
          <thead>
            <tr>
              {WEEKDAY_INDEXES.map((index) => (
                <th key={index} scope="col" abbr={copy.weekdayNames[index]}>
                  {copy.weekdays[index]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(shown).map((week, weekIndex) => (
              <tr key={weekIndex}>
                {week.map((date, weekday) => {
                  if (date === null) return <td key={weekday} className="free-dates__day free-dates__day--outside" />;
                  const day = `${key}-${pad(date)}`;
                  const state: DayState = day < today ? 'past' : busy.has(day) ? 'busy' : openState(day);
                  const isToday = day === today;
                  return (
                    <td
                      key={weekday}
                      className={`free-dates__day free-dates__day--${state}`}
                      aria-current={isToday ? 'date' : undefined}
                      data-day={day}
                      data-state={state}
                    >
                      {state === 'free' ? (
                        <Link className="free-dates__cell" to={localized(applyWriteHref(day))}>
                          <DayContent month={shown.month} date={date} weekday={weekday} state={state} />
                        </Link>
                      ) : (
                        <span className="free-dates__cell">
                          <DayContent month={shown.month} date={date} weekday={weekday} state={state} />
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <dl className="free-dates__legend">
        {copy.legend.map((item) => (
          <div key={item.state}>
            <dt className={`free-dates__term free-dates__term--${item.state}`}>{item.term}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="free-dates__note">{copy.note}</p>
    </section>
  );
}

/**
 * The day as it is seen (its number and state) and as it is heard: "3월 11일 목요일 가능, 이 날짜로
 * 신청하기". The spoken words around the visible ones are hidden from sight only, so that the
 * link's name contains its visible text.
 */
function DayContent({
  month,
  date,
  weekday,
  state,
}: {
  month: number;
  date: number;
  /** 0 (Sunday) to 6 */
  weekday: number;
  state: DayState;
}) {
  const copy = useCopy(freeDatesCopy);
  // Each cell is a column of two blocks, number and state: a reader puts a space between them.
  return (
    <>
      <span className="free-dates__date">
        <span className="visually-hidden">{copy.datePrefix(month, weekday)}</span>
        {date}
        <span className="visually-hidden">{copy.dateSuffix(weekday)}</span>
      </span>
      <span className="free-dates__state">
        {copy[state]}
        {state === 'free' ? <span className="visually-hidden">{copy.freeAction}</span> : null}
      </span>
    </>
  );
}
