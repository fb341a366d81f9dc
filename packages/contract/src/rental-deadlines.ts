import type { ApplicationStatus } from './labels';
import { addDays, depositPaid, type PaymentRules, type RentalFee } from './rental-fees';

/**
 * What the daily rental job (cms/src/rental/server/deadlines.ts) does with one application on a Seoul day:
 * lapse an approval whose deposit is overdue past the grace days, or send the reminders that
 * fall due. Each reminder has a key that names it and its date, which the application keeps
 * once it is sent: a second run, on any instance, sends nothing twice, and a due date that
 * changes makes a new reminder.
 */

export const REMINDER_KINDS = ['depositDue', 'balanceDue', 'rentalDay'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface Reminder {
  kind: ReminderKind;
  /** `kind:date`, e.g. `depositDue:2027-03-15`. */
  key: string;
  /** The due date or the rental day the reminder is about. */
  on: string;
}

export interface DeadlineSubject {
  applicationStatus: ApplicationStatus;
  desiredDate: string | null;
  fee: RentalFee | null;
}

export type DeadlineRules = Pick<PaymentRules, 'lapseGraceDays' | 'reminderDaysBefore' | 'rentalDayReminderDays'>;

export const LAPSE_REASON = '계약금 미납으로 승인이 취소되었습니다.';

/** An approval lapses once its deposit is unpaid for more than `lapseGraceDays` after its due date. */
export function isLapsed(application: DeadlineSubject, today: string, rules: DeadlineRules): boolean {
  const due = application.fee?.depositDueOn;
  return (
    application.applicationStatus === 'approved' &&
    !!due &&
    !depositPaid(application.fee) &&
    today > addDays(due, rules.lapseGraceDays)
  );
}

const within = (today: string, from: string, to: string) => from <= today && today <= to;

/** The reminders due on `today` (sent or not: the caller leaves out the keys it already sent). */
export function dueReminders(application: DeadlineSubject, today: string, rules: DeadlineRules): Reminder[] {
  const { applicationStatus: status, fee, desiredDate } = application;
  if (isLapsed(application, today, rules)) return [];
  const reminders: Reminder[] = [];
  const add = (kind: ReminderKind, on: string) => reminders.push({ kind, key: `${kind}:${on}`, on });

  const depositDue = fee?.depositDueOn;
  if (status === 'approved' && depositDue && !depositPaid(fee)) {
    if (within(today, addDays(depositDue, -rules.reminderDaysBefore), depositDue)) add('depositDue', depositDue);
  }
  const balanceDue = fee?.balanceDueOn;
  if ((status === 'approved' || status === 'contracted') && balanceDue && fee && fee.outstanding > 0) {
    if (within(today, addDays(balanceDue, -rules.reminderDaysBefore), balanceDue)) add('balanceDue', balanceDue);
  }
  if ((status === 'approved' || status === 'contracted') && desiredDate) {
    if (within(today, addDays(desiredDate, -rules.rentalDayReminderDays), addDays(desiredDate, -1)))
      add('rentalDay', desiredDate);
  }
  return reminders;
}

/** The keys an application keeps of its sent reminders, one per line (cms/src/rental/server/deadlines.ts). */
export const sentReminderKeys = (stored: string | null | undefined): string[] =>
  (stored ?? '').split('\n').filter((key) => key !== '');
