import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RENTAL_APPLICATION, registerMember, staff, type Member } from './helpers/actors';
import { waitForOutboxMail } from './helpers/auth';
import { request } from './helpers/http';
import {
  applicationCount,
  applicationData,
  payDeposit,
  seoulDay,
  send,
  staffSave,
  staffStep,
  staffSteps,
  submitApplication,
} from './helpers/rental';

/**
 * The status workflow staff move in the admin panel by explicit steps (../shared/spec/decisions.md,
 * docs/decisions/014), its history, the content-manager saves that may not touch it, the
 * applications staff register from a phone call or paper, and the busy days it feeds to the
 * public rental calendar.
 */

let member: Member;

beforeAll(async () => {
  member = await registerMember('workflow');
});

async function submit(overrides: Record<string, unknown> = {}) {
  const response = await submitApplication(member.jwt, { data: applicationData(overrides) });
  expect(response.status, response.text).toBe(201);
  return response.body.data as { documentId: string; submittedAt: string };
}

const memberView = async (documentId: string) =>
  (await request(`/api/rental-applications/${documentId}`, { token: member.jwt })).body.data;

/** The application as the edit view loads it (content-manager GET). */
const editView = async (documentId: string) => {
  const response = await send(`/content-manager/collection-types/${RENTAL_APPLICATION}/${documentId}`, {
    token: inject('cms').staffToken,
  });
  expect(response.status, response.text).toBe(200);
  return (response.body as any).data as Record<string, any>;
};

/** What the edit form's 저장 sends back: every field as loaded, the relation as connect/disconnect, and `changes`. */
async function formSave(documentId: string, changes: Record<string, unknown>) {
  const {
    id,
    documentId: _documentId,
    createdAt,
    updatedAt,
    createdBy,
    updatedBy,
    publishedAt,
    locale,
    localizations,
    owner,
    documents,
    ...fields
  } = await editView(documentId);
  return staffSave(documentId, { ...fields, owner: { connect: [], disconnect: [] }, ...changes });
}

const statusesOf = (history: Array<{ applicationStatus: string }>) => history.map((entry) => entry.applicationStatus);

const LABELS: Record<string, string> = {
  received: '접수',
  reviewing: '검토중',
  approved: '승인',
  contracted: '계약완료',
  completed: '완료',
  rejected: '반려',
  cancelled: '취소',
};

const PATHS: Record<string, string[]> = {
  received: [],
  reviewing: ['review'],
  approved: ['review', 'approve'],
  contracted: ['review', 'approve', 'contract'],
  completed: ['review', 'approve', 'contract', 'complete'],
  rejected: ['review', 'reject'],
  cancelled: ['cancel'],
};

