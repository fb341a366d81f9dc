import { describe, expect, it } from 'vitest';
import { feeOf, type Payment } from './rental-fees';
import { rentalReport, type ReportRow } from './rental-report';

const paid = (kind: Payment['kind'], amount: number): Payment => ({
  kind,
  amount,
  paidOn: '2027-01-10',
  memo: null,
  recordedAt: '2027-01-10T00:00:00.000Z',
  recordedBy: null,
});
const row = (
  desiredDate: string,
  applicationStatus: ReportRow['applicationStatus'],
  payments: Payment[] = [],
  category: ReportRow['category'] = 'classical',
): ReportRow => ({
  category,
  desiredDate,
  applicationStatus,
  fee: feeOf({ kind: 'performance', dayType: 'weekday', hours: 6, total: 1_000_000, depositPercent: 30 }, payments),
});

describe('the monthly rental report', () => {
  it('counts the held days of the month and the year, with fees received and outstanding, by category', () => {
    const report = rentalReport(
      [
        row('2027-03-05', 'completed', [paid('deposit', 300_000), paid('balance', 700_000), paid('extra', 50_000)]),
        row('2027-03-05', 'contracted', [paid('deposit', 300_000)], 'gugak'),
        row('2027-03-20', 'approved'),
        row('2027-03-21', 'cancelled', [paid('deposit', 300_000)]),
        row('2027-03-22', 'received'),
        row('2027-07-01', 'contracted', [paid('deposit', 300_000)], 'lecture'),
        row('2028-03-01', 'approved'),
      ],
      '2027-03',
    );
    expect(report.month).toMatchObject({
      label: '2027년 3월',
      from: '2027-03-01',
      to: '2027-03-31',
      days: 2,
      rentals: 3,
      total: 3_000_000,
      received: 1_350_000,
      outstanding: 1_700_000,
    });
    expect(report.month.byCategory.find((entry) => entry.category === 'gugak')).toMatchObject({
      label: '국악',
      days: 1,
      received: 300_000,
      outstanding: 700_000,
    });
    expect(report.year).toMatchObject({ label: '2027년', days: 3, rentals: 4, received: 1_650_000 });
    expect(rentalReport([], '2028-02').month.to).toBe('2028-02-29');
  });
});
