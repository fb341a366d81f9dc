import fs from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LAPSE_REASON } from '@hall/contract/rental-deadlines';
import { addDays } from '@hall/contract/rental-fees';
import { registerMember, type Member } from './helpers/actors';
import { isTo, waitForOutboxMails } from './helpers/auth';
import { request } from './helpers/http';
import { callService } from './helpers/services';
import { applicationData, payDeposit, send, staffStep, submitApplication } from './helpers/rental';

/**
 * The daily deadline job (docs/decisions/031; src/rental/server/deadlines.ts), run with a fake clock through
 * the test hooks: reminders before the due dates and the rental day (with its .ics), the lapse
 * of an approval whose deposit is overdue, and nothing sent twice however often it runs.
 * Each run is narrowed to the test's own applications: the suite's database is shared.
 */

const SERVICE = 'api::rental-application.rental-application';
const OUTBOX = 'api::outbound-mail.outbound-mail';

interface Run {
  today: string;
  lapsed: string[];
  reminded: Array<{ documentId: string; key: string }>;
}

let member: Member;

/** 09:00 in Seoul on `day`. */
const seoulMorning = (day: string) => `${day}T09:00:00+09:00`;

const run = (documentId: string, day: string) =>
  callService<Run>(SERVICE, 'runDeadlines', [{ now: seoulMorning(day), documentIds: [documentId] }]);

async function approvedApplication(label: string) {
  const email = `deadline-${label}-${member.id}@company.example`;
  const response = await submitApplication(member.jwt, {
    data: applicationData({ email, showTitle: `기한 점검 ${label}` }),
  });
  expect(response.status, response.text).toBe(201);
  const { documentId, desiredDate } = response.body.data as { documentId: string; desiredDate: string };
  for (const step of ['review', 'approve']) {
    const stepped = await staffStep(documentId, step);
    expect(stepped.status, stepped.text).toBe(200);
  }
  return { documentId, desiredDate, email, ...(await view(documentId)) };
}

async function view(documentId: string) {
  const response = await send(`/admin/rental-applications/${documentId}/steps`, { token: inject('cms').staffToken });
  expect(response.status, response.text).toBe(200);
  const data = (response.body as any).data;
  return {
    status: data.applicationStatus as string,
    fee: data.fee as { depositDueOn: string; balanceDueOn: string; deposit: number; outstanding: number },
    history: data.statusHistory as Array<{ applicationStatus: string; reason: string | null }>,
  };
}

/** The mails the outbox recorded for an application, by purpose. */
async function recorded(documentId: string) {
  const response = await request(
    `/content-manager/collection-types/${OUTBOX}?pageSize=100&filters[application][documentId][$eq]=${documentId}`,
    { token: inject('cms').staffToken },
  );
  expect(response.status, response.text).toBe(200);
  const mails = (response.body as any).results as Array<{ purpose: string; subject: string }>;
  const count = (purpose: string) => mails.filter((mail) => mail.purpose === purpose).length;
  return { mails, count };
}

/** The delivered mail to `to` whose subject holds `subject` (the worker sends in the background). */
const deliveredMail = async (to: string, subject: string) =>
  (
    await waitForOutboxMails(inject('cms').mailOutboxDir, (mail) => isTo(to)(mail) && mail.subject.includes(subject), {
      description: `"${subject}" to ${to}`,
    })
  )[0];

beforeAll(async () => {
  member = await registerMember('deadlines');
});

