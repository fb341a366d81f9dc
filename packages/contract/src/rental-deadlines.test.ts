import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_RULES, feeOf, type Payment } from './rental-fees';
import { dueReminders, isLapsed, sentReminderKeys, type DeadlineSubject } from './rental-deadlines';

const quote = {
  kind: 'performance' as const,
  dayType: 'weekday' as const,
  hours: 6,
  total: 1_000_000,
  depositPercent: 30,
};
const paid = (kind: Payment['kind'], amount: number): Payment => ({
  kind,
  amount,
  paidOn: '2027-01-10',
  memo: null,
  recordedAt: '2027-01-10T01:00:00.000Z',
  recordedBy: null,
});

/** Approved on 2027-01-01 for 2027-06-01: deposit due 2027-01-15, balance due 2027-04-02. */
function approved(
  payments: Payment[] = [],
  status: DeadlineSubject['applicationStatus'] = 'approved',
): DeadlineSubject {
  return {
    applicationStatus: status,
    desiredDate: '2027-06-01',
    fee: feeOf(quote, payments, { depositDueOn: '2027-01-15', balanceDueOn: '2027-04-02' }),
  };
}

const rules = DEFAULT_PAYMENT_RULES; // reminders 3 days before, grace 7 days, rental day D-7
const kinds = (subject: DeadlineSubject, today: string) => dueReminders(subject, today, rules).map((r) => r.key);

describe('the rental deadlines', () => {
  it('remind of the deposit from three days before its due date until the day itself', () => {
    expect(kinds(approved(), '2027-01-11')).toEqual([]);
    expect(kinds(approved(), '2027-01-12')).toEqual(['depositDue:2027-01-15']);
    expect(kinds(approved(), '2027-01-15')).toEqual(['depositDue:2027-01-15']);
    expect(kinds(approved(), '2027-01-16')).toEqual([]);
    expect(kinds(approved([paid('deposit', 300_000)]), '2027-01-13')).toEqual([]);
  });

  it('lapse an approval only after the grace days, and never one whose deposit is paid or that is contracted', () => {
    expect(isLapsed(approved(), '2027-01-22', rules)).toBe(false);
    expect(isLapsed(approved(), '2027-01-23', rules)).toBe(true);
    expect(dueReminders(approved(), '2027-01-23', rules)).toEqual([]);
    expect(isLapsed(approved([paid('deposit', 300_000)]), '2027-03-01', rules)).toBe(false);
    expect(isLapsed(approved([paid('deposit', 299_999)]), '2027-03-01', rules)).toBe(true);
    expect(isLapsed(approved([], 'contracted'), '2027-03-01', rules)).toBe(false);
    expect(isLapsed({ ...approved(), fee: null }, '2027-03-01', rules)).toBe(false);
  });

  it('remind of the balance while any of the fee is outstanding, approved or contracted', () => {
    const contracted = approved([paid('deposit', 300_000)], 'contracted');
    expect(kinds(contracted, '2027-03-30')).toEqual(['balanceDue:2027-04-02']);
    expect(kinds(approved([paid('deposit', 300_000), paid('balance', 700_000)], 'contracted'), '2027-03-30')).toEqual(
      [],
    );
    expect(kinds(approved([], 'cancelled'), '2027-03-30')).toEqual([]);
  });

  it('remind the applicant of the rental day from D-7 to the day before', () => {
    const contracted = approved([paid('deposit', 300_000), paid('balance', 700_000)], 'contracted');
    expect(kinds(contracted, '2027-05-24')).toEqual([]);
    expect(kinds(contracted, '2027-05-25')).toEqual(['rentalDay:2027-06-01']);
    expect(kinds(contracted, '2027-05-31')).toEqual(['rentalDay:2027-06-01']);
    expect(kinds(contracted, '2027-06-01')).toEqual([]);
    expect(kinds(approved([], 'completed'), '2027-05-30')).toEqual([]);
  });

  it('read the stored keys one per line', () => {
    expect(sentReminderKeys(null)).toEqual([]);
    expect(sentReminderKeys('depositDue:2027-01-15\nrentalDay:2027-06-01')).toEqual([
      'depositDue:2027-01-15',
      'rentalDay:2027-06-01',
    ]);
  });
});
