import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildShow } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { server } from '@/testing/server';
import { mockViewport, renderRoute, setNow } from '@/testing/render';

// Tuesday 2026-11-24 00:30 in Seoul (still Monday the 23rd in UTC).
const NOW = '2026-11-23T15:30:00.000Z';
const DAY = 86_400_000;

function at(iso: string, plusDays = 0) {
  return new Date(Date.parse(iso) + plusDays * DAY).toISOString();
}

function showRequests() {
  return requests.filter((request) => request.path === '/api/shows');
}

describe('/show/schedule', () => {
  it('lists upcoming shows from 00:00 today in Seoul, soonest first, with badges', async () => {
    setNow(NOW);
    db.shows = [
      buildShow({ title: '다음 주 공연', startsAt: '2026-12-01T10:30:00.000Z' }),
      buildShow({ title: '오늘 저녁 공연', startsAt: '2026-11-24T10:30:00.000Z', isOrganized: true }), // 24th 19:30 KST
      buildShow({ title: '일요일 공연', startsAt: '2026-11-29T08:00:00.000Z' }), // Sun 29th 17:00 KST
      buildShow({ title: '어젯밤 공연', startsAt: '2026-11-23T14:00:00.000Z' }), // 23rd 23:00 KST: past
    ];
    await renderRoute('/show/schedule');

    expect(screen.getByRole('heading', { level: 1, name: '공연 안내' })).toBeInTheDocument();
    await screen.findByText('오늘 저녁 공연');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['오늘 저녁 공연', '일요일 공연', '다음 주 공연']);
    expect(screen.queryByText('어젯밤 공연')).not.toBeInTheDocument();

    const today = screen.getByRole('link', { name: /오늘 저녁 공연/ });
    expect(within(today).getByText('TODAY')).toBeInTheDocument();
    expect(within(today).getByText('기획공연')).toBeInTheDocument();
    expect(within(today).getByText('2026.11.24 (화) 19:30')).toBeInTheDocument();
    expect(today).toHaveAttribute('href', `/detail/show/${db.shows[1]!.documentId}`);

    const sunday = screen.getByRole('link', { name: /일요일 공연/ });
    expect(within(sunday).getByText('이번 주')).toBeInTheDocument();
    expect(within(sunday).queryByText('TODAY')).not.toBeInTheDocument();

    const nextWeek = screen.getByRole('link', { name: /다음 주 공연/ });
    expect(within(nextWeek).queryByText('이번 주')).not.toBeInTheDocument();
    expect(within(nextWeek).queryByText('기획공연')).not.toBeInTheDocument();

    expect(showRequests()[0]?.query).toMatchObject({
      filters: { startsAt: { $gte: '2026-11-23T15:00:00.000Z' } },
      sort: ['startsAt:asc'],
      pagination: { page: '1', pageSize: '8' },
    });
  });

  it('marks a cancelled show 공연 취소 instead of TODAY and a moved one 일정 변경 with its previous date struck', async () => {
    setNow(NOW);
    db.shows = [
      buildShow({
        title: '취소된 오늘 공연',
        startsAt: '2026-11-24T10:30:00.000Z',
        showStatus: 'cancelled',
        isOrganized: true,
      }),
      buildShow({
        title: '연기된 공연',
        startsAt: '2026-12-01T10:30:00.000Z', // Tue 1 December 19:30 KST
        showStatus: 'rescheduled',
        previousStartsAt: '2026-11-24T10:30:00.000Z', // Tue 24 November 19:30 KST
      }),
      buildShow({ title: '예정대로 공연', startsAt: '2026-12-02T10:30:00.000Z' }),
    ];
    await renderRoute('/show/schedule');
    await screen.findByText('취소된 오늘 공연');

    const cancelled = screen.getByRole('link', { name: /취소된 오늘 공연/ });
    expect(cancelled).toHaveClass('show-card--cancelled');
    expect(within(cancelled).getByText('공연 취소')).toHaveClass('badge--cancelled');
    expect(within(cancelled).queryByText('TODAY')).not.toBeInTheDocument();
    expect(within(cancelled).getByText('기획공연')).toBeInTheDocument();

    const moved = screen.getByRole('link', { name: /연기된 공연/ });
    expect(within(moved).getByText('일정 변경')).toHaveClass('badge--rescheduled');
    expect(within(moved).getByText('2026.12.01 (화) 19:30')).toBeInTheDocument();
    const previous = within(moved).getByText('2026.11.24 (화) 19:30');
    expect(previous.closest('del')).not.toBeNull();
    expect(previous.closest('p')).toHaveTextContent('이전 일정 2026.11.24 (화) 19:30');

    const asPlanned = screen.getByRole('link', { name: /예정대로 공연/ });
    expect(within(asPlanned).queryByText('공연 취소')).not.toBeInTheDocument();
    expect(within(asPlanned).queryByText('일정 변경')).not.toBeInTheDocument();
    expect(within(asPlanned).queryByText(/이전 일정/)).not.toBeInTheDocument();
  });

  it('filters to shows of today in Seoul with the TODAY checkbox', async () => {
    setNow(NOW);
    db.shows = [
      buildShow({ title: '오늘 낮 공연', startsAt: '2026-11-24T05:00:00.000Z' }),
      buildShow({ title: '내일 공연', startsAt: '2026-11-24T15:00:00.000Z' }), // 25th 00:00 KST
    ];
    const { user, router } = await renderRoute('/show/schedule');
    await screen.findByText('내일 공연');

    await user.click(screen.getByRole('checkbox', { name: '오늘 공연만 보기' }));
    await waitFor(() => expect(screen.queryByText('내일 공연')).not.toBeInTheDocument());
    expect(screen.getByText('오늘 낮 공연')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?today=1');
    expect(showRequests().at(-1)?.query).toMatchObject({
      filters: { startsAt: { $gte: '2026-11-23T15:00:00.000Z', $lt: '2026-11-24T15:00:00.000Z' } },
    });
  });

  it('filters by 배리어프리 서비스 with keyboard-usable checkboxes, keeping the choice in the address', async () => {
    db.shows = [
      buildShow({
        title: '자막 공연',
        startsAt: at('2030-01-01T10:00:00.000Z'),
        access: { captions: true, wheelchair: true },
      }),
      buildShow({ title: '휠체어석 공연', startsAt: at('2030-01-02T10:00:00.000Z'), access: { wheelchair: true } }),
      buildShow({ title: '서비스 없는 공연', startsAt: at('2030-01-03T10:00:00.000Z'), access: null }),
    ];
    const { user, router } = await renderRoute('/show/schedule');
    await screen.findByText('서비스 없는 공연');

    const group = screen.getByRole('group', { name: '배리어프리 서비스' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    // The card says its services for screen readers; the icons are hidden.
    const captioned = screen.getByRole('link', { name: /자막 공연/ });
    expect(
      within(within(captioned).getByRole('list', { name: '배리어프리 서비스' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    const wheelchair = within(group).getByRole('checkbox', { name: '휠체어석' });
    wheelchair.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByText('서비스 없는 공연')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?access=wheelchair');
    expect(wheelchair).toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: '한글자막' }));
    await waitFor(() => expect(screen.queryByText('휠체어석 공연')).not.toBeInTheDocument());
    expect(screen.getByText('자막 공연')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('access')).toBe('captions,wheelchair');
    expect(showRequests().at(-1)?.query).toMatchObject({ access: 'captions,wheelchair' });
    expect(screen.getByText('한글자막, 휠체어석 제공 공연')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: '선택 해제' }));
    await screen.findByText('서비스 없는 공연');
    expect(router.state.location.search).toBe('');
  });

  it('reads the services of its address, repeated or comma-separated, and leaves out unknown ones', async () => {
    db.shows = [
      buildShow({
        title: '터치투어 공연',
        startsAt: at('2030-01-01T10:00:00.000Z'),
        access: { touchTour: true, relaxed: true },
      }),
      buildShow({ title: '다른 공연', startsAt: at('2030-01-02T10:00:00.000Z') }),
    ];
    await renderRoute('/show/schedule?access=relaxed&access=touch-tour,nope');
    await screen.findByText('터치투어 공연');
    expect(screen.queryByText('다른 공연')).not.toBeInTheDocument();
    expect(showRequests().at(-1)?.query).toMatchObject({ access: 'touch-tour,relaxed' });
    const group = screen.getByRole('group', { name: '배리어프리 서비스' });
    expect(within(group).getByRole('checkbox', { name: '터치투어' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: '편안한 공연' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: '한글자막' })).not.toBeChecked();
  });

  it('searches titles when the form is submitted and shows the empty state', async () => {
    db.shows = [
      buildShow({ title: '바흐 무반주 첼로 모음곡', startsAt: at('2030-01-01T10:00:00.000Z') }),
      buildShow({ title: '쇼팽 피아노 리사이틀', startsAt: at('2030-01-02T10:00:00.000Z') }),
    ];
    const { user, router } = await renderRoute('/show/schedule');
    await screen.findByText('쇼팽 피아노 리사이틀');

    const input = screen.getByRole('searchbox', { name: '공연명 검색' });
    await user.type(input, '첼로');
    // Typing alone does not search: the form is submitted.
    expect(screen.getByText('쇼팽 피아노 리사이틀')).toBeInTheDocument();
    // The list's own form (the header has the site search's 검색 too).
    await user.click(within(input.closest('form')!).getByRole('button', { name: '검색' }));

    await waitFor(() => expect(screen.queryByText('쇼팽 피아노 리사이틀')).not.toBeInTheDocument());
    expect(screen.getByText('바흐 무반주 첼로 모음곡')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=%EC%B2%BC%EB%A1%9C');
    expect(showRequests().at(-1)?.query).toMatchObject({ filters: { title: { $containsi: '첼로' } } });

    await user.clear(screen.getByRole('searchbox', { name: '공연명 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '공연명 검색' }), '오페라{Enter}');
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  });

  it('loads 8 more shows with 더보기 until all are shown', async () => {
    db.shows = Array.from({ length: 19 }, (_, index) =>
      buildShow({ title: `공연 번호 ${index + 1}`, startsAt: at('2030-01-01T10:00:00.000Z', index) }),
    );
    const { user } = await renderRoute('/show/schedule');
    await screen.findByText('공연 번호 1');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getByText('총 19건')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /더보기/ }));
    await screen.findByText('공연 번호 16');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(16);

    await user.click(screen.getByRole('button', { name: /더보기/ }));
    await screen.findByText('공연 번호 19');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(19);
    expect(screen.queryByRole('button', { name: /더보기/ })).not.toBeInTheDocument();
    expect(showRequests().map((r) => (r.query.pagination as { page: string }).page)).toEqual(['1', '2', '3']);
  });

  it('shows no 더보기 button while the first page loads (it would be pushed down when the list arrives)', async () => {
    db.shows = Array.from({ length: 19 }, (_, index) =>
      buildShow({ title: `공연 번호 ${index + 1}`, startsAt: at('2030-01-01T10:00:00.000Z', index) }),
    );
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The route's loader could not fetch the list, so the page renders without it and asks again:
    // that request is held back, then the usual handler responds to it.
    let listRequests = 0;
    server.use(
      http.get('*/api/shows', async () => {
        listRequests += 1;
        if (listRequests === 1) return HttpResponse.json({ error: { status: 503 } }, { status: 503 });
        await released;
      }),
    );
    await renderRoute('/show/schedule');

    expect(await screen.findByText('불러오는 중입니다.', { selector: '.state-box--loading *' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /더보기/ })).not.toBeInTheDocument();

    release();
    await screen.findByText('공연 번호 1');
    expect(screen.getByRole('button', { name: /더보기/ })).toBeInTheDocument();
  });

  it('uses pages of 9 on a tablet', async () => {
    mockViewport(1024);
    db.shows = Array.from({ length: 12 }, (_, index) =>
      buildShow({ title: `태블릿 공연 ${index + 1}`, startsAt: at('2030-01-01T10:00:00.000Z', index) }),
    );
    await renderRoute('/show/schedule');
    await screen.findByText('태블릿 공연 1');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(showRequests()[0]?.query).toMatchObject({ pagination: { pageSize: '9' } });
  });
});

describe('/show/finish', () => {
  it('lists shows before today in Seoul, latest first, without the TODAY filter', async () => {
    setNow(NOW);
    db.shows = [
      buildShow({ title: '지난달 공연', startsAt: '2026-10-10T10:30:00.000Z' }),
      buildShow({ title: '어젯밤 공연', startsAt: '2026-11-23T14:00:00.000Z' }), // Mon 23rd 23:00 KST
      buildShow({ title: '오늘 공연', startsAt: '2026-11-24T10:30:00.000Z' }),
    ];
    await renderRoute('/show/finish');
    expect(screen.getByRole('heading', { level: 1, name: '지난 공연' })).toBeInTheDocument();
    await screen.findByText('어젯밤 공연');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '어젯밤 공연',
      '지난달 공연',
    ]);
    expect(screen.queryByText('오늘 공연')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '오늘 공연만 보기' })).not.toBeInTheDocument();
    // Monday of this week in Seoul: still '이번 주'.
    expect(within(screen.getByRole('link', { name: /어젯밤 공연/ })).getByText('이번 주')).toBeInTheDocument();
    expect(showRequests()[0]?.query).toMatchObject({
      filters: { startsAt: { $lt: '2026-11-23T15:00:00.000Z' } },
      sort: ['startsAt:desc'],
    });
  });

  it('shows the tab bar with the current tab marked', async () => {
    await renderRoute('/show/finish');
    const tabs = screen.getByRole('navigation', { name: '공연 정보 메뉴' });
    expect(within(tabs).getByRole('link', { name: '지난 공연' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '공연 캘린더' })).toHaveAttribute('href', '/show/calendar');
    expect(within(tabs).getByRole('link', { name: '공연 안내' })).toHaveAttribute('href', '/show/schedule');
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  });
});
