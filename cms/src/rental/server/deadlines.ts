import { createEvent } from 'ics';
import type { Core } from '@strapi/strapi';
import { LAPSE_REASON, dueReminders, isLapsed, sentReminderKeys, type Reminder } from '@hall/contract/rental-deadlines';
import { seoulDateKey } from '@hall/contract/seoul-time';
import type { ApplicationStatus } from '@hall/contract/labels';
import { recordRentalDeadlineMails, toRentalMail } from './mail';
import type { MailAttachment } from '../../email/outbox';
import { publicUrl } from '../../email/mailer';
import { hallCalendar } from '../../api/schedule/lib/ics';
import { applicationFee, feeSettings, type FeeFields } from './fees';
import { startPeriodicJob } from '../../operations/periodic-job';
import { hallSettings } from '../../utils/hall-settings';
import { RENTAL_APPLICATION } from './settings';
import { transitionApplication } from './steps';
import type { StatusChange } from './workflow';

/**
 * The daily rental job (docs/decisions/031): for every approved or contracted application it
 * - lapses an approval whose deposit is overdue past the grace days (승인 → 취소, with
 *   LAPSE_REASON in 진행 이력, mailed to the applicant and the staff inbox);
 * - mails the applicant and the staff inbox `reminderDaysBefore` days before the deposit's and
 *   the balance's due dates, and the applicant `rentalDayReminderDays` before the rental day,
 *   with the day as an .ics file.
 *
 * It runs on every instance, hourly, and is safe to run anywhere at any time: a reminder is
 * claimed with a conditional update of the application's `sentReminders` (only the instance
 * whose update matched the value it read records the mail, in the same transaction), and a lapse
 * moves the status only from 승인 (steps.ts transitionApplication). Two instances, or a run
 * repeated after a crash, never send one reminder twice.
 */

const HOUR_MS = 60 * 60 * 1000;
const ACTIVE: ApplicationStatus[] = ['approved', 'contracted'];
const BATCH = 200;

interface Candidate extends FeeFields {
  id: number;
  documentId: string;
  applicationStatus: ApplicationStatus;
  desiredDate: string | null;
  sentReminders: string | null;
}

export interface DeadlineRun {
  today: string;
  lapsed: string[];
  reminded: Array<{ documentId: string; key: string }>;
}

function subjectOf(candidate: Candidate) {
  return {
    applicationStatus: candidate.applicationStatus,
    desiredDate: candidate.desiredDate ? String(candidate.desiredDate).slice(0, 10) : null,
    fee: applicationFee(candidate),
  };
}

async function loadForMail(strapi: Core.Strapi, id: number) {
  const application = (await strapi.db.query(RENTAL_APPLICATION).findOne({
    where: { id },
    populate: { owner: { select: ['email'] } },
  })) as Record<string, unknown> & { owner?: { email?: string | null } | null };
  return toRentalMail(application, application.owner?.email);
}

/** The rental day as an all-day event, for the applicant's calendar. */
async function rentalDayCalendar(
  strapi: Core.Strapi,
  application: { documentId: string; showTitle: string; desiredDate: string; desiredTime?: string | null },
): Promise<MailAttachment> {
  const hall = await hallCalendar(strapi);
  const [year, month, day] = application.desiredDate.split('-').map(Number) as [number, number, number];
  const { error, value } = createEvent({
    uid: `rental-${application.documentId}@${new URL(publicUrl(strapi)).hostname}`,
    productId: `-//${hall.hallName}//rental//KO`,
    title: `${hall.hallName} 대관: ${application.showTitle}`,
    start: [year, month, day],
    duration: { days: 1 },
    location: hall.address ? `${hall.hallName}, ${hall.address}` : hall.hallName,
    ...(application.desiredTime ? { description: application.desiredTime } : {}),
  });
  if (error || !value) throw error ?? new Error('could not build the rental day .ics');
  return { filename: 'rental-day.ics', content: value, contentType: 'text/calendar; charset=utf-8' };
}

