import type { RentalCategory } from './labels';
import { hasForbiddenCharacters } from './plain-text';
import { isCalendarDay } from './seoul-time';

/**
 * The rental business's money (../shared/spec/decisions.md, "Rental business"): the fee table and
 * the payment rules staff keep in the site config, the quote an application stores when it is
 * submitted, its due dates and its payments. Amounts are whole won; days are YYYY-MM-DD in Seoul.
 * The cms computes and stores; the site shows the quote before submitting; both read this module.
 */

export const RENTAL_FEE_KINDS = ['performance', 'competition', 'corporate'] as const;
export type RentalFeeKind = (typeof RENTAL_FEE_KINDS)[number];
export const RENTAL_FEE_KIND_LABELS: Record<RentalFeeKind, string> = {
  performance: '공연 대관',
  competition: '경연 대관',
  corporate: '기업·행사 대관',
};

/** The fee row each application category is billed by. */
export const FEE_KIND_BY_CATEGORY: Record<RentalCategory, RentalFeeKind> = {
  classical: 'performance',
  gugak: 'performance',
  popular: 'performance',
  lecture: 'corporate',
};

export interface FeeRate {
  kind: RentalFeeKind;
  /** Hours the fee covers (rehearsal, house open, the performance and clean-up). */
  hours: number;
  weekdayFee: number;
  weekendFee: number;
}

/** The specification's fee table (VAT included); staff replace it in the site config. */
export const DEFAULT_FEE_RATES: readonly FeeRate[] = [
  { kind: 'performance', hours: 6, weekdayFee: 1_540_000, weekendFee: 1_540_000 },
  { kind: 'competition', hours: 6, weekdayFee: 1_760_000, weekendFee: 1_760_000 },
  { kind: 'corporate', hours: 6, weekdayFee: 1_760_000, weekendFee: 1_760_000 },
];

const isWon = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The fee table as staff keep it in the site config, one row per kind: a row with a missing or
 * invalid fee is left out, a second row of a kind ignored, and a kind without a row takes the
 * default row. The cms quotes from it; the site shows it.
 */
export function completeFeeRates(
  rows: ReadonlyArray<Partial<Record<keyof FeeRate, unknown>>> | null | undefined,
): FeeRate[] {
  const rates: FeeRate[] = [];
  for (const row of rows ?? []) {
    const kind = row.kind as RentalFeeKind;
    if (!RENTAL_FEE_KINDS.includes(kind) || rates.some((rate) => rate.kind === kind)) continue;
    if (!isWon(row.weekdayFee) || !isWon(row.weekendFee)) continue;
    rates.push({
      kind,
      hours: isWon(row.hours) && row.hours > 0 ? row.hours : 6,
      weekdayFee: row.weekdayFee,
      weekendFee: row.weekendFee,
    });
  }
  return RENTAL_FEE_KINDS.map(
    (kind) => rates.find((rate) => rate.kind === kind) ?? { ...DEFAULT_FEE_RATES.find((rate) => rate.kind === kind)! },
  );
}

export interface PaymentRules {
  /** The deposit (계약금), as a percentage of the fee. */
  depositPercent: number;
  /** The deposit is due this many days after 승인. */
  depositDueDays: number;
  /** The balance (잔금) is due this many days before the rental day (at 계약, for a day sooner than that). */
  balanceDueDaysBefore: number;
  /** Extra facility fees are settled within this many days after the rental day. */
  extraDueDaysAfter: number;
  /** An approval lapses to 취소 when the deposit is this many days overdue. */
  lapseGraceDays: number;
  /** Reminder mails go this many days before each due date. */
  reminderDaysBefore: number;
  /** The applicant's reminder of the rental day goes this many days before it. */
  rentalDayReminderDays: number;
  /** 수시대관: a day outside any call for applications is applied for at least this many days ahead. */
  leadDays: number;
}

export const DEFAULT_PAYMENT_RULES: PaymentRules = {
  depositPercent: 30,
  depositDueDays: 14,
  balanceDueDaysBefore: 60,
  extraDueDaysAfter: 7,
  lapseGraceDays: 7,
  reminderDaysBefore: 3,
  rentalDayReminderDays: 7,
  leadDays: 30,
};

