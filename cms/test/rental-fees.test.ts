import JSZip from 'jszip';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF_ROLES } from '../src/bootstrap/staff-roles';
import { registerMember, staff, staffToken, type Member } from './helpers/actors';
import { request } from './helpers/http';
import { addDays } from '@hall/contract/rental-fees';
import { todayInSeoul } from '@hall/contract/seoul-time';
import {
  applicationData,
  seoulDay,
  send,
  staffStep,
  staffSave,
  submitApplication,
  uniqueDesiredDay,
} from './helpers/rental';
import { inviteStaff } from './helpers/staff';

/**
 * The rental business's money (../shared/spec/decisions.md, "Rental business"; docs/api/rental.md):
 * the quote stored at submission, the due dates fixed at 승인, payments and corrections, 계약 완료
 * only once the deposit is in, and the export staff open in Excel.
 */

const SITE_CONFIG = '/content-manager/single-types/api::site-config.site-config';
const OUTBOX = 'api::outbound-mail.outbound-mail';

let member: Member;
let otherMember: Member;
let contentStaff: string;
let rentalStaff: string;

/** The first day of the given weekday (0 Sunday … 6 Saturday) at least `after` days ahead, in Seoul. */
function nextWeekday(weekday: number, after: number): string {
  const day = seoulDay(after);
  return addDays(day, (weekday - new Date(`${day}T00:00:00Z`).getUTCDay() + 7) % 7);
}

async function submit(overrides: Record<string, unknown> = {}, as: Member = member) {
  const response = await submitApplication(as.jwt, { data: applicationData(overrides) });
  expect(response.status, response.text).toBe(201);
  return response.body.data as { documentId: string; fee: Record<string, unknown> | null };
}

