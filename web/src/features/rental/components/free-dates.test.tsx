import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { rentalDb } from '@/testing/mock-rental';
import { db } from '@/testing/mock-cms';
import { renderRoute, setNow } from '@/testing/render';
import { server } from '@/testing/server';
import { FREE_DATES_MONTHS, monthWeeks } from './free-dates';

/** The free-dates month view of /apply/notice, logged out, on 2027-03-10 (a Wednesday) in Seoul. */
async function openGuide() {
  setNow('2027-03-10T03:00:00+09:00');
  const view = await renderRoute('/apply/notice');
  const section = screen.getByRole('region', { name: '대관 가능일' });
  const table = await within(section).findByRole('table', { name: '2027년 3월 대관 가능일' });
  return { ...view, section, table };
}

const cellOf = (table: HTMLElement, day: string) => table.querySelector<HTMLElement>(`td[data-day="${day}"]`)!;

describe('/apply/notice: free dates', () => {
  it('shows this month with weekday headers, the taken days as 마감 and the free days as links into the form', async () => {
    rentalDb.busyDates = ['2027-03-12', '2027-03-21', '2027-04-02'];
    const { table } = await openGuide();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', '일요일');
    // March 2027 starts on a Monday: five weeks, the Sunday before left empty.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(table.querySelectorAll('td[data-day]')).toHaveLength(31);

    const busy = cellOf(table, '2027-03-12');
    expect(busy).toHaveTextContent(/^3월 12일 금요일\s*마감$/);
    expect(within(busy).queryByRole('link')).toBeNull();
    expect(cellOf(table, '2027-03-21')).toHaveTextContent(/^3월 21일 일요일\s*마감$/);

    // The name holds the visible text (11, 가능): what a voice-control user says is what they see.
    const free = within(cellOf(table, '2027-03-11')).getByRole('link', {
      // (jsdom's name computation puts a space between any two elements; a browser does not.)
      name: /^3월 11\s*일 목요일\s*가능\s*, 이 날짜로 신청하기$/,
    });
    expect(free).toHaveAttribute('href', '/apply/write?date=2027-03-11');

    // Today can still be chosen; the days before it cannot, and say so in words.
    const today = cellOf(table, '2027-03-10');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByRole('link')).toHaveAttribute('href', '/apply/write?date=2027-03-10');
    const past = cellOf(table, '2027-03-09');
    expect(past).toHaveTextContent(/^3월 9일 화요일\s*지남$/);
    expect(within(past).queryByRole('link')).toBeNull();

    expect(within(table).getAllByRole('link')).toHaveLength(31 - 9 - 2);
    expect(rentalDb.busyMonths).toEqual(['2027-03']);
  });

  it('goes through this and the next five months, asking for each month once', async () => {
    rentalDb.busyDates = ['2027-04-02'];
    const { user, section } = await openGuide();
    const previous = within(section).getByRole('button', { name: /이전 달/ });
    const next = within(section).getByRole('button', { name: /다음 달/ });
    expect(previous).toBeDisabled();

    await user.click(next);
    const april = await within(section).findByRole('table', { name: '2027년 4월 대관 가능일' });
    expect(cellOf(april, '2027-04-02')).toHaveTextContent(/^4월 2일 금요일\s*마감$/);
    expect(within(cellOf(april, '2027-04-01')).getByRole('link')).toHaveAttribute(
      'href',
      '/apply/write?date=2027-04-01',
    );
    expect(within(section).getByText('2027년 4월')).toBeInTheDocument();

    for (let month = 2; month < FREE_DATES_MONTHS; month += 1) await user.click(next);
    await within(section).findByRole('table', { name: '2027년 8월 대관 가능일' });
    expect(next).toBeDisabled();
    expect(rentalDb.busyMonths).toEqual(['2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08']);

    await user.click(previous);
    await within(section).findByRole('table', { name: '2027년 7월 대관 가능일' });
  });

  it('says when the dates cannot be read, and reads them again on request', async () => {
    let failing = true;
    server.use(
      http.get('*/api/rental-busy-dates', ({ request }) => {
        if (failing) return HttpResponse.json({ error: { status: 500 } }, { status: 500 });
        const month = new URL(request.url).searchParams.get('month');
        return HttpResponse.json({ data: { month, busyDates: [] } });
      }),
    );
    setNow('2027-03-10T03:00:00+09:00');
    const { user } = await renderRoute('/apply/notice');
    const section = screen.getByRole('region', { name: '대관 가능일' });
    const alert = await within(section).findByRole('alert');
    failing = false;
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(within(section).getByRole('table')).toBeInTheDocument());
    expect(within(section).getAllByRole('link')).toHaveLength(31 - 9);
  });

  it('marks the days of a round not open yet as 공모, the days it does not offer and those sooner than the lead time as 불가, and lists the open and the next round', async () => {
    db.siteConfig = { ...db.siteConfig, paymentRules: { ...db.siteConfig.paymentRules, leadDays: 14 } };
    rentalDb.rounds = [
      {
        documentId: 'round-open',
        title: '2027년 상반기 정기대관 공모',
        periodStart: '2027-05-01',
        periodEnd: '2027-06-30',
        applyFrom: '2027-03-01',
        applyUntil: '2027-03-20',
        categories: ['classical', 'gugak'],
        closedDates: [{ date: '2027-05-05', note: '어린이날 기획공연' }],
        notice: { documentId: 'notice-round', title: '상반기 정기대관 공모 공고' },
      },
      {
        documentId: 'round-next',
        title: '2027년 하반기 정기대관 공모',
        periodStart: '2027-03-27',
        periodEnd: '2027-12-31',
        applyFrom: '2027-04-01',
        applyUntil: '2027-04-20',
        categories: [],
        closedDates: [],
        notice: null,
      },
    ];
    const { table } = await openGuide();
    // 수시대관 from 14 days ahead (2027-03-24); the next round's period from the 27th.
    await waitFor(() => expect(cellOf(table, '2027-03-23')).toHaveTextContent(/^3월 23일 화요일\s*불가$/));
    expect(within(cellOf(table, '2027-03-24')).getByRole('link')).toHaveAttribute(
      'href',
      '/apply/write?date=2027-03-24',
    );
    expect(cellOf(table, '2027-03-27')).toHaveTextContent(/^3월 27일 토요일\s*공모$/);
    expect(within(cellOf(table, '2027-03-27')).queryByRole('link')).toBeNull();

    const rounds = screen.getByRole('region', { name: '대관 공모' });
    expect(within(rounds).getAllByRole('article')).toHaveLength(2);
    expect(rounds).toHaveTextContent('접수 중2027년 상반기 정기대관 공모');
    expect(rounds).toHaveTextContent('접수 기간2027-03-01 ~ 2027-03-20');
    expect(rounds).toHaveTextContent('공모 분야클래식, 국악');
    expect(rounds).toHaveTextContent('대관 제외일2027-05-05 (어린이날 기획공연)');
    expect(rounds).toHaveTextContent('다음 공모2027년 하반기 정기대관 공모');
    expect(within(rounds).getByRole('link', { name: /상반기 정기대관 공모 공고/ })).toHaveAttribute(
      'href',
      '/notice/detail/notice-round',
    );
    expect(rounds).toHaveTextContent('희망일 14일 전까지 신청할 수 있습니다');
  });

  it('lays out a month in weeks, Sunday first', () => {
    expect(monthWeeks({ year: 2027, month: 2 })).toEqual([
      [null, 1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12, 13],
      [14, 15, 16, 17, 18, 19, 20],
      [21, 22, 23, 24, 25, 26, 27],
      [28, null, null, null, null, null, null],
    ]);
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
    expect(monthWeeks({ year: 2027, month: 5 })).toHaveLength(6);
  });
});