export type DayType = 'weekday' | 'weekend';

/** What an application stores when it is submitted; a later change of the fee table never rewrites it. */
export interface FeeQuote {
  kind: RentalFeeKind;
  dayType: DayType;
  hours: number;
  total: number;
  depositPercent: number;
}

export const PAYMENT_KINDS = ['deposit', 'balance', 'extra'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  deposit: '계약금',
  balance: '잔금',
  extra: '부대시설·추가 비용',
};

export interface Payment {
  kind: PaymentKind;
  /** Won; negative for a correction, which then has a memo. */
  amount: number;
  paidOn: string;
  memo: string | null;
  recordedAt: string;
  /** The staff member who recorded it, as shown in the admin. */
  recordedBy: string | null;
}

/** The fee of an application as the member's view and the admin show it. */
export interface RentalFee {
  total: number;
  deposit: number;
  balance: number;
  depositDueOn: string | null;
  balanceDueOn: string | null;
  /** Paid towards the fee (deposit and balance entries, corrections included). */
  paidTotal: number;
  /** The fee not paid yet (never negative). */
  outstanding: number;
  /** Paid for extra facilities and costs, outside the fee. */
  extraPaid: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayKey = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by whole calendar days. */
export const addDays = (day: string, days: number): string => dayKey(dayNumber(day) + days);

/** Saturdays and Sundays bill the weekend fee (public holidays are not modelled: staff adjust the fee). */
export function dayTypeOf(day: string): DayType {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'weekend' : 'weekday';
}

/** The quote for a category on a day, from the fee table (falling back to the default row of its kind). */
export function quoteFee(
  category: RentalCategory,
  day: string,
  rates: readonly FeeRate[] = DEFAULT_FEE_RATES,
  rules: Pick<PaymentRules, 'depositPercent'> = DEFAULT_PAYMENT_RULES,
): FeeQuote {
  const kind = FEE_KIND_BY_CATEGORY[category];
  const rate: FeeRate =
    rates.find((row) => row.kind === kind) ??
    DEFAULT_FEE_RATES.find((row) => row.kind === kind) ??
    DEFAULT_FEE_RATES[0]!;
  const dayType = isCalendarDay(day) ? dayTypeOf(day) : 'weekday';
  return {
    kind,
    dayType,
    hours: rate.hours,
    total: dayType === 'weekend' ? rate.weekendFee : rate.weekdayFee,
    depositPercent: rules.depositPercent,
  };
}

export const depositOf = (quote: Pick<FeeQuote, 'total' | 'depositPercent'>): number =>
  Math.round((quote.total * quote.depositPercent) / 100);

/**
 * The due dates fixed at 승인: the deposit `depositDueDays` after the approval day; the balance
 * `balanceDueDaysBefore` the rental day, or with the deposit when that day has already passed.
 */
export function dueDatesOf(
  approvedOn: string,
  rentalDay: string,
  rules: Pick<PaymentRules, 'depositDueDays' | 'balanceDueDaysBefore'> = DEFAULT_PAYMENT_RULES,
): { depositDueOn: string; balanceDueOn: string } {
  const depositDueOn = addDays(approvedOn, rules.depositDueDays);
  const balanceDay = addDays(rentalDay, -rules.balanceDueDaysBefore);
  return { depositDueOn, balanceDueOn: balanceDay < depositDueOn ? depositDueOn : balanceDay };
}

const sum = (payments: readonly Pick<Payment, 'amount'>[]) => payments.reduce((total, row) => total + row.amount, 0);

/** The fee and what was paid of it; null for an application stored before quotes existed. */
export function feeOf(
  quote: FeeQuote | null | undefined,
  payments: readonly Payment[] | null | undefined,
  due: { depositDueOn?: string | null; balanceDueOn?: string | null } = {},
): RentalFee | null {
  if (!quote) return null;
  const list = payments ?? [];
  const paidTotal = sum(list.filter((row) => row.kind !== 'extra'));
  const deposit = depositOf(quote);
  return {
    total: quote.total,
    deposit,
    balance: quote.total - deposit,
    depositDueOn: due.depositDueOn ?? null,
    balanceDueOn: due.balanceDueOn ?? null,
    paidTotal,
    outstanding: Math.max(0, quote.total - paidTotal),
    extraPaid: sum(list.filter((row) => row.kind === 'extra')),
  };
}

/** Whether the deposit is paid in full (what 계약 완료 needs). */
export const depositPaid = (fee: RentalFee | null): boolean => fee === null || fee.paidTotal >= fee.deposit;

export const PAYMENT_MEMO_MAX_LENGTH = 500;
/** Larger than any hall's fee: a typo of a few zeros is refused rather than stored. */
export const PAYMENT_MAX_AMOUNT = 1_000_000_000;

export const PAYMENT_MESSAGES = {
  body: '입금 내역을 보내주세요.',
  notAllowed: '허용되지 않는 항목입니다.',
  kind: '입금 종류는 계약금, 잔금, 부대시설·추가 비용 중 하나입니다.',
  amount: '금액은 0이 아닌 원 단위 정수로 입력해주세요.',
  amountTooLarge: '금액이 너무 큽니다. 원 단위로 입력했는지 확인해주세요.',
  correctionMemo: '음수 금액(정정)에는 정정 사유를 메모로 입력해주세요.',
  paidOn: '입금일은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  memo: `메모는 ${PAYMENT_MEMO_MAX_LENGTH}자 이내의 글로 입력해주세요.`,
  depositFirst: (deposit: number, paid: number) =>
    `계약금 ${won(deposit)} 중 ${won(paid)}만 입금되었습니다. 계약금이 모두 입금된 뒤에 계약 완료로 진행해주세요.`,
} as const;

export const won = (amount: number): string => `${amount.toLocaleString('ko-KR')}원`;

export type PaymentInput = Pick<Payment, 'kind' | 'amount' | 'paidOn' | 'memo'>;
export type PaymentProblem = { field: 'body' | 'kind' | 'amount' | 'paidOn' | 'memo' | string; message: string };

/** Checks the body of a payment record: `{ kind, amount, paidOn, memo? }`; every problem with its field. */
export function readPayment(body: unknown): { value: PaymentInput } | { problems: PaymentProblem[] } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { problems: [{ field: 'body', message: PAYMENT_MESSAGES.body }] };
  const input = body as Record<string, unknown>;
  const problems: PaymentProblem[] = [];
  for (const key of Object.keys(input)) {
    if (!['kind', 'amount', 'paidOn', 'memo'].includes(key))
      problems.push({ field: key, message: PAYMENT_MESSAGES.notAllowed });
  }
  const kind = input.kind;
  if (typeof kind !== 'string' || !(PAYMENT_KINDS as readonly string[]).includes(kind))
    problems.push({ field: 'kind', message: PAYMENT_MESSAGES.kind });
  const memo = typeof input.memo === 'string' ? input.memo.trim() || null : null;
  if (input.memo !== undefined && input.memo !== null && typeof input.memo !== 'string')
    problems.push({ field: 'memo', message: PAYMENT_MESSAGES.memo });
  else if (memo && (memo.length > PAYMENT_MEMO_MAX_LENGTH || hasForbiddenCharacters(memo)))
    problems.push({ field: 'memo', message: PAYMENT_MESSAGES.memo });
  const amount = input.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount === 0)
    problems.push({ field: 'amount', message: PAYMENT_MESSAGES.amount });
  else if (Math.abs(amount) > PAYMENT_MAX_AMOUNT)
    problems.push({ field: 'amount', message: PAYMENT_MESSAGES.amountTooLarge });
  else if (amount < 0 && !memo) problems.push({ field: 'memo', message: PAYMENT_MESSAGES.correctionMemo });
  const paidOn = input.paidOn;
  if (typeof paidOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(paidOn) || !isCalendarDay(paidOn))
    problems.push({ field: 'paidOn', message: PAYMENT_MESSAGES.paidOn });
  if (problems.length > 0) return { problems };
  return { value: { kind: kind as PaymentKind, amount: amount as number, paidOn: paidOn as string, memo } };
}
