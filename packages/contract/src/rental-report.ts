import { RENTAL_CATEGORIES, RENTAL_CATEGORY_LABELS, type ApplicationStatus, type RentalCategory } from './labels';
import type { RentalFee } from './rental-fees';

/**
 * The admin home's monthly report (대관 실적): for the rentals whose day falls in a period, how
 * many days are rented, the fees, what was received (fee and extra facilities) and what is
 * outstanding, in all and by category. A rental counts from 승인 on (the day is held for it)
 * until it is cancelled.
 */

export const REPORTED_STATUSES: ApplicationStatus[] = ['approved', 'contracted', 'completed'];

export interface ReportRow {
  category: RentalCategory;
  desiredDate: string;
  applicationStatus: ApplicationStatus;
  fee: RentalFee | null;
}

export interface ReportFigures {
  /** Distinct rental days. */
  days: number;
  rentals: number;
  /** Fees quoted (won). */
  total: number;
  /** Received: fee payments and extra facilities, corrections included. */
  received: number;
  /** Fees not paid yet. */
  outstanding: number;
}

export interface ReportPeriod extends ReportFigures {
  /** "2027년 3월", "2027년". */
  label: string;
  from: string;
  to: string;
  byCategory: Array<ReportFigures & { category: RentalCategory; label: string }>;
}

export interface RentalReport {
  month: ReportPeriod;
  year: ReportPeriod;
}

function figures(rows: ReportRow[]): ReportFigures {
  return {
    days: new Set(rows.map((row) => row.desiredDate)).size,
    rentals: rows.length,
    total: rows.reduce((sum, row) => sum + (row.fee?.total ?? 0), 0),
    received: rows.reduce((sum, row) => sum + (row.fee ? row.fee.paidTotal + row.fee.extraPaid : 0), 0),
    outstanding: rows.reduce((sum, row) => sum + (row.fee?.outstanding ?? 0), 0),
  };
}

function period(rows: ReportRow[], label: string, from: string, to: string): ReportPeriod {
  const inPeriod = rows.filter(
    (row) => REPORTED_STATUSES.includes(row.applicationStatus) && row.desiredDate >= from && row.desiredDate <= to,
  );
  return {
    label,
    from,
    to,
    ...figures(inPeriod),
    byCategory: RENTAL_CATEGORIES.map((category) => ({
      category,
      label: RENTAL_CATEGORY_LABELS[category],
      ...figures(inPeriod.filter((row) => row.category === category)),
    })),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The report of `month` (YYYY-MM) and of its year, from the applications of that year. */
export function rentalReport(rows: ReportRow[], month: string): RentalReport {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return {
    month: period(rows, `${year}년 ${monthNumber}월`, `${month}-01`, `${month}-${pad(lastDay)}`),
    year: period(rows, `${year}년`, `${year}-01-01`, `${year}-12-31`),
  };
}
