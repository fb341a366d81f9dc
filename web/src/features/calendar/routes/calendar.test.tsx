import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCalendarEvent, buildShow } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { mockViewport, renderRoute, setNow } from '@/testing/render';

// Tuesday 2026-11-24 00:30 in Seoul.
const NOW = '2026-11-23T15:30:00.000Z';

function seed() {
  db.shows = [
    buildShow({ title: '겨울 실내악 축제', startsAt: '2026-11-24T10:30:00.000Z', endsAt: '2026-11-24T12:30:00.000Z' }),
  ];
  db.calendarEvents = [
    buildCalendarEvent({
      title: '대관 리허설',
      kind: 'rehearsal',
      startsAt: '2026-11-20T01:00:00.000Z',
      endsAt: '2026-11-20T04:00:00.000Z',
      note: '무대 반입 09:30',
    }),
  ];
}

describe('/show/calendar', () => {
  it('shows a 42-day month grid in Seoul time with shows and calendar events', async () => {
    setNow(NOW);
    seed();
    await renderRoute('/show/calendar');

    expect(screen.getByRole('heading', { level: 1, name: '공연 캘린더' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2026년 11월' })).toBeInTheDocument();
    // FullCalendar renders the month in steps of its own, right after the page.
    await waitFor(() => expect(document.querySelector('.cal-grid--pending')).toBeNull());
    expect(document.querySelectorAll('.fc-daygrid-day')).toHaveLength(42);

    expect(await screen.findByText('겨울 실내악 축제', { selector: '.cal-event__title' })).toBeInTheDocument();
    expect(screen.getByText('19:30–21:30', { selector: '.cal-event__time' })).toBeInTheDocument();
    expect(screen.getByText('대관 리허설', { selector: '.cal-event__title' })).toBeInTheDocument();
    expect(screen.getByText('10:00–13:00', { selector: '.cal-event__time' })).toBeInTheDocument();

    // One request for the visible grid (weeks start on Sunday in the Korean locale): 2026-11-01 to 2026-12-12.
    expect(requests.map((r) => r.path).filter((path) => path !== '/api/site-config')).toEqual(['/api/schedule']);
    expect(requests.find((r) => r.path === '/api/schedule')?.query).toEqual({ from: '2026-11-01', to: '2026-12-13' });

    // Today (Seoul) is selected at first and listed below.
    const list = screen.getByRole('region', { name: '11월 24일 화요일 일정' });
    expect(await within(list).findByRole('link', { name: '겨울 실내악 축제' })).toHaveAttribute(
      'href',
      `/detail/show/${db.shows[0]!.documentId}`,
    );
  });

  it('on mobile marks days with dots and lists the chosen day, or says it is empty', async () => {
    setNow(NOW);
    mockViewport(390);
    seed();
    const { user } = await renderRoute('/show/calendar');
    await screen.findByRole('heading', { level: 2, name: '2026년 11월' });

    await waitFor(() => expect(screen.getAllByTestId('day-dot')).toHaveLength(2));
    expect(document.querySelector('.cal-event')).toBeNull();
    // The grid is drawn out of view first and shown once it can size itself (useGridSteps); until
    // then nobody can click a day, and the cells are drawn again when it is shown.
    await waitFor(() => expect(document.querySelector('.cal-grid--pending')).toBeNull());

    // The button's name holds its visible number as a word of its own ('20'), with the rest hidden.
    await user.click(screen.getByRole('button', { name: '11월 20 일 금요일, 일정 1건' }));
    const list = screen.getByRole('region', { name: '11월 20일 금요일 일정' });
    expect(within(list).getByText('대관 리허설')).toBeInTheDocument();
    expect(within(list).getByText('리허설')).toBeInTheDocument();
    expect(within(list).getByText('10:00–13:00')).toBeInTheDocument();
    expect(within(list).getByText('무대 반입 09:30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '11월 21 일 토요일' }));
    expect(
      within(screen.getByRole('region', { name: '11월 21일 토요일 일정' })).getByText('등록된 일정이 없습니다.'),
    ).toBeInTheDocument();
  });

  it('moves between months, clearing the selection, and returns to today', async () => {
    setNow(NOW);
    seed();
    const { user } = await renderRoute('/show/calendar');
    await screen.findByRole('heading', { level: 2, name: '2026년 11월' });

    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2026년 12월' })).toBeInTheDocument();
    expect(screen.getByText('날짜를 선택하면 그날의 일정을 볼 수 있습니다.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/schedule').at(-1)?.query).toEqual({
        from: '2026-11-29',
        to: '2027-01-10',
      }),
    );

    await user.click(screen.getByRole('button', { name: '이전 달' }));
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2026년 10월' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '오늘' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2026년 11월' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '11월 24일 화요일 일정' })).toBeInTheDocument();
  });

  it('marks a cancelled show 공연 취소 and a moved one 일정 변경 with its previous date, in the grid and the day list', async () => {
    setNow(NOW);
    db.shows = [
      buildShow({
        title: '취소된 재즈 공연',
        startsAt: '2026-11-24T10:30:00.000Z',
        endsAt: '2026-11-24T12:00:00.000Z',
        showStatus: 'cancelled',
      }),
      buildShow({
        title: '연기된 첼로 독주회',
        startsAt: '2026-11-24T08:00:00.000Z',
        endsAt: '2026-11-24T09:30:00.000Z',
        showStatus: 'rescheduled',
        previousStartsAt: '2026-11-17T10:30:00.000Z', // Tue 17 November 19:30 KST
      }),
    ];
    db.calendarEvents = [];
    const { user } = await renderRoute('/show/calendar');
    await waitFor(() => expect(document.querySelector('.cal-grid--pending')).toBeNull());

    const cancelledEvent = (await screen.findByText('취소된 재즈 공연', { selector: '.cal-event__title' })).closest(
      '.cal-event',
    ) as HTMLElement;
    expect(cancelledEvent).toHaveClass('cal-event--cancelled');
    expect(within(cancelledEvent).getByText('공연 취소')).toBeInTheDocument();
    const [movedEvent, ...others] = screen
      .getAllByText('연기된 첼로 독주회', { selector: '.cal-event__title' })
      .map((title) => title.closest('.cal-event') as HTMLElement)
      .filter((event) => !event.classList.contains('cal-event--moved-away'));
    expect(others).toEqual([]);
    expect(within(movedEvent!).getByText('일정 변경')).toBeInTheDocument();
    expect(within(movedEvent!).getByText('17:00–18:30')).toBeInTheDocument();

    const list = screen.getByRole('region', { name: '11월 24일 화요일 일정' });
    const cancelledItem = (await within(list).findByRole('link', { name: '취소된 재즈 공연' })).closest('li')!;
    expect(cancelledItem).toHaveClass('cal-day-list__item--cancelled');
    expect(within(cancelledItem).getByText('공연 취소')).toHaveClass('badge--cancelled');
    const movedItem = within(list).getByRole('link', { name: '연기된 첼로 독주회' }).closest('li')!;
    expect(within(movedItem).getByText('일정 변경')).toHaveClass('badge--rescheduled');
    const previous = within(movedItem).getByText('2026.11.17 (화) 19:30');
    expect(previous.closest('del')).not.toBeNull();
    expect(previous.closest('.cal-day-list__previous')).toHaveTextContent('이전 일정 2026.11.17 (화) 19:30');

    // The day it was planned keeps a mark: the old time struck through, the new date, the show's page.
    const movedAway = document.querySelector('[data-date="2026-11-17"] .cal-event--moved-away') as HTMLElement;
    expect(within(movedAway).getByText('연기된 첼로 독주회')).toBeInTheDocument();
    expect(within(movedAway).getByText('19:30').closest('del')).not.toBeNull();
    expect(within(movedAway).getByText('일정 변경')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '11월 17 일 화요일, 일정 1건' }));
    const plannedDay = screen.getByRole('region', { name: '11월 17일 화요일 일정' });
    const mark = within(plannedDay).getByRole('link', { name: '연기된 첼로 독주회' }).closest('li')!;
    expect(mark).toHaveClass('cal-day-list__item--moved-away');
    expect(within(mark).getByText('19:30').closest('del')).not.toBeNull();
    expect(within(mark).getByText('일정 변경')).toHaveClass('badge--rescheduled');
    expect(within(mark).getByText('2026.11.24 (화) 17:00').closest('.cal-day-list__new-date')).toHaveTextContent(
      '변경 일정 2026.11.24 (화) 17:00',
    );
    expect(within(mark).queryByText(/이전 일정/)).not.toBeInTheDocument();
  });

  it('marks the day a show was planned when it moved to a month the grid does not show', async () => {
    setNow(NOW);
    db.shows = [
      buildShow({
        title: '해를 넘긴 해금 독주회',
        startsAt: '2027-01-12T10:30:00.000Z',
        showStatus: 'rescheduled',
        previousStartsAt: '2026-11-26T10:30:00.000Z', // Thu 26 November 19:30 KST
      }),
    ];
    db.calendarEvents = [];
    const { user } = await renderRoute('/show/calendar');
    await waitFor(() => expect(document.querySelector('.cal-grid--pending')).toBeNull());

    const titles = await screen.findAllByText('해를 넘긴 해금 독주회', { selector: '.cal-event__title' });
    expect(titles).toHaveLength(1);
    expect(titles[0]!.closest('[data-date]')).toHaveAttribute('data-date', '2026-11-26');
    await user.click(screen.getByRole('button', { name: '11월 26 일 목요일, 일정 1건' }));
    const plannedDay = screen.getByRole('region', { name: '11월 26일 목요일 일정' });
    expect(within(plannedDay).getByRole('link', { name: '해를 넘긴 해금 독주회' })).toHaveAttribute(
      'href',
      `/detail/show/${db.shows[0]!.documentId}`,
    );
    expect(within(plannedDay).getByText('2027.01.12 (화) 19:30')).toBeInTheDocument();
  });

  it('marks a moved show in English on /en: the badge, the new date and its English page', async () => {
    setNow(NOW);
    db.shows = [
      buildShow({
        title: 'Postponed Cello Recital',
        startsAt: '2026-11-24T08:00:00.000Z',
        showStatus: 'rescheduled',
        previousStartsAt: '2026-11-17T10:30:00.000Z', // Tue 17 November 19:30 KST
      }),
    ];
    db.calendarEvents = [];
    const { user } = await renderRoute('/en/show/calendar');
    await waitFor(() => expect(document.querySelector('.cal-grid--pending')).toBeNull());

    const movedAway = (
      await screen.findByText('Postponed Cello Recital', {
        selector: '[data-date="2026-11-17"] .cal-event__title',
      })
    ).closest('.cal-event') as HTMLElement;
    expect(movedAway).toHaveClass('cal-event--moved-away');
    expect(within(movedAway).getByText('Rescheduled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Tue\w*, November 17, 1 event$/ }));
    const plannedDay = screen.getByRole('region', { name: /^Tue\w*, November 17$/ });
    const mark = within(plannedDay).getByRole('link', { name: 'Postponed Cello Recital' });
    expect(mark).toHaveAttribute('href', `/en/detail/show/${db.shows[0]!.documentId}`);
    const item = mark.closest('li')!;
    expect(within(item).getByText('Rescheduled')).toHaveClass('badge--rescheduled');
    expect(item.querySelector('.cal-day-list__new-date')).toHaveTextContent('New date Tue, Nov 24, 2026, 5:00 PM');
    expect(item).not.toHaveTextContent(/[가-힣]/);
  });

  it('offers the whole schedule as a subscribable iCalendar feed', async () => {
    setNow(NOW);
    seed();
    const { user } = await renderRoute('/show/calendar');
    const feed = screen.getByRole('region', { name: '일정 구독' });
    expect(within(feed).getByRole('link', { name: '일정 파일(.ics) 받기' })).toHaveAttribute(
      'href',
      '/api/calendar.ics',
    );
    expect(within(feed).getByText(`${window.location.origin}/api/calendar.ics`)).toBeInTheDocument();

    await user.click(within(feed).getByRole('button', { name: '구독 주소 복사' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/api/calendar.ics`);
    expect(await screen.findByText('구독 주소를 복사했습니다.')).toBeInTheDocument();
  });
});
