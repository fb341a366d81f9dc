import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, seoulDateKey, seoulMidnight, seoulToday } from './support/audit';
import {
  api,
  browserMissing,
  closeBrowser,
  closePage,
  launchBrowser,
  openPage,
  VIEWPORT_NAMES,
} from './support/browser';

interface Show {
  documentId: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  previousStartsAt?: string | null;
}

interface CalendarEvent {
  title: string;
  startsAt: string;
  endsAt: string;
}

const monthTitle = (year: number, month: number) => `${year}년 ${month}월`;

/** Year and month `offset` months away. */
function shiftMonth(year: number, month: number, offset: number) {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Every Seoul date (YYYY-MM-DD) from an instant to an end instant (exclusive). */
function daysCovered(startIso: string, endIso: string | null): string[] {
  const days = new Set([seoulDateKey(startIso)]);
  const end = endIso ? Date.parse(endIso) - 1 : Date.parse(startIso);
  for (let at = Date.parse(startIso); at <= end; at += 3600_000) days.add(seoulDateKey(new Date(at).toISOString()));
  return [...days];
}

const toolbarTitle = (page: Page) => page.locator('.cal-toolbar__title').innerText();
const dayButton = (page: Page, key: string) => page.locator(`td[data-date="${key}"] button.cal-day`);
const dayList = (page: Page) => page.locator('.cal-day-list');

describe.skipIf(browserMissing())('show calendar on the started stack', () => {
  let handle: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let hallName: string;
  const today = seoulToday();
  /** A day of this month with a show on it, and the show. */
  let showDay: { key: string; show: Show };
  /** A day of this month with nothing scheduled. */
  let emptyDay: string;

  beforeAll(async () => {
    handle = await launchBrowser();
    hallName = (await api('/api/site-config')).data.hallName;

    const next = shiftMonth(today.year, today.month, 1);
    const from = seoulMidnight(today.year, today.month, 1);
    const to = seoulMidnight(next.year, next.month, 1);
    const shows: Show[] = (
      await api(
        `/api/shows?filters[startsAt][$gte]=${from}&filters[startsAt][$lt]=${to}&sort=startsAt:asc&pagination[pageSize]=100`,
      )
    ).data;
    // A moved show also marks the day it was planned.
    const movedAway: Show[] = (
      await api(
        `/api/shows?filters[showStatus]=rescheduled&filters[previousStartsAt][$gte]=${from}&filters[previousStartsAt][$lt]=${to}&pagination[pageSize]=100`,
      )
    ).data;
    const events: CalendarEvent[] = (
      await api(
        `/api/calendar-events?filters[startsAt][$lt]=${to}&filters[endsAt][$gte]=${from}&pagination[pageSize]=100`,
      )
    ).data;
    expect(shows.length).toBeGreaterThan(0);

    const busy = new Set([
      ...shows.flatMap((show) => daysCovered(show.startsAt, show.endsAt)),
      ...movedAway.map((show) => seoulDateKey(show.previousStartsAt!)),
      ...events.flatMap((event) => daysCovered(event.startsAt, event.endsAt)),
    ]);
    const first = shows[0]!;
    showDay = { key: seoulDateKey(first.startsAt), show: first };
    const daysInMonth = new Date(Date.UTC(today.year, today.month, 0)).getUTCDate();
    const free = Array.from(
      { length: daysInMonth },
      (_, index) => `${today.key.slice(0, 8)}${String(index + 1).padStart(2, '0')}`,
    ).find((key) => !busy.has(key));
    if (!free) throw new Error('the seeded month has no free day');
    emptyDay = free;
  });
  afterAll(() => closeBrowser(handle));

  describe.each(VIEWPORT_NAMES)('at %s', (viewport) => {
    it('moves between months with next and previous', async () => {
      const page = await openPage(handle!.browser, viewport, '/show/calendar');
      await expect.poll(() => toolbarTitle(page)).toBe(monthTitle(today.year, today.month));

      const nextMonth = shiftMonth(today.year, today.month, 1);
      await page.getByRole('button', { name: '다음 달' }).click();
      await expect.poll(() => toolbarTitle(page)).toBe(monthTitle(nextMonth.year, nextMonth.month));

      const previousMonth = shiftMonth(today.year, today.month, -1);
      await page.getByRole('button', { name: '이전 달' }).click();
      await page.getByRole('button', { name: '이전 달' }).click();
      await expect.poll(() => toolbarTitle(page)).toBe(monthTitle(previousMonth.year, previousMonth.month));
      await closePage(page);
    });

    it('lists a chosen day’s schedule, clears it on month change, and selects today with 오늘', async () => {
      const page = await openPage(handle!.browser, viewport, '/show/calendar');
      await expect.poll(() => toolbarTitle(page)).toBe(monthTitle(today.year, today.month));
      const [, month, day] = showDay.key.split('-').map(Number);

      if (viewport === 'mobile') {
        // Mobile: a dot marks the day instead of the events themselves.
        await expect.poll(() => dayButton(page, showDay.key).getByTestId('day-dot').count()).toBe(1);
        expect(await dayButton(page, emptyDay).getByTestId('day-dot').count()).toBe(0);
        expect(await page.locator('.cal-event').count()).toBe(0);
      } else {
        // Larger screens list the events in the day cells.
        await expect
          .poll(() => page.locator(`td[data-date="${showDay.key}"] .cal-event__title`).allInnerTexts())
          .toContain(showDay.show.title);
      }

      await dayButton(page, showDay.key).click();
      expect(await dayButton(page, showDay.key).getAttribute('aria-pressed')).toBe('true');
      expect(await dayList(page).locator('h2').innerText()).toContain(`${month}월 ${day}일`);
      await expect
        .poll(() => dayList(page).locator('.cal-day-list__name').allInnerTexts())
        .toContain(showDay.show.title);

      await dayButton(page, emptyDay).click();
      const [, emptyMonth, emptyDate] = emptyDay.split('-').map(Number);
      expect(await dayList(page).locator('h2').innerText()).toContain(`${emptyMonth}월 ${emptyDate}일`);
      expect(await dayList(page).innerText()).toContain('등록된 일정이 없습니다.');

      await page.getByRole('button', { name: '다음 달' }).click();
      await expect.poll(() => dayList(page).innerText()).toContain('날짜를 선택하면 그날의 일정을 볼 수 있습니다.');
      expect(await page.locator('.cal-day.is-selected').count()).toBe(0);

      await page.getByRole('button', { name: '오늘', exact: true }).click();
      await expect.poll(() => toolbarTitle(page)).toBe(monthTitle(today.year, today.month));
      expect(await dayButton(page, today.key).getAttribute('aria-pressed')).toBe('true');
      expect(await dayList(page).locator('h2').innerText()).toContain(`${today.month}월 ${today.day}일`);
      await closePage(page);
    });

    it('passes the accessibility audit and is screenshotted', async () => {
      const page = await openPage(handle!.browser, viewport, '/show/calendar', {
        reducedMotion: true,
        bypassCSP: true,
      });
      await page.locator('.fc-daygrid-day').first().waitFor();
      await auditPage(page, { name: `calendar-${viewport}`, title: `공연 캘린더 | ${hallName}`, hallName });
      await closePage(page);
    });
  });
});