/** Claims one reminder and records its mails in one transaction; false when it was sent already. */
async function sendReminder(strapi: Core.Strapi, candidate: Candidate, reminder: Reminder): Promise<boolean> {
  return strapi.db.transaction(async () => {
    const fresh = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { id: candidate.id },
      select: ['sentReminders', 'applicationStatus'],
    })) as { sentReminders: string | null; applicationStatus: ApplicationStatus } | null;
    if (!fresh || !ACTIVE.includes(fresh.applicationStatus)) return false;
    const sent = sentReminderKeys(fresh.sentReminders);
    if (sent.includes(reminder.key)) return false;
    const { count } = (await strapi.db.query(RENTAL_APPLICATION).updateMany({
      where: {
        id: candidate.id,
        sentReminders: fresh.sentReminders === null ? { $null: true } : fresh.sentReminders,
      },
      data: { sentReminders: [...sent, reminder.key].join('\n') },
    })) as { count: number };
    if (count !== 1) return false;

    const mail = await loadForMail(strapi, candidate.id);
    const fee = applicationFee(candidate)!;
    if (reminder.kind === 'rentalDay') {
      const calendar = await rentalDayCalendar(strapi, mail);
      await recordRentalDeadlineMails(strapi, mail, { kind: 'rentalDay', on: reminder.on }, [calendar]);
    } else {
      const amountDue =
        reminder.kind === 'depositDue' ? Math.max(0, fee.deposit - fee.paidTotal) : Math.max(0, fee.outstanding);
      await recordRentalDeadlineMails(strapi, mail, { kind: reminder.kind, on: reminder.on, amountDue, fee });
    }
    return true;
  });
}

class NoLongerDue extends Error {}

/** Moves an overdue approval to 취소; false when another run (or a staff step) moved it first. */
async function lapse(strapi: Core.Strapi, candidate: Candidate, today: string, now: Date): Promise<boolean> {
  try {
    return await strapi.db.transaction(async () => {
      const settings = await feeSettings(strapi);
      const { application } = await transitionApplication(strapi, candidate.documentId, (current) => {
        if (!isLapsed(subjectOf(current as unknown as Candidate), today, settings.rules)) throw new NoLongerDue();
        const change: StatusChange = {
          applicationStatus: 'cancelled',
          changedAt: now.toISOString(),
          reason: LAPSE_REASON,
        };
        return { change, data: { rejectionReason: LAPSE_REASON } };
      });
      const fee = applicationFee(candidate)!;
      await recordRentalDeadlineMails(
        strapi,
        toRentalMail(application as unknown as Record<string, unknown>, application.owner?.email),
        { kind: 'lapsed', on: fee.depositDueOn ?? today, fee },
      );
      return true;
    });
  } catch (error) {
    // Paid, stepped or lapsed elsewhere meanwhile (a step refused as changed elsewhere): nothing to do.
    if (error instanceof NoLongerDue || (error as { name?: string }).name === 'ValidationError') return false;
    throw error;
  }
}

/**
 * One pass of the job on `now`'s Seoul day. `documentIds` narrows it to those applications
 * (a test's own, while other tests' applications share the database).
 */
export async function runDeadlines(
  strapi: Core.Strapi,
  { now = new Date(), documentIds }: { now?: Date | string; documentIds?: string[] } = {},
): Promise<DeadlineRun> {
  const at = new Date(now);
  const today = seoulDateKey(at);
  const { rules } = await feeSettings(strapi);
  const run: DeadlineRun = { today, lapsed: [], reminded: [] };
  let afterId = 0;
  for (;;) {
    const rows = (await strapi.db.query(RENTAL_APPLICATION).findMany({
      where: {
        id: { $gt: afterId },
        applicationStatus: { $in: ACTIVE },
        ...(documentIds ? { documentId: { $in: documentIds } } : {}),
      },
      select: [
        'id',
        'documentId',
        'applicationStatus',
        'desiredDate',
        'feeQuote',
        'payments',
        'depositDueOn',
        'balanceDueOn',
        'sentReminders',
      ],
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as Candidate[];
    for (const candidate of rows) {
      const subject = subjectOf(candidate);
      if (isLapsed(subject, today, rules)) {
        if (await lapse(strapi, candidate, today, at)) run.lapsed.push(candidate.documentId);
        continue;
      }
      const sent = sentReminderKeys(candidate.sentReminders);
      for (const reminder of dueReminders(subject, today, rules)) {
        if (sent.includes(reminder.key)) continue;
        if (await sendReminder(strapi, candidate, reminder))
          run.reminded.push({ documentId: candidate.documentId, key: reminder.key });
      }
    }
    if (rows.length < BATCH) return run;
    afterId = rows[rows.length - 1]!.id;
  }
}

/**
 * At start and every hour, so that a day's reminders go out within an hour of midnight in Seoul
 * wherever the instance runs; RENTAL_DEADLINE_JOB=off (config/hall.ts) turns it off (e.g. for a restored backup
 * that must be inspected first).
 */
export function startDeadlineJob(strapi: Core.Strapi): void {
  startPeriodicJob(strapi, {
    name: 'rental deadlines',
    enabled: hallSettings(strapi, 'rental').deadlineJob,
    intervalMs: HOUR_MS,
    run: async () => {
      const run = await runDeadlines(strapi);
      if (run.lapsed.length > 0 || run.reminded.length > 0)
        strapi.log.info(
          `[rental] deadlines of ${run.today}: ${run.reminded.length} reminder(s) sent, ${run.lapsed.length} approval(s) lapsed`,
        );
    },
  });
}
