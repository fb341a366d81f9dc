import { RENTAL_CATEGORY_LABELS, type RentalCategory } from './labels';
import { addDays } from './rental-fees';

/**
 * Calls for applications (대관 공모, docs/decisions/031): a round covers a period of rental days
 * (대관 기간) and takes applications for them in its window (접수 기간), for some categories, with
 * some days not offered. A day no round covers, or whose round's window has closed, is rented
 * as 수시대관: at least `leadDays` ahead. One rule for the site's form and the cms's submission.
 */

export interface RentalRound {
  documentId: string;
  title: string;
  /** 대관 기간: the first and last rental day the round covers (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  /** 접수 기간: the first and last day applications are taken (YYYY-MM-DD, Seoul). */
  applyFrom: string;
  applyUntil: string;
  /** The categories it takes; empty: every category. */
  categories: RentalCategory[];
  /** Days of the period not offered. */
  closedDates: Array<{ date: string; note: string | null }>;
  /** The notice that announces it. */
  notice: { documentId: string; title: string } | null;
}

export type RoundState = 'upcoming' | 'open' | 'closed';

/** Whether the round's window is still ahead, open today, or over. */
export function roundState(round: Pick<RentalRound, 'applyFrom' | 'applyUntil'>, today: string): RoundState {
  if (today < round.applyFrom) return 'upcoming';
  return today <= round.applyUntil ? 'open' : 'closed';
}

/** The round whose period covers `day` and whose window has not closed (the first, if several). */
export function roundFor(day: string, rounds: readonly RentalRound[], today: string): RentalRound | null {
  return (
    rounds.find(
      (round) => round.periodStart <= day && day <= round.periodEnd && roundState(round, today) !== 'closed',
    ) ?? null
  );
}

/** The rounds open today, and the next one to open, for the guide. */
export function currentRounds(
  rounds: readonly RentalRound[],
  today: string,
): { open: RentalRound[]; next: RentalRound | null } {
  const open = rounds.filter((round) => roundState(round, today) === 'open');
  const next =
    [...rounds]
      .filter((round) => roundState(round, today) === 'upcoming')
      .sort((a, b) => a.applyFrom.localeCompare(b.applyFrom))[0] ?? null;
  return { open, next };
}

export const ROUND_MESSAGES = {
  closedDate: (title: string, note: string | null) =>
    `이 날짜는 '${title}'에서 대관하지 않는 날입니다${note ? ` (${note})` : ''}. 다른 날짜를 골라주세요.`,
  notYetOpen: (title: string, from: string, until: string) =>
    `이 날짜는 '${title}' 대상입니다. 접수 기간(${from} ~ ${until})에 신청해주세요.`,
  category: (title: string, categories: RentalCategory[]) =>
    `'${title}'에서는 ${categories.map((category) => RENTAL_CATEGORY_LABELS[category]).join(', ')} 공연만 신청할 수 있습니다.`,
  leadTime: (leadDays: number, earliest: string) =>
    `수시대관은 희망일 ${leadDays}일 전까지 신청할 수 있습니다. ${earliest} 이후 날짜를 골라주세요.`,
} as const;

/**
 * Why `desiredDate` cannot be applied for today, or null when it can: a day of a round is
 * applied for in its window, for its categories, unless it is not offered; any other day at
 * least `leadDays` ahead.
 */
export function desiredDateProblem({
  desiredDate,
  category,
  today,
  rounds,
  leadDays,
}: {
  desiredDate: string;
  category: RentalCategory | null;
  today: string;
  rounds: readonly RentalRound[];
  leadDays: number;
}): string | null {
  const round = roundFor(desiredDate, rounds, today);
  if (round) {
    const closed = round.closedDates.find((entry) => entry.date === desiredDate);
    if (closed) return ROUND_MESSAGES.closedDate(round.title, closed.note);
    if (roundState(round, today) === 'upcoming')
      return ROUND_MESSAGES.notYetOpen(round.title, round.applyFrom, round.applyUntil);
    if (category && round.categories.length > 0 && !round.categories.includes(category))
      return ROUND_MESSAGES.category(round.title, round.categories);
    return null;
  }
  const earliest = addDays(today, leadDays);
  return desiredDate < earliest ? ROUND_MESSAGES.leadTime(leadDays, earliest) : null;
}