describe('POST /admin/rental-applications/:documentId/steps', () => {
  it('walks 검토 시작 → 승인 → 계약 완료 → 완료, returns the stored state and its next steps, and records every change oldest first', async () => {
    const { documentId, submittedAt } = await submit();
    const expectedNext: Record<string, string[]> = {
      review: ['approve', 'reject', 'cancel'],
      approve: ['contract'],
      contract: ['complete'],
      complete: [],
    };
    for (const step of ['review', 'approve', 'contract', 'complete']) {
      if (step === 'contract') await payDeposit(documentId);
      const response = await staffStep(documentId, step);
      expect(response.status, response.text).toBe(200);
      const data = (response.body as any).data;
      expect(data.steps.map((next: { step: string }) => next.step)).toEqual(expectedNext[step]);
      expect(response.text).not.toMatch(/storageKey|sha256|password/);
    }
    const view = await memberView(documentId);
    expect(view.applicationStatus).toBe('completed');
    // The deposit recorded before 계약 완료 is in the history too, under the status it was paid in.
    expect(statusesOf(view.statusHistory)).toEqual([
      'received',
      'reviewing',
      'approved',
      'approved',
      'contracted',
      'completed',
    ]);
    expect(view.statusHistory[3].reason).toMatch(/^계약금 462,000원 입금/);
    expect(view.statusHistory[0].changedAt).toBe(submittedAt);
    const times = view.statusHistory.map((entry: { changedAt: string }) => Date.parse(entry.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('returns the stored state, the history and the legal steps for the edit view (GET)', async () => {
    const { documentId } = await submit();
    const response = await send(`/admin/rental-applications/${documentId}/steps`, { token: inject('cms').staffToken });
    expect(response.status).toBe(200);
    const data = (response.body as any).data;
    expect(data).toMatchObject({ documentId, applicationStatus: 'received', statusLabel: '접수', hasOwner: true });
    expect(data.steps).toEqual([
      { step: 'review', label: '검토 시작', status: 'reviewing', needsReason: false },
      { step: 'cancel', label: '취소', status: 'cancelled', needsReason: true },
    ]);
    expect(statusesOf(data.statusHistory)).toEqual(['received']);
    expect(data.documents.businessRegistration).toMatchObject({ name: '사업자등록증.pdf', mime: 'application/pdf' });
    expect(response.text).not.toMatch(/storageKey|sha256/);
  });

  it.each([
    ['received', 'approve', '검토 시작, 취소'],
    ['received', 'complete', '검토 시작, 취소'],
    ['received', 'reject', '검토 시작, 취소'],
    ['received', 'contract', '검토 시작, 취소'],
    ['reviewing', 'review', '승인, 반려, 취소'],
    ['reviewing', 'contract', '승인, 반려, 취소'],
    ['reviewing', 'complete', '승인, 반려, 취소'],
    ['approved', 'complete', '계약 완료'],
    ['approved', 'reject', '계약 완료'],
    ['approved', 'cancel', '계약 완료'],
    ['contracted', 'approve', '완료'],
    ['completed', 'review', null],
    ['rejected', 'review', null],
    ['rejected', 'approve', null],
    ['cancelled', 'review', null],
  ])('refuses %s → %s with a Korean message naming the state and the legal steps', async (from, step, legal) => {
    const { documentId } = await submit();
    await staffSteps(documentId, PATHS[from]);
    const before = await memberView(documentId);

    const response = await staffStep(documentId, step, step === 'reject' || step === 'cancel' ? '사유' : undefined);
    expect(response.status).toBe(400);
    const error = (response.body as any).error;
    expect(error.name).toBe('ValidationError');
    expect(before.applicationStatus).toBe(from);
    expect(error.message).toContain(`지금 상태는 '${LABELS[from]}'입니다.`);
    expect(error.message).toContain(legal ? `할 수 있는 단계: ${legal}` : '더 이상 진행할 단계가 없습니다.');
    expect(error.details.errors[0].path).toEqual(['step']);
    expect(await memberView(documentId)).toEqual(before);
  });

  it('requires a reason to reject, stores it with the history entry, and shows it to the applicant', async () => {
    const { documentId } = await submit();
    await staffSteps(documentId, ['review']);

    for (const reason of [undefined, '', '   ']) {
      const refused = await staffStep(documentId, 'reject', reason);
      expect(refused.status).toBe(400);
      expect((refused.body as any).error.message).toBe('반려하려면 반려 사유를 입력해주세요.');
      expect((refused.body as any).error.details.errors[0].path).toEqual(['reason']);
    }
    const unchanged = await memberView(documentId);
    expect(unchanged.applicationStatus).toBe('reviewing');
    expect(unchanged.rejectionReason).toBeNull();
    expect(statusesOf(unchanged.statusHistory)).toEqual(['received', 'reviewing']);

    const rejected = await staffStep(documentId, 'reject', '  희망 날짜에 이미 공연이 있습니다. ');
    expect(rejected.status, rejected.text).toBe(200);
    expect((rejected.body as any).data).toMatchObject({
      applicationStatus: 'rejected',
      rejectionReason: '희망 날짜에 이미 공연이 있습니다.',
      steps: [],
    });
    const view = await memberView(documentId);
    expect(view.applicationStatus).toBe('rejected');
    expect(view.rejectionReason).toBe('희망 날짜에 이미 공연이 있습니다.');
    expect(view.statusHistory.at(-1)).toMatchObject({
      applicationStatus: 'rejected',
      reason: '희망 날짜에 이미 공연이 있습니다.',
    });
  });

  it('requires a reason when staff cancel, from received and from reviewing; nothing follows a cancellation', async () => {
    const fromReceived = await submit();
    const refused = await staffStep(fromReceived.documentId, 'cancel');
    expect(refused.status).toBe(400);
    expect((refused.body as any).error.message).toBe('취소하려면 취소 사유를 입력해주세요.');
    expect((await staffStep(fromReceived.documentId, 'cancel', '신청자가 전화로 취소를 요청했습니다.')).status).toBe(
      200,
    );
    expect((await memberView(fromReceived.documentId)).rejectionReason).toBe('신청자가 전화로 취소를 요청했습니다.');
    expect((await staffStep(fromReceived.documentId, 'review')).status).toBe(400);

    const fromReviewing = await submit();
    await staffSteps(fromReviewing.documentId, ['review', 'cancel']);
    const view = await memberView(fromReviewing.documentId);
    expect(statusesOf(view.statusHistory)).toEqual(['received', 'reviewing', 'cancelled']);
    expect(view.statusHistory.map((entry: { reason: string | null }) => entry.reason)).toEqual([
      null,
      null,
      '담당자 확인 결과',
    ]);
  });

  it('refuses a reason with a step that takes none, and a reason over 2,000 characters', async () => {
    const { documentId } = await submit();
    const withReason = await staffStep(documentId, 'review', '사유');
    expect(withReason.status).toBe(400);
    expect((withReason.body as any).error.message).toBe('사유는 반려하거나 취소할 때만 입력합니다.');
    await staffSteps(documentId, ['review']);
    const tooLong = await staffStep(documentId, 'reject', '가'.repeat(2001));
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as any).error.message).toBe('사유는 2000자 이내로 입력해주세요.');
    expect((await memberView(documentId)).applicationStatus).toBe('reviewing');
  });

  it.each([
    ['an unknown step', { step: 'approved' }, 'step'],
    ['a status instead of a step', { applicationStatus: 'approved' }, 'applicationStatus'],
    ['an extra field', { step: 'review', owner: 1 }, 'owner'],
    ['a reason that is not text', { step: 'cancel', reason: ['x'] }, 'reason'],
    ['no step', {}, 'step'],
  ])('refuses %s with 400', async (_what, body, path) => {
    const { documentId } = await submit();
    const response = await send(`/admin/rental-applications/${documentId}/steps`, {
      method: 'POST',
      token: inject('cms').staffToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect((response.body as any).error.details.errors[0].path).toEqual([path]);
    expect((await memberView(documentId)).applicationStatus).toBe('received');
  });

  it('returns 404 for an application that does not exist', async () => {
    expect((await staffStep('no-such-application', 'review')).status).toBe(404);
    expect(
      (await send('/admin/rental-applications/no-such-application/steps', { token: inject('cms').staffToken })).status,
    ).toBe(404);
  });

  it('takes one of two concurrent steps and refuses the other', async () => {
    const { documentId } = await submit();
    await staffSteps(documentId, ['review']);
    const [approve, reject] = await Promise.all([
      staffStep(documentId, 'approve'),
      staffStep(documentId, 'reject', '일정 중복'),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 400]);
    const view = await memberView(documentId);
    expect(statusesOf(view.statusHistory)).toEqual(['received', 'reviewing', view.applicationStatus]);
  });
});

describe('a content-manager save (저장 in the edit view)', () => {
  it('saves ordinary edits when the form sends the whole document back unchanged otherwise', async () => {
    const { documentId, submittedAt } = await submit();
    await staffSteps(documentId, ['review', 'reject']);
    const response = await formSave(documentId, { showTitle: '제목 수정', contactPhone: '01099998888' });
    expect(response.status, response.text).toBe(200);
    const view = await memberView(documentId);
    expect(view).toMatchObject({
      showTitle: '제목 수정',
      contactPhone: '01099998888',
      applicationStatus: 'rejected',
      rejectionReason: '담당자 확인 결과',
      submittedAt,
    });
    expect(statusesOf(view.statusHistory)).toEqual(['received', 'reviewing', 'rejected']);
    expect((await request(`/api/rental-applications/${documentId}`, { token: member.jwt })).status).toBe(200);
    expect((await formSave(documentId, {})).status).toBe(200);
    expect((await staffSave(documentId, { desiredTime: '오후 7시' })).status).toBe(200);
    expect((await memberView(documentId)).desiredTime).toBe('오후 7시');
  });

  it.each<[string, (current: Record<string, any>, other: Member) => Record<string, unknown>, string, RegExp]>([
    [
      'a status change',
      () => ({ applicationStatus: 'reviewing' }),
      'applicationStatus',
      /진행 상태는 저장으로 바꿀 수 없습니다.*지금 상태: 접수\. 할 수 있는 단계: 검토 시작, 취소/,
    ],
    [
      'a reason',
      () => ({ rejectionReason: '저장으로 넣은 사유' }),
      'rejectionReason',
      /반려·취소 사유는 반려하거나 취소할 때만 입력합니다/,
    ],
    [
      'a history entry added',
      (current) => ({
        statusHistory: [
          ...current.statusHistory,
          { applicationStatus: 'approved', changedAt: new Date().toISOString(), reason: null },
        ],
      }),
      'statusHistory',
      /상태 변경 이력은 고칠 수 없습니다/,
    ],
    [
      'a history entry changed',
      (current) => ({
        statusHistory: current.statusHistory.map((entry: any) => ({ ...entry, applicationStatus: 'approved' })),
      }),
      'statusHistory',
      /상태 변경 이력은 고칠 수 없습니다/,
    ],
    ['the history emptied', () => ({ statusHistory: [] }), 'statusHistory', /상태 변경 이력은 고칠 수 없습니다/],
    [
      'another owner',
      (_current, other) => ({ owner: { connect: [{ id: other.id }], disconnect: [] } }),
      'owner',
      /신청 회원은 바꿀 수 없습니다/,
    ],
    [
      'the owner removed',
      () => ({ owner: { connect: [], disconnect: [{ id: member.id }] } }),
      'owner',
      /신청 회원은 바꿀 수 없습니다/,
    ],
    ['the owner set to nobody', () => ({ owner: null }), 'owner', /신청 회원은 바꿀 수 없습니다/],
    [
      'another submission time',
      () => ({ submittedAt: '2020-01-01T00:00:00.000Z' }),
      'submittedAt',
      /제출 일시는 바꿀 수 없습니다/,
    ],
    ['documents', () => ({ documents: {} }), 'documents', /첨부 서류/],
  ])('refuses %s with a Korean 400 and stores nothing of the request', async (_what, change, path, message) => {
    const { documentId } = await submit();
    const other = await registerMember('workflow-other');
    const before = await memberView(documentId);
    const response = await formSave(documentId, {
      showTitle: '함께 보낸 제목',
      ...change(await editView(documentId), other),
    });
    expect(response.status, response.text).toBe(400);
    expect((response.body as any).error.message).toMatch(message);
    expect((response.body as any).error.details.errors[0].path).toEqual([path]);
    expect(await memberView(documentId)).toEqual(before);
    expect((await request(`/api/rental-applications/${documentId}`, { token: other.jwt })).status).toBe(404);
  });

  it('refuses to clone an application', async () => {
    const { documentId } = await submit();
    const count = await applicationCount();
    const response = await send(`/content-manager/collection-types/${RENTAL_APPLICATION}/clone/${documentId}`, {
      method: 'POST',
      token: inject('cms').staffToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ showTitle: '복제' }),
    });
    expect(response.status).toBe(400);
    expect((response.body as any).error.message).toBe('대관 신청은 복제할 수 없습니다. 새 항목으로 등록해주세요.');
    expect(await applicationCount()).toBe(count);
  });

  it('gives members no way to change an application', async () => {
    const { documentId } = await submit();
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await request(`/api/rental-applications/${documentId}`, {
        method,
        token: member.jwt,
        body: { data: { applicationStatus: 'approved' } },
      });
      expect(response.status, method).toBeGreaterThanOrEqual(400);
    }
    expect((await memberView(documentId)).applicationStatus).toBe('received');
  });
});

describe('an application received by phone or on paper (새 항목 추가)', () => {
  const paperApplication = (overrides: Record<string, unknown> = {}) => {
    const { termsAgreed, privacyAgreed, ...fields } = applicationData({
      company: '전화 접수 합창단',
      showTitle: '전화로 받은 합창 공연',
      ...overrides,
    });
    return fields;
  };
  const create = (data: Record<string, unknown>) =>
    send(`/content-manager/collection-types/${RENTAL_APPLICATION}`, {
      method: 'POST',
      token: inject('cms').staffToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });

  it('takes the numbers as people say them and stores their digits, with no fax', async () => {
    const { fax: _fax, ...withoutFax } = paperApplication({
      businessNumber: '345-67-89012',
      tel: '031-700-1234',
      contactPhone: '010 9876 5432',
    });
    const response = await create(withoutFax);
    expect(response.status, response.text).toBe(201);
    expect((response.body as any).data).toMatchObject({
      businessNumber: '3456789012',
      tel: '0317001234',
      contactPhone: '01098765432',
      fax: null,
    });
    const edited = await send(
      `/content-manager/collection-types/${RENTAL_APPLICATION}/${(response.body as any).data.documentId}`,
      {
        method: 'PUT',
        token: inject('cms').staffToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fax: '(02) 700-1235' }),
      },
    );
    expect(edited.status, edited.text).toBe(200);
    expect((edited.body as any).data.fax).toBe('027001235');
  });

  it('is registered without an owner, received, with the server’s submission time and first history entry, and mails the applicant', async () => {
    const email = `paper-${Date.now()}@choir.example`;
    const before = Date.now();
    const response = await create({
      ...paperApplication({ email }),
      applicationStatus: 'received',
      owner: { connect: [], disconnect: [] },
      submittedAt: null,
      statusHistory: [],
    });
    expect(response.status, response.text).toBe(201);
    const { documentId } = (response.body as any).data;

    const steps = (await send(`/admin/rental-applications/${documentId}/steps`, { token: inject('cms').staffToken }))
      .body as any;
    expect(steps.data).toMatchObject({ applicationStatus: 'received', hasOwner: false, rejectionReason: null });
    expect(Date.parse(steps.data.submittedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(steps.data.statusHistory).toEqual([
      { applicationStatus: 'received', changedAt: steps.data.submittedAt, reason: null },
    ]);
    expect(steps.data.documents).toEqual({ businessRegistration: null, performancePlan: null });

    const received = await waitForOutboxMail(inject('cms').mailOutboxDir, email, 1);
    expect(received.to).toEqual([email]);
    expect(received.subject).toMatch(/대관 신청이 접수되었습니다$/);
    expect(received.text).not.toContain('마이페이지');

    await staffSteps(documentId, ['review']);
    const reviewing = await waitForOutboxMail(inject('cms').mailOutboxDir, email, 2);
    expect(reviewing.to).toEqual([email]);
    expect(reviewing.subject).toMatch(/진행 상태: 검토중$/);
    expect(reviewing.text).not.toContain('마이페이지');
    expect((await staffStep(documentId, 'reject', '대관 기간이 맞지 않습니다.')).status).toBe(200);
    const rejected = await waitForOutboxMail(inject('cms').mailOutboxDir, email, 3);
    expect(rejected.text).toContain('반려 사유: 대관 기간이 맞지 않습니다.');
    expect((await formSave(documentId, { contactName: '박담당' })).status).toBe(200);
  });

  it.each<[string, () => Record<string, unknown>, string]>([
    ['an owner', () => ({ owner: { connect: [{ id: member.id }], disconnect: [] } }), 'owner'],
    ['a submission time', () => ({ submittedAt: '2020-01-01T00:00:00.000Z' }), 'submittedAt'],
    ['another status', () => ({ applicationStatus: 'approved' }), 'applicationStatus'],
    [
      'a history',
      () => ({ statusHistory: [{ applicationStatus: 'approved', changedAt: new Date().toISOString(), reason: null }] }),
      'statusHistory',
    ],
    ['a reason', () => ({ rejectionReason: '미리 쓴 사유' }), 'rejectionReason'],
  ])('refuses one with %s, and stores nothing', async (_what, extra, path) => {
    const count = await applicationCount();
    const response = await create({ ...paperApplication(), ...extra() });
    expect(response.status, response.text).toBe(400);
    expect((response.body as any).error.details.errors[0].path).toEqual([path]);
    expect(await applicationCount()).toBe(count);
  });
});

describe('GET /api/rental-busy-dates', () => {
  it('lists the Seoul days of published shows (not cancelled ones) and of approved or contracted applications, never received ones', async () => {
    const month = seoulDay(400).slice(0, 7);
    const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

    // 00:30 in Seoul on the 12th is still the 11th in UTC. (Posters: other files expect every show to have one.)
    const poster = await staff.anyImageId();
    await staff.create(
      'api::show.show',
      { title: '바쁜 날 공연', startsAt: `${day(11)}T15:30:00.000Z`, isOrganized: false, poster },
      { publish: true },
    );
    // A cancelled show frees its day (SHOW_STATUSES_HOLDING_THE_HALL).
    await staff.create(
      'api::show.show',
      {
        title: '취소된 공연',
        startsAt: `${day(15)}T10:30:00.000Z`,
        isOrganized: false,
        poster,
        showStatus: 'cancelled',
      },
      { publish: true },
    );
    await staff.create('api::show.show', {
      title: '초안 공연',
      startsAt: `${day(13)}T10:30:00.000Z`,
      isOrganized: false,
      poster,
    });

    const states: Array<[number, string[]]> = [
      [20, []],
      [21, ['review', 'approve']],
      [22, ['review', 'approve', 'contract']],
      [23, ['review', 'reject']],
      [24, ['review']],
    ];
    for (const [date, steps] of states) {
      const { documentId } = await submit({
        desiredDate: day(date),
        company: '비밀 기획사',
        email: 'secret@company.example',
      });
      await staffSteps(documentId, steps);
    }

    const response = await request(`/api/rental-busy-dates?month=${month}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ month, busyDates: [day(12), day(21), day(22)] });
    expect(response.text).not.toMatch(/비밀|secret|owner/);
  });

  it.each(['', 'month=2026-13', 'month=2026-1', 'month=abc', 'month=2026-01&owner=1'])(
    'refuses "%s" with 400',
    async (query) => {
      const response = await send(`/api/rental-busy-dates?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
    },
  );
});

describe('admin list view', () => {
  it('shows company, show title, desired date, status and submission time, filterable by status', async () => {
    const token = (await import('vitest')).inject('cms').staffToken;
    const configuration = await send(`/content-manager/content-types/${RENTAL_APPLICATION}/configuration`, { token });
    expect(configuration.status).toBe(200);
    const { layouts, metadatas } = configuration.body.data.contentType;
    expect(layouts.list).toEqual(['company', 'showTitle', 'desiredDate', 'applicationStatus', 'submittedAt']);
    expect(metadatas.applicationStatus.edit.label).toBe('진행 상태');
    for (const field of ['applicationStatus', 'rejectionReason', 'owner', 'submittedAt'])
      expect(metadatas[field].edit.editable, field).toBe(false);
    const editFields = layouts.edit.flat().map((field: { name: string }) => field.name);
    expect(editFields).not.toContain('documents');
    expect(editFields).not.toContain('statusHistory');

    const { documentId } = await submit();
    await staffSteps(documentId, ['review']);
    const reviewing = await staff.list(RENTAL_APPLICATION, 'filters[$and][0][applicationStatus][$eq]=reviewing');
    expect(reviewing.results.length).toBeGreaterThan(0);
    expect(reviewing.results.every((row: { applicationStatus: string }) => row.applicationStatus === 'reviewing')).toBe(
      true,
    );
  });
});
