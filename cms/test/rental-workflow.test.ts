import { beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_APPLICATION, registerMember, staff, type Member } from './helpers/actors';
import { request } from './helpers/http';
import { applicationData, seoulDay, send, staffSetStatus, submitApplication } from './helpers/rental';

/**
 * The status workflow staff move in the admin panel (decisions.md), its history, and the busy
 * days it feeds to the public rental calendar.
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

const memberView = async (documentId: string) => (await request(`/api/rental-applications/${documentId}`, { token: member.jwt })).body.data;

describe('status transitions', () => {
  it('walks received → reviewing → approved → contracted → completed and records every change, oldest first', async () => {
    const { documentId, submittedAt } = await submit();
    for (const status of ['reviewing', 'approved', 'contracted', 'completed']) {
      const response = await staffSetStatus(documentId, status);
      expect(response.status, response.text).toBe(200);
    }
    const view = await memberView(documentId);
    expect(view.applicationStatus).toBe('completed');
    expect(view.statusHistory.map((entry: { applicationStatus: string }) => entry.applicationStatus)).toEqual([
      'received',
      'reviewing',
      'approved',
      'contracted',
      'completed',
    ]);
    expect(view.statusHistory[0].changedAt).toBe(submittedAt);
    const times = view.statusHistory.map((entry: { changedAt: string }) => Date.parse(entry.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it.each([
    ['received', 'approved'],
    ['received', 'completed'],
    ['received', 'rejected'],
    ['reviewing', 'contracted'],
    ['approved', 'completed'],
    ['approved', 'rejected'],
  ])('refuses %s → %s with a Korean message for the admin panel', async (from, to) => {
    const { documentId } = await submit();
    const path: Record<string, string[]> = { received: [], reviewing: ['reviewing'], approved: ['reviewing', 'approved'] };
    for (const step of path[from]) expect((await staffSetStatus(documentId, step)).status).toBe(200);

    const response = await staffSetStatus(documentId, to, { rejectionReason: '사유' });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(response.body.error.message).toMatch(/바꿀 수 없습니다/);
    expect(response.body.error.details.errors[0].path).toEqual(['applicationStatus']);
    expect((await memberView(documentId)).applicationStatus).toBe(from);
  });

  it('requires a reason to reject, and shows it to the applicant', async () => {
    const { documentId } = await submit();
    expect((await staffSetStatus(documentId, 'reviewing')).status).toBe(200);

    const withoutReason = await staffSetStatus(documentId, 'rejected', { rejectionReason: '  ' });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.error.message).toBe('반려하려면 반려 사유를 입력해주세요.');
    expect(withoutReason.body.error.details.errors[0].path).toEqual(['rejectionReason']);
    expect((await memberView(documentId)).applicationStatus).toBe('reviewing');

    const rejected = await staffSetStatus(documentId, 'rejected', { rejectionReason: '희망 날짜에 이미 공연이 있습니다.' });
    expect(rejected.status, rejected.text).toBe(200);
    const view = await memberView(documentId);
    expect(view.applicationStatus).toBe('rejected');
    expect(view.rejectionReason).toBe('희망 날짜에 이미 공연이 있습니다.');
    expect(view.statusHistory.at(-1)).toMatchObject({ applicationStatus: 'rejected', reason: '희망 날짜에 이미 공연이 있습니다.' });

    expect((await staffSetStatus(documentId, 'reviewing')).status).toBe(400);
  });

  it('lets staff cancel from received and from reviewing, and nothing follows a cancellation', async () => {
    const fromReceived = await submit();
    expect((await staffSetStatus(fromReceived.documentId, 'cancelled')).status).toBe(200);
    expect((await staffSetStatus(fromReceived.documentId, 'reviewing')).status).toBe(400);

    const fromReviewing = await submit();
    expect((await staffSetStatus(fromReviewing.documentId, 'reviewing')).status).toBe(200);
    expect((await staffSetStatus(fromReviewing.documentId, 'cancelled')).status).toBe(200);
    expect((await memberView(fromReviewing.documentId)).statusHistory.map((entry: any) => entry.applicationStatus)).toEqual([
      'received',
      'reviewing',
      'cancelled',
    ]);
  });

  it('keeps the owner, the submission time and the history out of staff edits', async () => {
    const { documentId, submittedAt } = await submit();
    const other = await registerMember('workflow-other');
    const response = await staffSetStatus(documentId, 'reviewing', {
      owner: { connect: [{ id: other.id }] },
      submittedAt: '2020-01-01T00:00:00.000Z',
      statusHistory: [{ applicationStatus: 'completed', changedAt: '2020-01-01T00:00:00.000Z' }],
      showTitle: '제목 수정',
    });
    expect(response.status, response.text).toBe(200);
    const view = await memberView(documentId);
    expect(view.showTitle).toBe('제목 수정');
    expect(view.submittedAt).toBe(submittedAt);
    expect(view.statusHistory.map((entry: any) => entry.applicationStatus)).toEqual(['received', 'reviewing']);
    expect((await request(`/api/rental-applications/${documentId}`, { token: other.jwt })).status).toBe(404);
  });

  it('gives members no way to change an application', async () => {
    const { documentId } = await submit();
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await request(`/api/rental-applications/${documentId}`, { method, token: member.jwt, body: { data: { applicationStatus: 'approved' } } });
      expect(response.status, method).toBeGreaterThanOrEqual(400);
    }
    expect((await memberView(documentId)).applicationStatus).toBe('received');
  });
});

describe('GET /api/rental-busy-dates', () => {
  it('lists the Seoul days of published shows and of approved or contracted applications, never received ones', async () => {
    const month = seoulDay(400).slice(0, 7);
    const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

    // 00:30 in Seoul on the 12th is still the 11th in UTC. (Posters: other files expect every show to have one.)
    const poster = await staff.anyImageId();
    await staff.create('api::show.show', { title: '바쁜 날 공연', startsAt: `${day(11)}T15:30:00.000Z`, isOrganized: false, poster }, { publish: true });
    await staff.create('api::show.show', { title: '초안 공연', startsAt: `${day(13)}T10:30:00.000Z`, isOrganized: false, poster });

    const states: Array<[number, string[]]> = [
      [20, []],
      [21, ['reviewing', 'approved']],
      [22, ['reviewing', 'approved', 'contracted']],
      [23, ['reviewing', 'rejected']],
      [24, ['reviewing']],
    ];
    for (const [date, steps] of states) {
      const { documentId } = await submit({ desiredDate: day(date), company: '비밀 기획사', email: 'secret@company.example' });
      for (const step of steps) expect((await staffSetStatus(documentId, step, { rejectionReason: '사유' })).status).toBe(200);
    }

    const response = await request(`/api/rental-busy-dates?month=${month}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ month, busyDates: [day(12), day(21), day(22)] });
    expect(response.text).not.toMatch(/비밀|secret|owner/);
  });

  it.each(['', 'month=2026-13', 'month=2026-1', 'month=abc', 'month=2026-01&owner=1'])('refuses "%s" with 400', async (query) => {
    const response = await send(`/api/rental-busy-dates?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
  });
});

describe('admin list view', () => {
  it('shows company, show title, desired date, status and submission time, filterable by status', async () => {
    const token = (await import('vitest')).inject('cms').staffToken;
    const configuration = await send(`/content-manager/content-types/${RENTAL_APPLICATION}/configuration`, { token });
    expect(configuration.status).toBe(200);
    const { layouts, metadatas } = configuration.body.data.contentType;
    expect(layouts.list).toEqual(['company', 'showTitle', 'desiredDate', 'applicationStatus', 'submittedAt']);
    expect(metadatas.applicationStatus.edit.label).toBe('진행 상태');
    expect(metadatas.owner.edit.editable).toBe(false);
    expect(metadatas.submittedAt.edit.editable).toBe(false);
    expect(layouts.edit.flat().map((field: { name: string }) => field.name)).not.toContain('documents');

    const { documentId } = await submit();
    expect((await staffSetStatus(documentId, 'reviewing')).status).toBe(200);
    const reviewing = await staff.list(RENTAL_APPLICATION, 'filters[$and][0][applicationStatus][$eq]=reviewing');
    expect(reviewing.results.length).toBeGreaterThan(0);
    expect(reviewing.results.every((row: { applicationStatus: string }) => row.applicationStatus === 'reviewing')).toBe(true);
  });
});
