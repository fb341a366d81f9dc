import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUND_MESSAGES } from '@hall/contract/rental-rounds';
import { STAFF_ROLES } from '../src/bootstrap/staff-roles';
import { registerMember, staff, type Member } from './helpers/actors';
import { request } from './helpers/http';
import { applicationData, seoulDay, submitApplication } from './helpers/rental';
import { inviteStaff } from './helpers/staff';

/**
 * Calls for applications (대관 공모, docs/decisions/031): GET /api/rental-rounds lists the
 * published rounds; a day a round covers is applied for in its window, for its categories,
 * unless it is not offered; once the window closes, the day is 수시대관 like any other.
 * The rounds here cover days 2000 and later, which no other test asks for.
 */

const ROUND = 'api::rental-round.rental-round';
const created: string[] = [];
let member: Member;

const round = (start: number, extra: Record<string, unknown> = {}) => ({
  title: `시험 공모 ${start}`,
  periodStart: seoulDay(start),
  periodEnd: seoulDay(start + 9),
  applyFrom: seoulDay(-3),
  applyUntil: seoulDay(10),
  ...extra,
});

async function publishedRound(start: number, extra: Record<string, unknown> = {}) {
  const data = await staff.create(ROUND, round(start, extra), { publish: true });
  created.push(data.documentId);
  return data as { documentId: string; title: string };
}

const apply = (desiredDate: string, category = 'classical') =>
  submitApplication(member.jwt, { data: applicationData({ desiredDate, category }) });

beforeAll(async () => {
  member = await registerMember('rounds');
});

afterAll(async () => {
  for (const documentId of created) await staff.remove(ROUND, documentId);
});

describe('GET /api/rental-rounds', () => {
  it('lists the published rounds in a fixed shape, never a draft, and takes no query', async () => {
    const notice = await staff.create(
      'api::notice.notice',
      { title: '2032년 정기대관 공모 공고', category: 'general' },
      { publish: true },
    );
    const published = await publishedRound(2000, {
      categories: [{ category: 'classical' }, { category: 'gugak' }],
      closedDates: [{ date: seoulDay(2003), note: '공연장 점검' }],
      notice: { connect: [{ documentId: notice.documentId }] },
    });
    const draft = await staff.create(ROUND, round(2020, { title: '아직 게시 전 공모' }));
    created.push(draft.documentId);

    const response = await request('/api/rental-rounds');
    expect(response.status, response.text).toBe(200);
    const listed = response.body.data as Array<Record<string, unknown>>;
    expect(listed.find((entry) => entry.documentId === draft.documentId)).toBeUndefined();
    expect(listed.find((entry) => entry.documentId === published.documentId)).toEqual({
      documentId: published.documentId,
      title: '시험 공모 2000',
      periodStart: seoulDay(2000),
      periodEnd: seoulDay(2009),
      applyFrom: seoulDay(-3),
      applyUntil: seoulDay(10),
      categories: ['classical', 'gugak'],
      closedDates: [{ date: seoulDay(2003), note: '공연장 점검' }],
      notice: { documentId: notice.documentId, title: '2032년 정기대관 공모 공고' },
    });

    const asked = await request('/api/rental-rounds?populate=*');
    expect(asked.status).toBe(400);
    expect(asked.body.error.message).toBe('대관 공모 목록은 조건 없이 요청합니다.');
    await staff.remove('api::notice.notice', notice.documentId);
  });
});

describe('applying for a day of a round', () => {
  it('is taken in the window, for the round’s categories, and never for a day it does not offer', async () => {
    const { title } = await publishedRound(2040, {
      categories: [{ category: 'classical' }],
      closedDates: [{ date: seoulDay(2042), note: '기획공연' }],
    });
    expect((await apply(seoulDay(2041))).status).toBe(201);

    const lecture = await apply(seoulDay(2041), 'lecture');
    expect(lecture.status).toBe(400);
    expect(lecture.body.error.details.errors).toEqual([
      { path: ['desiredDate'], message: ROUND_MESSAGES.category(title, ['classical']), name: 'ValidationError' },
    ]);
    const closed = await apply(seoulDay(2042));
    expect(closed.body.error.details.errors[0].message).toBe(ROUND_MESSAGES.closedDate(title, '기획공연'));
  });

  it('is refused before the window opens, saying when it does; after it closes the day is 수시대관', async () => {
    const upcoming = await publishedRound(2060, { applyFrom: seoulDay(5), applyUntil: seoulDay(20) });
    const early = await apply(seoulDay(2061));
    expect(early.status).toBe(400);
    expect(early.body.error.details.errors[0].message).toBe(
      ROUND_MESSAGES.notYetOpen(upcoming.title, seoulDay(5), seoulDay(20)),
    );

    await publishedRound(2080, { applyFrom: seoulDay(-20), applyUntil: seoulDay(-1) });
    expect((await apply(seoulDay(2081), 'lecture')).status).toBe(201);
  });

  it('refuses a round whose dates contradict each other, in Korean, on the fields', async () => {
    const token = inject('cms').staffToken;
    const response = await request(`/content-manager/collection-types/${ROUND}`, {
      method: 'POST',
      token,
      body: round(2100, { periodEnd: seoulDay(2099), applyFrom: seoulDay(3), applyUntil: seoulDay(2) }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details.errors).toEqual([
      { path: ['periodEnd'], message: '대관 기간의 마지막 날이 첫날보다 앞섭니다.', name: 'ValidationError' },
      { path: ['applyUntil'], message: '접수 기간의 마지막 날이 첫날보다 앞섭니다.', name: 'ValidationError' },
    ]);
  });

  it('is announced by 대관 담당, not by 공연장 직원', async () => {
    const rental = await inviteStaff(STAFF_ROLES.find((role) => role.code === 'hall-rental-staff')!);
    const content = await inviteStaff(STAFF_ROLES.find((role) => role.code === 'hall-content-staff')!);
    const create = (token: string) =>
      request(`/content-manager/collection-types/${ROUND}`, { method: 'POST', token, body: round(2120) });
    const byRental = await create(rental.token);
    expect(byRental.status, byRental.text).toBe(201);
    created.push(byRental.body.data.documentId);
    expect((await create(content.token)).status).toBe(403);
  });
});
