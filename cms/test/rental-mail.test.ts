import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerMember } from './helpers/actors';
import { outboxMails, signUp, waitForOutboxMail, waitForOutboxMails } from './helpers/auth';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';
import { smtpRefusal, startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { applicationData, payDeposit, staffSave, staffStep, submitApplication } from './helpers/rental';
import { WAIT_TIMEOUT_MS } from './helpers/timeouts.mjs';

/**
 * Rental mail (docs/decisions/009): on submission to the applicant (the application's e-mail
 * and the member's login e-mail) and to the staff inbox; on every status change to the
 * applicant. A mail failure never fails the submission.
 */

describe('without SMTP_HOST: the outbox', () => {
  it('mails the applicant and the rental contact of the site config on submission, in Korean, from the hall', async () => {
    const member = await registerMember('rental-mail');
    const applicantEmail = `applicant-${member.id}@company.example`;
    const response = await submitApplication(member.jwt, {
      data: applicationData({ email: applicantEmail, showTitle: '메일 점검 연주회' }),
    });
    expect(response.status).toBe(201);

    const outbox = inject('cms').mailOutboxDir;
    const config = (await request('/api/site-config')).body.data as { hallName: string; rentalEmail: string };
    const applicantMail = await waitForOutboxMail(outbox, applicantEmail);
    expect(applicantMail.to).toEqual([applicantEmail, member.email]);
    expect(applicantMail.from).toBe(`${config.hallName} <no-reply@arthall.example>`);
    expect(applicantMail.subject).toBe(`[${config.hallName}] 대관 신청이 접수되었습니다`);
    expect(applicantMail.text).toContain('메일 점검 연주회');
    expect(applicantMail.text).toContain('영업일 기준 1일 이내에 연락드리겠습니다');

    const [staffMail] = await waitForOutboxMails(
      outbox,
      (mail) => mail.subject.includes('메일 점검 연주회') && mail.to.includes(config.rentalEmail),
      { description: `to ${config.rentalEmail} about 메일 점검 연주회` },
    );
    expect(staffMail.subject).toMatch(/^\[대관 신청\]/);
    expect(staffMail.text).toContain(
      `/admin/content-manager/collection-types/api::rental-application.rental-application/${response.body.data.documentId}`,
    );
    expect(staffMail.text).not.toMatch(/storageKey|sha256/);
  });

  it('mails the applicant on every step, with the reason of 반려 and 취소', async () => {
    const member = await registerMember('rental-status-mail');
    const applicantEmail = `status-${member.id}@company.example`;
    const outbox = inject('cms').mailOutboxDir;
    const submitAs = async (email: string) =>
      (await submitApplication(member.jwt, { data: applicationData({ email }) })).body.data.documentId as string;

    const documentId = await submitAs(applicantEmail);
    await waitForOutboxMail(outbox, applicantEmail, 1);
    const steps: Array<[string, string]> = [
      ['review', '검토중'],
      ['approve', '승인'],
      ['contract', '계약완료'],
      ['complete', '완료'],
    ];
    // The deposit, recorded before 계약 완료, is mailed too (one mail more from then on).
    let paymentMails = 0;
    for (const [index, [step, label]] of steps.entries()) {
      if (step === 'contract') {
        await payDeposit(documentId);
        paymentMails = 1;
        const receipt = await waitForOutboxMail(outbox, applicantEmail, index + 2);
        expect(receipt.subject).toMatch(/대관료 입금 확인: 계약금 462,000원$/);
      }
      expect((await staffStep(documentId, step)).status).toBe(200);
      const mail = await waitForOutboxMail(outbox, applicantEmail, index + 2 + paymentMails);
      expect(mail.subject).toMatch(new RegExp(`대관 신청 진행 상태: ${label}$`));
      expect(mail.text).toContain(`'${label}'${label.endsWith('료') ? '로' : '으로'} 변경되었습니다`);
      expect(mail.text).toContain('마이페이지');
      expect(mail.to).toEqual([applicantEmail, member.email]);
    }

    const rejectedEmail = `rejected-${member.id}@company.example`;
    const rejectedId = await submitAs(rejectedEmail);
    await waitForOutboxMail(outbox, rejectedEmail, 1);
    expect((await staffStep(rejectedId, 'review')).status).toBe(200);
    await waitForOutboxMail(outbox, rejectedEmail, 2);
    expect((await staffStep(rejectedId, 'reject')).status).toBe(400);
    expect((await staffStep(rejectedId, 'reject', '희망 날짜에 정기 점검이 있습니다.')).status).toBe(200);
    const rejected = await waitForOutboxMail(outbox, rejectedEmail, 3);
    expect(rejected.subject).toMatch(/대관 신청 진행 상태: 반려$/);
    expect(rejected.text).toContain('반려 사유: 희망 날짜에 정기 점검이 있습니다.');
    expect(rejected.html).toContain('희망 날짜에 정기 점검이 있습니다.');
    expect(rejected.to).toEqual([rejectedEmail, member.email]);

    const cancelledEmail = `cancelled-${member.id}@company.example`;
    const cancelledId = await submitAs(cancelledEmail);
    await waitForOutboxMail(outbox, cancelledEmail, 1);
    expect((await staffStep(cancelledId, 'cancel', '신청자가 취소를 요청했습니다.')).status).toBe(200);
    const cancelled = await waitForOutboxMail(outbox, cancelledEmail, 2);
    expect(cancelled.subject).toMatch(/대관 신청 진행 상태: 취소$/);
    expect(cancelled.text).toContain('취소 사유: 신청자가 취소를 요청했습니다.');
  });

  it('sends no mail for a refused step or a refused save', async () => {
    const member = await registerMember('rental-refused-mail');
    const applicantEmail = `refused-${member.id}@company.example`;
    const outbox = inject('cms').mailOutboxDir;
    const { documentId } = (await submitApplication(member.jwt, { data: applicationData({ email: applicantEmail }) }))
      .body.data;
    await waitForOutboxMail(outbox, applicantEmail, 1);
    expect((await staffStep(documentId, 'approve')).status).toBe(400);
    expect((await staffStep(documentId, 'cancel')).status).toBe(400);
    expect((await staffSave(documentId, { applicationStatus: 'reviewing' })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = (await outboxMails(outbox)).filter((mail) => mail.to.includes(applicantEmail));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/접수되었습니다$/)]);
  });
});

