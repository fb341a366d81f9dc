import { describe, expect, it } from 'vitest';
import { ROUND_MESSAGES, currentRounds, desiredDateProblem, roundFor, type RentalRound } from './rental-rounds';

const round = (overrides: Partial<RentalRound> = {}): RentalRound => ({
  documentId: 'r1',
  title: '상반기 공모',
  periodStart: '2027-05-01',
  periodEnd: '2027-06-30',
  applyFrom: '2027-03-01',
  applyUntil: '2027-03-20',
  categories: [],
  closedDates: [],
  notice: null,
  ...overrides,
});

const problem = (desiredDate: string, today: string, rounds: RentalRound[], category = 'classical' as const) =>
  desiredDateProblem({ desiredDate, category, today, rounds, leadDays: 30 });

describe('the date rule of rounds and 수시대관', () => {
  it('takes a day of a round only in its window, and says when the window opens', () => {
    expect(problem('2027-05-10', '2027-02-28', [round()])).toBe(
      ROUND_MESSAGES.notYetOpen('상반기 공모', '2027-03-01', '2027-03-20'),
    );
    expect(problem('2027-05-10', '2027-03-01', [round()])).toBeNull();
    expect(problem('2027-05-10', '2027-03-20', [round()])).toBeNull();
  });

  it('falls back to 수시대관 once the window closed: at least the lead time ahead', () => {
    expect(roundFor('2027-05-10', [round()], '2027-03-21')).toBeNull();
    expect(problem('2027-05-10', '2027-03-21', [round()])).toBeNull();
    expect(problem('2027-04-19', '2027-03-21', [])).toBe(ROUND_MESSAGES.leadTime(30, '2027-04-20'));
    expect(problem('2027-04-20', '2027-03-21', [])).toBeNull();
  });

  it('refuses a day the round does not offer, and a category it does not take', () => {
    const limited = round({ categories: ['gugak'], closedDates: [{ date: '2027-05-05', note: '기획공연' }] });
    expect(problem('2027-05-05', '2027-03-05', [limited], 'gugak' as never)).toBe(
      ROUND_MESSAGES.closedDate('상반기 공모', '기획공연'),
    );
    expect(problem('2027-05-06', '2027-03-05', [limited])).toBe(ROUND_MESSAGES.category('상반기 공모', ['gugak']));
    expect(problem('2027-05-06', '2027-03-05', [limited], 'gugak' as never)).toBeNull();
  });

  it('names the open rounds and the next one to open', () => {
    const next = round({ documentId: 'r2', applyFrom: '2027-04-01', applyUntil: '2027-04-20' });
    const later = round({ documentId: 'r3', applyFrom: '2027-09-01', applyUntil: '2027-09-20' });
    expect(currentRounds([later, round(), next], '2027-03-10')).toEqual({ open: [round()], next });
    expect(currentRounds([round()], '2027-03-21')).toEqual({ open: [], next: null });
  });
});