const pay = (documentId: string, body: unknown, token: string | null = rentalStaff) =>
  send(`/admin/rental-applications/${documentId}/payments`, {
    method: 'POST',
    token: token ?? undefined,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const stepsView = async (documentId: string) => {
  const response = await send(`/admin/rental-applications/${documentId}/steps`, { token: rentalStaff });
  expect(response.status, response.text).toBe(200);
  return (response.body as any).data;
};

async function approved(overrides: Record<string, unknown> = {}) {
  const { documentId } = await submit(overrides);
  for (const step of ['review', 'approve']) {
    const response = await staffStep(documentId, step, undefined, rentalStaff);
    expect(response.status, response.text).toBe(200);
  }
  return documentId;
}

async function setFeeTable(rentalFees: unknown[]) {
  const token = await staffToken();
  const saved = await request(SITE_CONFIG, { method: 'PUT', token, body: { rentalFees } });
  expect(saved.status, saved.text).toBe(200);
  const published = await request(`${SITE_CONFIG}/actions/publish`, { method: 'POST', token, body: {} });
  expect(published.status, published.text).toBe(200);
}

beforeAll(async () => {
  [member, otherMember] = [await registerMember('fees'), await registerMember('fees-other')];
  contentStaff = (await inviteStaff(STAFF_ROLES.find((role) => role.code === 'hall-content-staff')!)).token;
  rentalStaff = (await inviteStaff(STAFF_ROLES.find((role) => role.code === 'hall-rental-staff')!)).token;
});

describe('the quote', () => {
  it('is stored at submission from the fee table, weekend or weekday, and never rewritten by a later fee change', async () => {
    const saturday = nextWeekday(6, 90);
    const wednesday = nextWeekday(3, 90);
    await setFeeTable([
      { kind: 'performance', hours: 6, weekdayFee: 1_540_000, weekendFee: 1_870_000 },
      { kind: 'competition', hours: 6, weekdayFee: 1_760_000, weekendFee: 1_980_000 },
      { kind: 'corporate', hours: 6, weekdayFee: 1_760_000, weekendFee: 1_980_000 },
    ]);
    try {
      const weekend = await submit({ desiredDate: saturday });
      const weekday = await submit({ desiredDate: wednesday, category: 'lecture' });
      await setFeeTable([{ kind: 'performance', hours: 6, weekdayFee: 2_000_000, weekendFee: 2_200_000 }]);
      const later = await submit({ desiredDate: saturday });

      const mine = async (documentId: string) =>
        (await request(`/api/rental-applications/${documentId}`, { token: member.jwt })).body.data.fee;
      expect(await mine(weekend.documentId)).toEqual({
        total: 1_870_000,
        deposit: 561_000,
        balance: 1_309_000,
        depositDueOn: null,
        balanceDueOn: null,
        paidTotal: 0,
        outstanding: 1_870_000,
        extraPaid: 0,
      });
      expect((await mine(weekday.documentId)).total).toBe(1_760_000);
      expect((await mine(later.documentId)).total).toBe(2_200_000);
      // A kind the table leaves out is billed by the default table.
      expect((await submit({ desiredDate: wednesday, category: 'lecture' })).fee).toMatchObject({ total: 1_760_000 });
    } finally {
      await setFeeTable([]);
    }
  });
});

describe('due dates and payments', () => {
  it('fixes the due dates at 승인 from the payment rules', async () => {
    const rentalDay = uniqueDesiredDay();
    const documentId = await approved({ desiredDate: rentalDay });
    const { fee } = await stepsView(documentId);
    expect(fee.depositDueOn).toBe(seoulDay(14));
    expect(fee.balanceDueOn).toBe(addDays(rentalDay, -60));
  });

  it('records payments and corrections in the history, mails the applicant, and allows 계약 완료 once the deposit is in', async () => {
    const documentId = await approved({ email: 'fees-payer@company.example' });
    const refused = await staffStep(documentId, 'contract', undefined, rentalStaff);
    expect(refused.status).toBe(400);
    expect((refused.body as any).error.message).toContain('계약금 462,000원 중 0원만 입금되었습니다');

    const first = await pay(documentId, {
      kind: 'deposit',
      amount: 500_000,
      paidOn: todayInSeoul(),
      memo: '무통장 입금',
    });
    expect(first.status, first.text).toBe(201);
    expect((first.body as any).data.fee).toMatchObject({ paidTotal: 500_000, outstanding: 1_040_000 });
    const correction = await pay(documentId, {
      kind: 'deposit',
      amount: -100_000,
      paidOn: todayInSeoul(),
      memo: '금액 잘못 입력',
    });
    expect(correction.status, correction.text).toBe(201);

    // 400,000 of a 462,000 deposit: still refused.
    expect((await staffStep(documentId, 'contract', undefined, rentalStaff)).status).toBe(400);
    expect((await pay(documentId, { kind: 'deposit', amount: 62_000, paidOn: todayInSeoul() })).status).toBe(201);
    const contracted = await staffStep(documentId, 'contract', undefined, rentalStaff);
    expect(contracted.status, contracted.text).toBe(200);

    const view = await stepsView(documentId);
    expect(view.fee).toMatchObject({ total: 1_540_000, deposit: 462_000, paidTotal: 462_000, outstanding: 1_078_000 });
    expect(view.payments.map((row: any) => [row.kind, row.amount, row.memo])).toEqual([
      ['deposit', 500_000, '무통장 입금'],
      ['deposit', -100_000, '금액 잘못 입력'],
      ['deposit', 62_000, null],
    ]);
    expect(view.payments[0].recordedBy).toBeTruthy();
    const reasons = view.statusHistory.map((row: any) => row.reason).filter(Boolean);
    expect(reasons).toEqual([
      '계약금 500,000원 입금 (' + todayInSeoul() + ') — 무통장 입금',
      '계약금 -100,000원 정정 (' + todayInSeoul() + ') — 금액 잘못 입력',
      '계약금 62,000원 입금 (' + todayInSeoul() + ')',
    ]);

    const mails = await send(
      `/content-manager/collection-types/${OUTBOX}?pageSize=20&sort=id:ASC&filters[purpose][$eq]=rentalPayment&filters[recipient][$containsi]=fees-payer`,
      { token: inject('cms').staffToken },
    );
    expect((mails.body as any).results.map((row: any) => row.subject)).toEqual([
      expect.stringContaining('입금 확인: 계약금 500,000원'),
      expect.stringContaining('입금 정정: 계약금 -100,000원'),
      expect.stringContaining('입금 확인: 계약금 62,000원'),
    ]);

    // The member sees the fee and the payments, without staff memos.
    const mine = (await request(`/api/rental-applications/${documentId}`, { token: member.jwt })).body.data;
    expect(mine.fee.paidTotal).toBe(462_000);
    expect(mine.payments[0]).toEqual({ kind: 'deposit', amount: 500_000, paidOn: todayInSeoul() });
  });

  it.each([
    ['a payment of 0', { kind: 'deposit', amount: 0, paidOn: '2027-01-10' }, 'amount'],
    ['a negative amount without a memo', { kind: 'deposit', amount: -1000, paidOn: '2027-01-10' }, 'memo'],
    ['a string amount', { kind: 'deposit', amount: '462000', paidOn: '2027-01-10' }, 'amount'],
    ['a date in the wrong format', { kind: 'deposit', amount: 1000, paidOn: '10.01.2027' }, 'paidOn'],
    ['an unknown kind', { kind: 'tip', amount: 1000, paidOn: '2027-01-10' }, 'kind'],
    ['an unknown field', { kind: 'deposit', amount: 1000, paidOn: '2027-01-10', recordedBy: 'x' }, 'recordedBy'],
    ['a list', [{ kind: 'deposit', amount: 1000, paidOn: '2027-01-10' }], 'body'],
  ])('refuses %s with a Korean message and stores nothing', async (_label, body, field) => {
    const documentId = await approved();
    const response = await pay(documentId, body);
    expect(response.status, response.text).toBe(400);
    const error = (response.body as any).error;
    expect(error.message).toMatch(/[가-힣]/);
    if (field !== 'body') expect(error.details.errors.map((row: any) => row.path[0])).toContain(field);
    expect((await stepsView(documentId)).payments).toEqual([]);
  });

  it('refuses a payment before 승인, and a content-manager save of the fee fields', async () => {
    const { documentId } = await submit();
    const early = await pay(documentId, { kind: 'deposit', amount: 1000, paidOn: todayInSeoul() });
    expect(early.status).toBe(400);
    expect((early.body as any).error.message).toContain('입금은 승인된 뒤에 기록합니다');
    const save = await staffSave(documentId, { payments: [{ kind: 'deposit', amount: 1_540_000 }] });
    expect(save.status).toBe(400);
    expect((save.body as any).error.message).toContain('대관료·입금');
    expect((await stepsView(documentId)).payments).toEqual([]);
  });
});

describe('who may record payments and export', () => {
  let documentId: string;
  beforeAll(async () => {
    documentId = await approved();
  });

  it('POST /admin/rental-applications/:documentId/payments: 대관 담당 and the owner, nobody else', async () => {
    const body = { kind: 'extra', amount: 110_000, paidOn: todayInSeoul() };
    expect((await pay(documentId, body, null)).status).toBe(401);
    expect((await pay(documentId, body, member.jwt)).status).toBe(401);
    expect((await pay(documentId, body, otherMember.jwt)).status).toBe(401);
    expect((await pay(documentId, body, contentStaff)).status).toBe(403);
    expect((await pay(documentId, body, rentalStaff)).status).toBe(201);
    expect((await pay(documentId, body, inject('cms').staffToken)).status).toBe(201);
    expect((await stepsView(documentId)).payments).toHaveLength(2);
  });

  it('GET /admin/rental-applications/export: staff who read rental applications only', async () => {
    const path = '/admin/rental-applications/export?format=csv';
    expect((await send(path)).status).toBe(401);
    expect((await send(path, { token: member.jwt })).status).toBe(401);
    expect((await send(path, { token: otherMember.jwt })).status).toBe(401);
    expect((await send(path, { token: contentStaff })).status).toBe(403);
    expect((await send(path, { token: rentalStaff })).status).toBe(200);
  });

  it('GET /admin/rental-applications/held-days: staff who read rental applications only', async () => {
    const path = `/admin/rental-applications/held-days?days=${todayInSeoul()}`;
    expect((await send(path)).status).toBe(401);
    expect((await send(path, { token: member.jwt })).status).toBe(401);
    expect((await send(path, { token: otherMember.jwt })).status).toBe(401);
    expect((await send(path, { token: contentStaff })).status).toBe(403);
    expect((await send(path, { token: rentalStaff })).status).toBe(200);
  });
});

describe('the export', () => {
  const rentalDay = uniqueDesiredDay();
  let documentId: string;

  beforeAll(async () => {
    documentId = await approved({
      desiredDate: rentalDay,
      company: '=HYPERLINK("x") 합창단',
      showTitle: '겨울, "합창" 음악회',
    });
    expect((await pay(documentId, { kind: 'deposit', amount: 462_000, paidOn: todayInSeoul() })).status).toBe(201);
  });

  const download = (query: string) =>
    fetch(`${inject('cms').url}/admin/rental-applications/export?${query}`, {
      headers: { authorization: `Bearer ${rentalStaff}` },
    });

  it('is CSV in UTF-8 with a BOM and Korean headers, formulas kept as text', async () => {
    const response = await download(`format=csv&from=${rentalDay}&to=${rentalDay}&status=approved`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`대관신청_${rentalDay}_${rentalDay}.csv`)}`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '신청자,공연명,공연 유형,희망 날짜,진행 상태,담당자,담당자 연락처,이메일,제출 일시,견적 금액,계약금,계약금 기한,잔금 기한,입금액,미수금,부대시설 입금액',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") 합창단","겨울, ""합창"" 음악회",클래식,${rentalDay},승인`);
    expect(lines[1]).toContain(',1540000,462000,');
    expect(lines[1]).toMatch(/,462000,1078000,0$/);
  });

  it('is XLSX with amounts as numbers', async () => {
    const response = await download(`format=xlsx&from=${rentalDay}&to=${rentalDay}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const strings = await zip.file('xl/sharedStrings.xml')?.async('string');
    const text = `${sheet}${strings ?? ''}`;
    expect(text).toContain('견적 금액');
    expect(text).toContain('미수금');
    // Numeric cells hold the amounts as numbers, not text.
    for (const amount of [1540000, 462000, 1078000]) expect(sheet).toMatch(new RegExp(`<v>${amount}</v>`));
    expect(sheet).not.toMatch(/t="(?:s|inlineStr)"[^>]*><(?:v|is)>(?:<t>)?1540000/);
  });

  it.each([
    ['format=pdf', 'format'],
    ['format=csv&from=2027-13-01', 'from'],
    ['format=csv&from=2027-05-01&to=2027-04-01', 'to'],
    ['format=csv&status=paid', 'status'],
    ['format=csv&sort=company', 'sort'],
  ])('refuses %s with a Korean message', async (query, field) => {
    const response = await send(`/admin/rental-applications/export?${query}`, { token: rentalStaff });
    expect(response.status).toBe(400);
    expect((response.body as any).error.details.errors[0].path[0]).toBe(field);
    expect((response.body as any).error.message).toMatch(/[가-힣]/);
  });
});

describe('one date, one applicant', () => {
  it('flags waiting competitors on both, approves one, and refuses the other with 409 naming the first', async () => {
    const day = uniqueDesiredDay();
    const first = await submit({ desiredDate: day, company: '먼저 온 앙상블', showTitle: '첫 번째 공연' });
    const second = await submit({ desiredDate: day, company: '나중 온 합창단', showTitle: '두 번째 공연' });
    for (const documentId of [first.documentId, second.documentId]) {
      expect((await staffStep(documentId, 'review', undefined, rentalStaff)).status).toBe(200);
    }
    const secondView = await stepsView(second.documentId);
    expect(secondView.sameDay.applications).toEqual([
      expect.objectContaining({ documentId: first.documentId, company: '먼저 온 앙상블', statusLabel: '검토중' }),
    ]);
    expect((await stepsView(first.documentId)).sameDay.applications[0].documentId).toBe(second.documentId);

    expect((await staffStep(first.documentId, 'approve', undefined, rentalStaff)).status).toBe(200);
    const refused = await staffStep(second.documentId, 'approve', undefined, rentalStaff);
    expect(refused.status).toBe(409);
    expect((refused.body as any).error.message).toBe(
      `${day}에는 이미 '승인' 상태의 대관 신청이 있습니다: 먼저 온 앙상블 「첫 번째 공연」. 같은 날짜는 한 신청자에게만 대관합니다.`,
    );
    const after = await stepsView(second.documentId);
    expect(after.applicationStatus).toBe('reviewing');
    expect(after.sameDay.applications[0]).toMatchObject({ documentId: first.documentId, statusLabel: '승인' });
    // Rejected or cancelled applications do not hold the day.
    expect(
      (await staffStep(second.documentId, 'reject', '같은 날짜에 다른 대관이 승인되었습니다.', rentalStaff)).status,
    ).toBe(200);
    expect((await stepsView(first.documentId)).sameDay.applications).toEqual([]);
  });

  it('approves one of two applications for one day approved at the same moment, and refuses the other with 409', async () => {
    const day = uniqueDesiredDay();
    const rivals = [await submit({ desiredDate: day }), await submit({ desiredDate: day })];
    for (const { documentId } of rivals)
      expect((await staffStep(documentId, 'review', undefined, rentalStaff)).status).toBe(200);
    const results = await Promise.all(
      rivals.map(({ documentId }) => staffStep(documentId, 'approve', undefined, rentalStaff)),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const statuses = await Promise.all(
      rivals.map(async ({ documentId }) => (await stepsView(documentId)).applicationStatus),
    );
    expect(statuses.sort()).toEqual(['approved', 'reviewing']);
  });

  it('names the days already held, for the list view’s 날짜 마감 badge, and refuses a malformed list', async () => {
    const heldDay = uniqueDesiredDay();
    const freeDay = uniqueDesiredDay();
    const holder = await submit({ desiredDate: heldDay });
    await submit({ desiredDate: heldDay });
    for (const step of ['review', 'approve'])
      expect((await staffStep(holder.documentId, step, undefined, rentalStaff)).status).toBe(200);
    const held = await send(`/admin/rental-applications/held-days?days=${heldDay},${freeDay}`, { token: rentalStaff });
    expect(held.status, held.text).toBe(200);
    expect((held.body as any).data).toEqual({ [heldDay]: "'승인' 상태의 대관 신청이 있는 날짜입니다." });
    for (const query of ['days=2027-02-30', 'days=tomorrow', `days=${heldDay}&status=approved`]) {
      const refused = await send(`/admin/rental-applications/held-days?${query}`, { token: rentalStaff });
      expect(refused.status, query).toBe(400);
      expect((refused.body as any).error.message).toMatch(/^날짜는/);
    }
    const tooMany = Array.from({ length: 101 }, (_, index) => seoulDay(index)).join(',');
    expect((await send(`/admin/rental-applications/held-days?days=${tooMany}`, { token: rentalStaff })).status).toBe(
      400,
    );
  });

  it('refuses to approve a day with a published show, naming the show', async () => {
    const day = uniqueDesiredDay();
    const poster = await staff.anyImageId();
    await staff.create(
      'api::show.show',
      { title: '대관일 기획 공연', startsAt: `${day}T10:30:00.000Z`, isOrganized: true, poster },
      { publish: true },
    );
    const { documentId } = await submit({ desiredDate: day });
    expect((await staffStep(documentId, 'review', undefined, rentalStaff)).status).toBe(200);
    expect((await stepsView(documentId)).sameDay.shows).toEqual([
      expect.objectContaining({ title: '대관일 기획 공연', startsAt: `${day}T10:30:00.000Z` }),
    ]);
    const refused = await staffStep(documentId, 'approve', undefined, rentalStaff);
    expect(refused.status).toBe(409);
    expect((refused.body as any).error.message).toBe(
      `${day}에는 공연 「대관일 기획 공연」 일정이 있습니다. 공연이 있는 날짜는 대관할 수 없습니다.`,
    );
    expect((await stepsView(documentId)).applicationStatus).toBe('reviewing');
  });

  it('approves a day whose only show was cancelled (공연 취소 frees the hall)', async () => {
    const day = uniqueDesiredDay();
    const poster = await staff.anyImageId();
    await staff.create(
      'api::show.show',
      {
        title: '취소된 기획 공연',
        startsAt: `${day}T10:30:00.000Z`,
        isOrganized: true,
        poster,
        showStatus: 'cancelled',
      },
      { publish: true },
    );
    const { documentId } = await submit({ desiredDate: day });
    expect((await staffStep(documentId, 'review', undefined, rentalStaff)).status).toBe(200);
    expect((await stepsView(documentId)).sameDay.shows).toEqual([]);
    expect((await staffStep(documentId, 'approve', undefined, rentalStaff)).status).toBe(200);
    expect((await stepsView(documentId)).applicationStatus).toBe('approved');
  });
});