describe('the deadline job', () => {
  it('reminds the applicant and the staff inbox of the deposit three days before its due date, once however often it runs', async () => {
    const application = await approvedApplication('deposit');
    const { depositDueOn } = application.fee;

    expect((await run(application.documentId, addDays(depositDueOn, -4))).reminded).toEqual([]);
    // Two runs at once, as two instances do at the top of the hour, then a third later that day.
    const runs = await Promise.all([0, 1].map(() => run(application.documentId, addDays(depositDueOn, -3))));
    expect(runs.flatMap((result) => result.reminded)).toEqual([
      { documentId: application.documentId, key: `depositDue:${depositDueOn}` },
    ]);
    expect((await run(application.documentId, depositDueOn)).reminded).toEqual([]);

    const { count, mails } = await recorded(application.documentId);
    expect(count('rentalReminder')).toBe(1);
    expect(count('rentalReminderStaff')).toBe(1);
    expect(mails.find((mail) => mail.purpose === 'rentalReminder')!.subject).toContain('계약금 납부 기한 안내');
    const mail = await deliveredMail(application.email, '계약금 납부 기한 안내');
    expect(mail.text).toContain(`계약금의 납부 기한은`);
    expect(mail.text).toMatch(/남은 금액은 [\d,]+원입니다/);
  });

  it('lapses an approval whose deposit is unpaid past the grace days, with the reason in the history, and leaves a paid one alone', async () => {
    const unpaid = await approvedApplication('lapse');
    const paid = await approvedApplication('paid');
    await payDeposit(paid.documentId);
    const graceOver = addDays(unpaid.fee.depositDueOn, 8);

    expect((await run(unpaid.documentId, addDays(unpaid.fee.depositDueOn, 7))).lapsed).toEqual([]);
    const runs = await Promise.all([run(unpaid.documentId, graceOver), run(unpaid.documentId, graceOver)]);
    expect(runs.flatMap((result) => result.lapsed)).toEqual([unpaid.documentId]);
    expect((await run(paid.documentId, graceOver)).lapsed).toEqual([]);

    const lapsed = await view(unpaid.documentId);
    expect(lapsed.status).toBe('cancelled');
    expect(lapsed.history.at(-1)).toMatchObject({ applicationStatus: 'cancelled', reason: LAPSE_REASON });
    expect(lapsed.history.filter((entry) => entry.applicationStatus === 'cancelled')).toHaveLength(1);
    expect((await view(paid.documentId)).status).toBe('approved');

    const { mails, count } = await recorded(unpaid.documentId);
    expect(count('rentalReminderStaff')).toBe(1);
    expect(mails.filter((mail) => mail.subject.includes('계약금 미납으로 승인 취소'))).toHaveLength(2);
    // After the lapse nothing more is sent for it.
    expect((await run(unpaid.documentId, addDays(graceOver, 1))).reminded).toEqual([]);
  });

  it('reminds of the balance while it is outstanding, and of the rental day at D-7 with the day as an .ics file', async () => {
    const application = await approvedApplication('rental-day');
    await payDeposit(application.documentId);
    const contracted = await staffStep(application.documentId, 'contract');
    expect(contracted.status, contracted.text).toBe(200);
    const { balanceDueOn } = (await view(application.documentId)).fee;

    expect((await run(application.documentId, addDays(balanceDueOn, -1))).reminded).toEqual([
      { documentId: application.documentId, key: `balanceDue:${balanceDueOn}` },
    ]);
    expect((await run(application.documentId, addDays(application.desiredDate, -8))).reminded).toEqual([]);
    expect((await run(application.documentId, addDays(application.desiredDate, -7))).reminded).toEqual([
      { documentId: application.documentId, key: `rentalDay:${application.desiredDate}` },
    ]);
    expect((await run(application.documentId, addDays(application.desiredDate, -1))).reminded).toEqual([]);

    const { count } = await recorded(application.documentId);
    expect(count('rentalReminder')).toBe(2);
    expect(count('rentalReminderStaff')).toBe(1);

    const dayMail = await deliveredMail(application.email, '대관일 안내');
    const parsed = await simpleParser(await fs.readFile(dayMail.file.replace(/\.json$/, '.eml')));
    const calendar = parsed.attachments.find((attachment) => attachment.filename === 'rental-day.ics');
    expect(calendar?.contentType).toBe('text/calendar');
    const ics = calendar!.content.toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${application.desiredDate.replaceAll('-', '')}`);
    expect(ics).toContain(`UID:rental-${application.documentId}@`);
    expect(ics).toContain('기한 점검 rental-day');
  });
});
