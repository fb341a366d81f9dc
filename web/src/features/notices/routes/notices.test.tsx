import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNotice, paragraph } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { renderRoute } from '@/testing/render';

function seedNotices(count: number) {
  db.notices = Array.from({ length: count }, (_, index) =>
    buildNotice({
      title: `운영 안내 ${index + 1}`,
      postedAt: new Date(Date.parse('2026-01-01T01:00:00.000Z') + index * 86_400_000).toISOString(),
    }),
  );
}

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('/notice', () => {
  it('lists 10 notices per page, newest first, with number, category and date', async () => {
    seedNotices(23);
    db.notices.push(
      buildNotice({
        title: '연말 공연 티켓 오픈',
        category: 'ticketOpen',
        postedAt: '2026-02-01T01:00:00.000Z',
        externalUrl: 'https://tickets.example.com/year-end',
      }),
    );
    await renderRoute('/notice');

    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('총 24건')).toBeInTheDocument();

    const first = rows()[0]!;
    expect(within(first).getByText('24')).toBeInTheDocument();
    expect(within(first).getByText('티켓오픈')).toBeInTheDocument();
    expect(within(first).getByText('2026.02.01')).toBeInTheDocument();
    const external = within(first).getByRole('link', { name: /연말 공연 티켓 오픈/ });
    expect(external).toHaveAttribute('href', 'https://tickets.example.com/year-end');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const second = rows()[1]!;
    expect(within(second).getByText('공지')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: '운영 안내 23' })).toHaveAttribute(
      'href',
      `/notice/detail/${db.notices[22]!.documentId}`,
    );

    expect(requests.find((r) => r.path === '/api/notices')?.query).toMatchObject({
      sort: ['postedAt:desc'],
      pagination: { page: '1', pageSize: '10' },
    });
  });

  it('pages with numbered links', async () => {
    seedNotices(23);
    const { user, router } = await renderRoute('/notice');
    await screen.findByRole('table');
    const paging = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(paging).getByText('1')).toHaveAttribute('aria-current', 'page');

    await user.click(within(paging).getByRole('link', { name: '3 페이지' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('?page=3');
    expect(within(rows()[0]!).getByRole('link', { name: '운영 안내 3' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('3')).toBeInTheDocument(); // number counts down across pages
    expect(within(screen.getByRole('navigation', { name: '페이지 이동' })).getByText('3')).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(
      within(screen.getByRole('navigation', { name: '페이지 이동' })).getByRole('link', { name: '이전 페이지' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(rows()[0]!).getByRole('link', { name: '운영 안내 13' })).toBeInTheDocument());
  });

  it('searches titles and shows the empty state', async () => {
    db.notices = [buildNotice({ title: '주차 요금 변경 안내' }), buildNotice({ title: '휴관일 안내' })];
    const { user, router } = await renderRoute('/notice?page=2');

    const input = await screen.findByRole('searchbox', { name: '공지 제목 검색' });
    await user.type(input, '주차{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('주차 요금 변경 안내')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=%EC%A3%BC%EC%B0%A8'); // a new search starts at page 1
    expect(requests.at(-1)?.query).toMatchObject({
      filters: { title: { $containsi: '주차' } },
      pagination: { page: '1' },
    });

    await user.clear(screen.getByRole('searchbox', { name: '공지 제목 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '공지 제목 검색' }), '없는 제목{Enter}');
    expect(await screen.findByText('결과가 존재하지 않습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('/notice/detail/:documentId', () => {
  it('shows title, date, body, attachment and the neighbouring notices', async () => {
    const older = buildNotice({ title: '이전 공지', postedAt: '2026-03-01T01:00:00.000Z' });
    const notice = buildNotice({
      title: '객석 리모델링 안내',
      postedAt: '2026-03-10T15:30:00.000Z', // 03-11 00:30 in Seoul
      body: [paragraph('리모델링 기간 동안 휴관합니다.\n관객 여러분의 양해 바랍니다.')],
      attachment: {
        url: '/uploads/remodel_abc.pdf',
        name: '리모델링 일정.pdf',
        ext: '.pdf',
        mime: 'application/pdf',
        size: 1536,
      },
    });
    const newer = buildNotice({ title: '다음 공지', postedAt: '2026-03-20T01:00:00.000Z' });
    db.notices = [newer, notice, older];
    await renderRoute(`/notice/detail/${notice.documentId}`);

    expect(await screen.findByRole('heading', { level: 1, name: '객석 리모델링 안내' })).toBeInTheDocument();
    expect(screen.getByText('2026.03.11')).toBeInTheDocument();
    const body = screen.getByText(/리모델링 기간 동안 휴관합니다/);
    expect(body.tagName).toBe('P');
    expect(body.querySelector('br')).not.toBeNull();

    const download = screen.getByRole('link', { name: '리모델링 일정.pdf 내려받기' });
    expect(download).toHaveAttribute('href', '/uploads/remodel_abc.pdf');
    expect(download).toHaveAttribute('download', '리모델링 일정.pdf');
    expect(screen.getByText('1.5MB')).toBeInTheDocument();

    const adjacent = screen.getByRole('navigation', { name: '이전 글·다음 글' });
    expect(await within(adjacent).findByRole('link', { name: /이전 공지/ })).toHaveAttribute(
      'href',
      `/notice/detail/${older.documentId}`,
    );
    expect(within(adjacent).getByRole('link', { name: /다음 공지/ })).toHaveAttribute(
      'href',
      `/notice/detail/${newer.documentId}`,
    );
    expect(requests.map((r) => r.path).filter((path) => path !== '/api/site-config')).toEqual([
      `/api/notices/${notice.documentId}`,
    ]);
  });

  it('says so for an unknown (or hidden) notice', async () => {
    await renderRoute('/notice/detail/hidden-or-missing');
    expect(await screen.findByText('공지사항을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});

describe('/notice: the notices feed', () => {
  it('links to the Atom feed the cms serves, with a visible 구독 label', async () => {
    seedNotices(3);
    await renderRoute('/notice');
    await screen.findByRole('table');
    const feed = screen.getByRole('link', { name: 'RSS 구독' });
    expect(feed).toHaveAttribute('href', '/notice/feed.xml');
    expect(feed).toHaveAttribute('type', 'application/atom+xml');
    expect(feed).not.toHaveAttribute('target');
  });

  it('is named in the head of every page (index.html)', async () => {
    const html = (await import('../../../../index.html?raw')).default;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="alternate" type="application/atom+xml" title="공지사항" href="/notice/feed.xml" />',
    );
  });
});
