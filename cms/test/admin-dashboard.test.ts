import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { RENTAL_APPLICATION, registerMember, staff, type Member } from './helpers/actors';
import { request } from './helpers/http';
import { applicationData, payDeposit, seoulDay, staffStep, submitApplication } from './helpers/rental';
import { startOfSeoulDay } from '@hall/contract/seoul-time';

/**
 * The admin home page's data (src/plugins/hall/server/controllers/dashboard.ts): the 대관 신청 현황 and 다가오는 공연
 * widgets, checked against what the content manager itself lists, and who may read them.
 */

const RENTAL_SUMMARY = '/admin/hall-dashboard/rental-applications';
const UPCOMING_SHOWS = '/admin/hall-dashboard/upcoming-shows';
const RENTAL_REPORT = '/admin/hall-dashboard/rental-report';
const SHOW = 'api::show.show';
const STATUSES = ['received', 'reviewing', 'approved', 'rejected', 'cancelled', 'contracted', 'completed'];
const LABELS = ['접수', '검토중', '승인', '반려', '취소', '계약완료', '완료'];

const asStaff = (path: string) => request(path, { token: inject('cms').staffToken });

/** How many applications the content manager lists with `status`, as the widget's link opens it. */
async function listedWithStatus(status: string): Promise<number> {
  return (await staff.list(RENTAL_APPLICATION, `filters[$and][0][applicationStatus][$eq]=${status}`)).pagination.total;
}

let member: Member;

beforeAll(async () => {
  member = await registerMember('dashboard');
});

describe('대관 신청 현황: GET /admin/hall-dashboard/rental-applications', () => {
  const submitted: Array<{ documentId: string; status: string }> = [];
  let before: Record<string, number>;

  beforeAll(async () => {
    const response = await asStaff(RENTAL_SUMMARY);
    expect(response.status, response.text).toBe(200);
    before = Object.fromEntries(
      response.body.data.statuses.map((entry: { status: string; count: number }) => [entry.status, entry.count]),
    );

    // One application in every status, each submitted after the previous one.
    const steps: Record<string, Array<[step: string, reason?: string]>> = {
      received: [],
      reviewing: [['review']],
      approved: [['review'], ['approve']],
      rejected: [['review'], ['reject', '희망 날짜에 이미 공연이 있습니다.']],
      cancelled: [['cancel', '신청자가 전화로 취소했습니다.']],
      contracted: [['review'], ['approve'], ['contract']],
      completed: [['review'], ['approve'], ['contract'], ['complete']],
    };
    for (const status of STATUSES) {
      const created = await submitApplication(member.jwt, {
        data: applicationData({ showTitle: `현황 ${status}` }),
      });
      expect(created.status, created.text).toBe(201);
      const { documentId } = created.body.data;
      for (const [step, reason] of steps[status]) {
        if (step === 'contract') await payDeposit(documentId);
        const moved = await staffStep(documentId, step, reason);
        expect(moved.status, `${status}: ${step} ${moved.text}`).toBe(200);
      }
      submitted.push({ documentId, status });
    }
  });

  it('counts every status of the workflow, in its order and with its Korean label', async () => {
    const response = await asStaff(RENTAL_SUMMARY);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { statuses, total } = response.body.data;
    expect(statuses.map((entry: { status: string }) => entry.status)).toEqual(STATUSES);
    expect(statuses.map((entry: { label: string }) => entry.label)).toEqual(LABELS);
    for (const entry of statuses) {
      expect(entry.count, entry.status).toBe(before[entry.status] + 1);
      // The number the widget shows is the number of rows its link opens.
      expect(entry.count, entry.status).toBe(await listedWithStatus(entry.status));
    }
    expect(total).toBe((await staff.list(RENTAL_APPLICATION)).pagination.total);
  });

  it('lists the newest applications awaiting action (접수, 검토중), at most five, with only what the widget shows', async () => {
    // Five more, so that the list is cut and the newest come first.
    const newer: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const created = await submitApplication(member.jwt, {
        data: applicationData({ desiredDate: seoulDay(220 + index), showTitle: `대기 ${index}` }),
      });
      expect(created.status, created.text).toBe(201);
      newer.unshift(created.body.data.documentId);
    }
    expect((await staffStep(newer[1], 'review')).status).toBe(200);

    const { awaiting, awaitingTotal } = (await asStaff(RENTAL_SUMMARY)).body.data;
    expect(awaiting.map((entry: { documentId: string }) => entry.documentId)).toEqual(newer);
    expect(awaiting.map((entry: { statusLabel: string }) => entry.statusLabel)).toEqual([
      '접수',
      '검토중',
      '접수',
      '접수',
      '접수',
    ]);
    expect(Object.keys(awaiting[0]).sort()).toEqual([
      'company',
      'desiredDate',
      'documentId',
      'showTitle',
      'status',
      'statusLabel',
      'submittedAt',
    ]);
    expect(awaiting[0]).toMatchObject({ showTitle: '대기 4', desiredDate: seoulDay(224), status: 'received' });

    const listed = await staff.list(
      RENTAL_APPLICATION,
      'filters[$and][0][applicationStatus][$in][0]=received&filters[$and][0][applicationStatus][$in][1]=reviewing&sort=submittedAt:DESC',
    );
    expect(awaitingTotal).toBe(listed.pagination.total);
    expect(awaiting.map((entry: { documentId: string }) => entry.documentId)).toEqual(
      listed.results.slice(0, 5).map((entry) => entry.documentId),
    );
    const submittedTimes = awaiting.map((entry: { submittedAt: string }) => Date.parse(entry.submittedAt));
    expect([...submittedTimes].sort((a, b) => b - a)).toEqual(submittedTimes);
  });
});

