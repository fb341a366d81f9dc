import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/shared/api/session';
import { addLoggedInMember, addMember } from '@/testing/mock-auth';
import { buildApplication, rentalDb } from '@/testing/mock-rental';
import { renderRoute } from '@/testing/render';
import { expectToast } from '@/testing/toast';

const download = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock('../lib/download', () => ({ startDownload: download.start }));

beforeEach(() => {
  download.start.mockReset();
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/my/list', () => {
  it("lists only the member's own applications, newest first, with number, dates, title and Korean status", async () => {
    const member = addLoggedInMember();
    const other = addMember();
    rentalDb.applications.push(
      buildApplication(member.id, {
        showTitle: '봄 독주회',
        submittedAt: '2026-10-02T15:30:00.000Z',
        desiredDate: '2026-12-05',
        applicationStatus: 'received',
      }),
      buildApplication(member.id, {
        showTitle: '가을 국악 한마당',
        submittedAt: '2026-11-03T01:00:00.000Z',
        desiredDate: '2027-01-09',
        applicationStatus: 'rejected',
      }),
      buildApplication(other.id, { showTitle: '다른 회원의 공연' }),
    );
    await renderRoute('/my/list');
    const table = await screen.findByRole('table', { name: '대관 신청 내역 (최근 신청 순)' });
    await waitFor(() => expect(document.title).toBe('대관 신청 내역 | 테스트 아트홀'));

    const rows = rowsOf(table);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '신청일 2026.11.03', '가을 국악 한마당', '희망 대관일 2027.01.09 (토)', '반려']);
    // 2026-10-02 15:30 UTC is 10-03 00:30 in Seoul.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '신청일 2026.10.03', '봄 독주회', '희망 대관일 2026.12.05 (토)', '접수']);
    expect(within(rows[0]!).getByRole('link', { name: '가을 국악 한마당' })).toHaveAttribute(
      'href',
      `/detail/my/${rentalDb.applications[1]!.documentId}`,
    );
    expect(screen.queryByText('다른 회원의 공연')).not.toBeInTheDocument();
    expect(screen.getByText('총 2건')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    expect(within(tabs).getByRole('link', { name: '대관 신청 내역' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '내 정보' })).toHaveAttribute('href', '/my/info');
  });

  it('says so when there is no application, with a link to the form', async () => {
    addLoggedInMember();
    await renderRoute('/my/list');
    expect(await screen.findByText('대관 신청 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '대관 신청하기' })).toHaveAttribute('href', '/apply/write');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages by 10 with numbers counting down across pages', async () => {
    const member = addLoggedInMember();
    for (let index = 1; index <= 13; index += 1) {
      rentalDb.applications.push(
        buildApplication(member.id, {
          showTitle: `공연 ${index}`,
          submittedAt: new Date(Date.UTC(2026, 9, index)).toISOString(),
        }),
      );
    }
    const { user, router } = await renderRoute('/my/list');
    const table = await screen.findByRole('table');
    expect(rowsOf(table)).toHaveLength(10);
    expect(within(rowsOf(table)[0]!).getAllByRole('cell')[0]).toHaveTextContent('13');
    expect(within(rowsOf(table)[0]!).getByRole('link')).toHaveTextContent('공연 13');

    await user.click(screen.getByRole('link', { name: '2 페이지' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(3));
    expect(rowsOf(screen.getByRole('table')).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '3',
      '2',
      '1',
    ]);
    expect(within(rowsOf(screen.getByRole('table'))[2]!).getByRole('link')).toHaveTextContent('공연 1');
  });

  it('is for members only: a visitor goes to /login and comes back afterwards', async () => {
    const { router } = await renderRoute('/my/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fmy%2Flist');
  });
});

describe('/detail/my/:documentId', () => {
  it('shows every field, the current status, the history in Seoul time and the rejection reason', async () => {
    const member = addLoggedInMember();
    const application = buildApplication(member.id, {
      category: 'gugak',
      company: '사단법인 우리소리',
      businessNumber: '2208112345',
      address: { basic: '서울특별시 종로구 세종대로 175', detail: '세종문화회관 3층' },
      tel: '0212345678',
      fax: '0212345679',
      email: 'sori@example.com',
      showTitle: '우리소리 정기공연',
      performerFormat: '가야금 병창과 대금 합주',
      desiredDate: '2027-02-13',
      desiredTime: '17:00 공연, 13시 리허설',
      contactName: '박담당',
      contactPhone: '01055556666',
      applicationStatus: 'rejected',
      rejectionReason: '희망일에 기획공연이 확정되어 대관이 어렵습니다.',
      submittedAt: '2026-11-01T00:30:00.000Z',
      statusHistory: [
        { applicationStatus: 'received', changedAt: '2026-11-01T00:30:00.000Z', reason: null },
        { applicationStatus: 'reviewing', changedAt: '2026-11-02T05:00:00.000Z', reason: null },
        {
          applicationStatus: 'rejected',
          changedAt: '2026-11-03T16:10:00.000Z',
          reason: '희망일에 기획공연이 확정되어 대관이 어렵습니다.',
        },
      ],
    });
    rentalDb.applications.push(application);
    await renderRoute(`/detail/my/${application.documentId}`);

    expect(await screen.findByRole('heading', { level: 2, name: '우리소리 정기공연' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('대관 신청 상세 | 테스트 아트홀'));

    const fields = screen.getByRole('region', { name: '신청 내용' });
    const pairs = [...fields.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(pairs).toEqual([
      ['공연 유형', '국악'],
      ['신청자(단체명)', '사단법인 우리소리'],
      ['사업자등록번호', '2208112345'],
      ['주소', '서울특별시 종로구 세종대로 175 세종문화회관 3층'],
      ['전화번호', '0212345678'],
      ['팩스', '0212345679'],
      ['이메일', 'sori@example.com'],
      ['출연 형태', '가야금 병창과 대금 합주'],
      ['공연명', '우리소리 정기공연'],
      ['희망 대관일', '2027.02.13 (토)'],
      ['희망 시간', '17:00 공연, 13시 리허설'],
      ['담당자 이름', '박담당'],
      ['담당자 연락처', '01055556666'],
    ]);

    const summary = screen.getByText('현재 상태').closest('dl')!;
    expect(within(summary).getByText('반려')).toBeInTheDocument();
    expect(within(summary).getByText('2026.11.01 (일) 09:30')).toBeInTheDocument();

    const rejection = screen.getByRole('region', { name: '반려 사유' });
    expect(within(rejection).getByText('희망일에 기획공연이 확정되어 대관이 어렵습니다.')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: '상태가 바뀐 일시와 사유 (오래된 순)' });
    expect(
      rowsOf(history).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026.11.01 (일) 09:30', '접수', ''],
      ['2026.11.02 (월) 14:00', '검토중', ''],
      ['2026.11.04 (수) 01:10', '반려', '희망일에 기획공연이 확정되어 대관이 어렵습니다.'],
    ]);
  });

  it('shows the quoted fee, the due dates, the payments and what is left', async () => {
    const member = addLoggedInMember();
    const application = buildApplication(member.id, {
      applicationStatus: 'approved',
      fee: {
        total: 1_540_000,
        deposit: 462_000,
        balance: 1_078_000,
        depositDueOn: '2027-01-18',
        balanceDueOn: '2027-04-02',
        paidTotal: 462_000,
        outstanding: 1_078_000,
        extraPaid: 0,
      },
      payments: [{ kind: 'deposit', amount: 462_000, paidOn: '2027-01-10' }],
    });
    rentalDb.applications.push(application);
    await renderRoute(`/detail/my/${application.documentId}`);
    const fee = await screen.findByRole('region', { name: '대관료' });
    const value = (label: string) => within(fee).getByText(label).nextElementSibling?.textContent;
    expect(value('대관료(견적)')).toBe('1,540,000원');
    expect(value('계약금')).toBe('462,000원 (납부 기한 2027.01.18 (월))');
    expect(value('잔금')).toBe('1,078,000원 (납부 기한 2027.04.02 (금))');
    expect(value('남은 금액')).toBe('1,078,000원');
    expect(within(within(fee).getByRole('list', { name: '입금 내역' })).getByRole('listitem')).toHaveTextContent(
      '2027.01.10 (일) · 계약금 462,000원',
    );
  });

  it('shows no rejection box for an application that is not rejected', async () => {
    const member = addLoggedInMember();
    const application = buildApplication(member.id, { applicationStatus: 'approved' });
    rentalDb.applications.push(application);
    await renderRoute(`/detail/my/${application.documentId}`);
    await screen.findByRole('region', { name: '신청 내용' });
    expect(within(screen.getByText('현재 상태').closest('dl')!).getByText('승인')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '반려 사유' })).not.toBeInTheDocument();
  });

  it("downloads a document through a short-lived link requested with the member's token", async () => {
    const member = addLoggedInMember();
    const application = buildApplication(member.id);
    rentalDb.applications.push(application);
    const { user } = await renderRoute(`/detail/my/${application.documentId}`);
    const documents = await screen.findByRole('region', { name: '제출 서류' });
    expect(within(documents).getByText('사업자등록증.pdf')).toBeInTheDocument();
    expect(within(documents).getByText('(182KB)')).toBeInTheDocument();
    expect(within(documents).getByText('공연계획서.hwp')).toBeInTheDocument();

    await user.click(within(documents).getByRole('button', { name: '공연 계획서 다운로드' }));
    await waitFor(() =>
      expect(download.start).toHaveBeenCalledWith(
        `/api/rental-documents/${application.documentId}-performancePlan-token`,
        '공연계획서.hwp',
      ),
    );
    expect(rentalDb.linkRequests).toEqual([
      { documentId: application.documentId, field: 'performancePlan', authorization: `Bearer ${getAccessToken()}` },
    ]);
  });

  it('says the download failed when no link comes back', async () => {
    const member = addLoggedInMember();
    const application = buildApplication(member.id);
    rentalDb.applications.push(application);
    const { user } = await renderRoute(`/detail/my/${application.documentId}`);
    const documents = await screen.findByRole('region', { name: '제출 서류' });
    rentalDb.applications = [];
    await user.click(within(documents).getByRole('button', { name: '사업자등록증 다운로드' }));
    await expectToast('파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(download.start).not.toHaveBeenCalled();
  });

  it("meets another member's application and an unknown id with 'not found'", async () => {
    const member = addLoggedInMember();
    const other = addMember();
    const foreign = buildApplication(other.id, { showTitle: '남의 신청' });
    rentalDb.applications.push(foreign, buildApplication(member.id));
    const { router } = await renderRoute(`/detail/my/${foreign.documentId}`);
    expect(await screen.findByText('신청 내역을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('남의 신청')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('신청 내역을 찾을 수 없습니다. | 테스트 아트홀'));
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/my/list');
    await router.navigate('/detail/my/unknown0000');
    // The first page's message is replaced while the new id loads, so look it up afresh each try.
    await waitFor(() => expect(screen.getByText('신청 내역을 찾을 수 없습니다.')).toBeInTheDocument());
    expect(screen.queryByText('남의 신청')).not.toBeInTheDocument();
  });

  it('is for members only', async () => {
    const { router } = await renderRoute('/detail/my/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fdetail%2Fmy%2Fabc');
  });
});