describe('with SMTP_HOST: a real SMTP server', () => {
  const STAFF_INBOX = 'rental-desk@arthall.example';
  let smtp: TestSmtpServer;
  let scratchDir: string;
  let cms: ChildCms;

  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse: (recipient) => (recipient.includes('bounce') ? smtpRefusal(550, 'mailbox unavailable') : undefined),
    });
    scratchDir = await makeScratchDir('hall-cms-rental-smtp-');
    cms = await startChildCms({
      scratchDir,
      database: await childDatabase(scratchDir, 'hall_rental_smtp'),
      env: {
        SEED_DEMO_CONTENT: 'false',
        ...smtp.env,
        MAIL_FROM: '"도심 아트홀 대관" <rental@arthall.example>',
        RENTAL_STAFF_EMAIL: STAFF_INBOX,
      },
    });
  });

  afterAll(async () => {
    await cms?.stop();
    await smtp?.close();
    if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
  });

  const waitForMail = (to: string, subject: RegExp) => smtp.waitForMail(to, { subject, log: () => cms.output() });

  it('delivers the applicant’s and the staff inbox’s mails (RENTAL_STAFF_EMAIL)', async () => {
    const account = await signUp('rental-smtp', { baseUrl: cms.url });
    const response = await submitApplication(account.session.jwt, {
      baseUrl: cms.url,
      data: applicationData({ email: 'smtp-applicant@company.example', showTitle: 'SMTP 연주회' }),
    });
    expect(response.status, response.text).toBe(201);

    const applicant = await waitForMail('smtp-applicant@company.example', /대관 신청이 접수되었습니다/);
    expect(applicant.to.sort()).toEqual(['smtp-applicant@company.example', account.email].sort());
    expect(applicant.mail.from?.value[0]).toEqual({ name: '도심 아트홀 대관', address: 'rental@arthall.example' });
    const staff = await waitForMail(STAFF_INBOX, /SMTP 연주회/);
    expect(staff.mail.text).toContain('새 대관 신청이 접수되었습니다');
  });

  it('stores the application although the applicant’s mail is refused by the server', async () => {
    const account = await signUp('bounce', { baseUrl: cms.url });
    const response = await submitApplication(account.session.jwt, {
      baseUrl: cms.url,
      data: applicationData({ email: 'bounce@company.example', showTitle: '반송 연주회' }),
    });
    expect(response.status, response.text).toBe(201);
    await waitForMail(STAFF_INBOX, /반송 연주회/);
    const list = await request('/api/rental-applications', { baseUrl: cms.url, token: account.session.jwt });
    expect(list.body.data.map((row: { showTitle: string }) => row.showTitle)).toEqual(['반송 연주회']);
    await expect
      .poll(() => cms.output(), { timeout: WAIT_TIMEOUT_MS, interval: 100 })
      .toMatch(/rental application received \(applicant\) to .*bounce.* failed/);
  });
});