describe('다가오는 공연: GET /admin/hall-dashboard/upcoming-shows', () => {
  const created: string[] = [];
  // Minutes after 00:00 today in Seoul: earlier than any show of the demo content, so they come first.
  const todayAt = (minutes: number) => new Date(startOfSeoulDay(new Date()).getTime() + minutes * 60_000).toISOString();
  let draft: string;
  let published: string;
  let modified: string;
  let yesterday: string;
  let cancelled: string;

  beforeAll(async () => {
    const poster = await staff.anyImageId();
    const make = async (data: Record<string, unknown>, publish: boolean) => {
      const show = await staff.create(SHOW, { isOrganized: false, ...data }, { publish });
      created.push(show.documentId);
      return show.documentId as string;
    };
    yesterday = await make(
      { title: '어제 공연', startsAt: todayAt(-1), poster, ticketUrl: 'https://tickets.example/yesterday' },
      true,
    );
    draft = await make({ title: '초안 공연', startsAt: todayAt(1) }, false);
    published = await make(
      { title: '게시 공연', startsAt: todayAt(2), poster, ticketUrl: 'https://tickets.example/published' },
      true,
    );
    modified = await make(
      { title: '수정 공연', startsAt: todayAt(3), ticketUrl: 'https://tickets.example/modified' },
      true,
    );
    cancelled = await make(
      {
        title: '취소 공연',
        startsAt: todayAt(4),
        showStatus: 'cancelled',
        statusNote: '출연자 사정으로 취소되었습니다.',
      },
      true,
    );
    // Saved after publishing: the draft differs from the site.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await staff.update(SHOW, modified, { ticketUrl: null });
  });

  afterAll(async () => {
    for (const documentId of created) await staff.remove(SHOW, documentId);
  });

  it('lists the next shows from 00:00 today in Seoul, drafts included and marked, flagging a missing poster or ticket link', async () => {
    const response = await asStaff(UPCOMING_SHOWS);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { shows, total } = response.body.data;
    expect(shows.slice(0, 3)).toEqual([
      {
        documentId: draft,
        title: '초안 공연',
        startsAt: todayAt(1),
        publication: 'draft',
        showStatus: 'scheduled',
        hasPoster: false,
        hasTicketUrl: false,
      },
      {
        documentId: published,
        title: '게시 공연',
        startsAt: todayAt(2),
        publication: 'published',
        showStatus: 'scheduled',
        hasPoster: true,
        hasTicketUrl: true,
      },
      {
        documentId: modified,
        title: '수정 공연',
        startsAt: todayAt(3),
        publication: 'modified',
        showStatus: 'scheduled',
        hasPoster: false,
        hasTicketUrl: false,
      },
    ]);
    expect(shows.map((show: { documentId: string }) => show.documentId)).not.toContain(yesterday);
    // A cancelled show says so (the widget then asks for no poster or ticket link).
    expect(shows[3]).toMatchObject({ documentId: cancelled, showStatus: 'cancelled' });

    // The same shows, in the same order, as the content manager lists them (draft versions).
    const from = startOfSeoulDay(new Date()).toISOString();
    const listed = await staff.list(
      SHOW,
      `filters[$and][0][startsAt][$gte]=${encodeURIComponent(from)}&sort=startsAt:ASC`,
    );
    expect(shows.length).toBe(Math.min(6, listed.pagination.total));
    expect(shows.map((show: { documentId: string }) => show.documentId)).toEqual(
      listed.results.slice(0, 6).map((show) => show.documentId),
    );
    expect(shows.map((show: { publication: string }) => show.publication)).toEqual(
      listed.results.slice(0, 6).map((show) => show.status),
    );
    expect(total).toBe(listed.pagination.total);
    const starts = shows.map((show: { startsAt: string }) => Date.parse(show.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });
});

describe('the lists the home page links to', () => {
  it.each([
    [RENTAL_APPLICATION, 'submittedAt', 'DESC', 'applicationStatus'],
    [SHOW, 'startsAt', 'DESC', 'poster'],
  ])('%s opens sorted by %s %s, with the %s column', async (uid, sortBy, order, column) => {
    const response = await asStaff(`/content-manager/content-types/${uid}/configuration`);
    expect(response.status).toBe(200);
    const { settings, layouts } = response.body.data.contentType;
    expect([settings.defaultSortBy, settings.defaultSortOrder]).toEqual([sortBy, order]);
    expect(layouts.list).toContain(column);
  });
});

describe('대관 실적: GET /admin/hall-dashboard/rental-report', () => {
  const report = async (month: string) => {
    const response = await asStaff(`${RENTAL_REPORT}?month=${month}`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    return response.body.data as {
      month: { label: string; days: number; rentals: number; total: number; received: number; outstanding: number };
      year: { days: number; received: number; outstanding: number; byCategory: Array<Record<string, unknown>> };
    };
  };

  it('adds an approved rental and its deposit to its month and year, by category; a waiting one adds nothing', async () => {
    const day = seoulDay(3000);
    const month = day.slice(0, 7);
    const before = await report(month);
    const approved = await submitApplication(member.jwt, {
      data: applicationData({ desiredDate: day, category: 'gugak', showTitle: '실적 국악' }),
    });
    const waiting = await submitApplication(member.jwt, {
      data: applicationData({ desiredDate: seoulDay(3001), showTitle: '실적 대기' }),
    });
    expect([approved.status, waiting.status]).toEqual([201, 201]);
    const fee = approved.body.data.fee as { total: number; deposit: number };
    for (const step of ['review', 'approve'])
      expect((await staffStep(approved.body.data.documentId, step)).status).toBe(200);
    await payDeposit(approved.body.data.documentId);

    const after = await report(month);
    expect(after.month.label).toBe(`${Number(month.slice(0, 4))}년 ${Number(month.slice(5))}월`);
    expect(after.month.days - before.month.days).toBe(1);
    expect(after.month.rentals - before.month.rentals).toBe(1);
    expect(after.month.total - before.month.total).toBe(fee.total);
    expect(after.month.received - before.month.received).toBe(fee.deposit);
    expect(after.month.outstanding - before.month.outstanding).toBe(fee.total - fee.deposit);
    expect(after.year.received - before.year.received).toBe(fee.deposit);
    const gugak = (data: typeof after) => data.year.byCategory.find((entry) => entry.category === 'gugak')!;
    expect((gugak(after).received as number) - (gugak(before).received as number)).toBe(fee.deposit);
    expect(gugak(after).label).toBe('국악');
  });

  it('takes this month by default, refuses a malformed month, and is for staff who read applications', async () => {
    const current = await asStaff(RENTAL_REPORT);
    expect(current.status).toBe(200);
    const [year, month] = seoulDay(0).split('-').map(Number);
    expect(current.body.data.month.label).toBe(`${year}년 ${month}월`);
    for (const bad of ['2027-13', '2027-3', 'last', '2027-03-01'])
      expect((await asStaff(`${RENTAL_REPORT}?month=${bad}`)).status, bad).toBe(400);
    expect((await request(RENTAL_REPORT)).status).toBe(401);
    expect((await request(RENTAL_REPORT, { token: member.jwt })).status).toBe(401);
  });
});

describe('who may read the dashboard', () => {
  /** An admin invited with `roleId` who set a password, as a new staff member does (POST /admin/users, /admin/register). */
  async function invitedAdmin(roleId: number): Promise<string> {
    const email = `dashboard-${crypto.randomUUID().slice(0, 8)}@staff.example`;
    const invited = await request('/admin/users', {
      method: 'POST',
      token: inject('cms').staffToken,
      body: { firstname: '직원', lastname: '공연장', email, roles: [roleId] },
    });
    expect(invited.status, invited.text).toBe(201);
    const registered = await request('/admin/register', {
      method: 'POST',
      body: {
        registrationToken: invited.body.data.registrationToken,
        userInfo: { firstname: '직원', lastname: '공연장', password: 'Staff-Invite-2026!' },
      },
    });
    expect(registered.status, registered.text).toBe(200);
    return registered.body.data.token;
  }

  async function role(name: string, permissions: unknown[]): Promise<number> {
    const created = await request('/admin/roles', {
      method: 'POST',
      token: inject('cms').staffToken,
      body: { name, description: '대시보드 권한 시험' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as number;
    const assigned = await request(`/admin/roles/${id}/permissions`, {
      method: 'PUT',
      token: inject('cms').staffToken,
      body: { permissions },
    });
    expect(assigned.status, assigned.text).toBe(200);
    return id;
  }

  let showsOnly: string;
  let nothing: string;
  let ownApplicationsOnly: string;
  let withoutCompany: string;

  beforeAll(async () => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const read = (subject: string, fields: string[], conditions: string[] = []) => ({
      action: 'plugin::content-manager.explorer.read',
      subject,
      properties: { fields },
      conditions,
    });
    const rentalFields = ['company', 'showTitle', 'desiredDate', 'submittedAt', 'applicationStatus'];
    showsOnly = await invitedAdmin(
      await role(`공연만 ${suffix}`, [read(SHOW, ['title', 'startsAt', 'poster', 'ticketUrl'])]),
    );
    nothing = await invitedAdmin(await role(`권한 없음 ${suffix}`, []));
    ownApplicationsOnly = await invitedAdmin(
      await role(`본인 작성만 ${suffix}`, [read(RENTAL_APPLICATION, rentalFields, ['admin::is-creator'])]),
    );
    withoutCompany = await invitedAdmin(
      await role(`단체명 제외 ${suffix}`, [
        read(
          RENTAL_APPLICATION,
          rentalFields.filter((field) => field !== 'company'),
        ),
      ]),
    );
  });

  it.each([RENTAL_SUMMARY, UPCOMING_SHOWS])('%s: anonymous visitors get 401', async (path) => {
    expect((await request(path)).status).toBe(401);
  });

  it.each([RENTAL_SUMMARY, UPCOMING_SHOWS])(
    "%s: a member's site login (users-permissions JWT) gets 401",
    async (path) => {
      expect((await request(path, { token: member.jwt })).status).toBe(401);
    },
  );

  it('an admin whose role cannot read rental applications gets 403 with the reason, and still sees the shows', async () => {
    const refused = await request(RENTAL_SUMMARY, { token: showsOnly });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('대관 신청 현황을 볼 권한이 없습니다.');
    expect(refused.body.data).toBeNull();
    expect((await request(UPCOMING_SHOWS, { token: showsOnly })).status).toBe(200);
  });

  it('an admin whose role reads nothing gets 403 from both', async () => {
    expect((await request(RENTAL_SUMMARY, { token: nothing })).status).toBe(403);
    const report = await request(RENTAL_REPORT, { token: nothing });
    expect(report.status).toBe(403);
    expect(report.body.error.message).toBe('대관 실적을 볼 권한이 없습니다.');
    const shows = await request(UPCOMING_SHOWS, { token: nothing });
    expect(shows.status).toBe(403);
    expect(shows.body.error.message).toBe('다가오는 공연을 볼 권한이 없습니다.');
  });

  it("counts only the applications a role's conditions let it read", async () => {
    expect((await asStaff(RENTAL_SUMMARY)).body.data.total).toBeGreaterThan(0);
    // Members' applications were not created by this admin: the content manager lists none of them either.
    const scoped = await request(RENTAL_SUMMARY, { token: ownApplicationsOnly });
    expect(scoped.status, scoped.text).toBe(200);
    expect(scoped.body.data.total).toBe(0);
    expect(scoped.body.data.statuses.every((entry: { count: number }) => entry.count === 0)).toBe(true);
    expect(scoped.body.data.awaiting).toEqual([]);
    const listed = await request(`/content-manager/collection-types/${RENTAL_APPLICATION}?page=1&pageSize=1`, {
      token: ownApplicationsOnly,
    });
    expect(listed.body.pagination.total).toBe(0);
  });

  it('refuses a role that cannot read a field the widget shows', async () => {
    // The report reads the fee and the payments, which this role may not.
    expect((await request(RENTAL_REPORT, { token: withoutCompany })).status).toBe(403);
    const refused = await request(RENTAL_SUMMARY, { token: withoutCompany });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('대관 신청 현황을 볼 권한이 없습니다.');
  });
});
