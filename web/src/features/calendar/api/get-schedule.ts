import useSWR from 'swr';
import type { Locale } from '@hall/contract/locales';
import { localeQuery, useLocale } from '@/shared/i18n';
import { pageData, type PageDataRequest } from '@/shared/api/page-data';
import { strapiGet } from '@/shared/api/strapi';
import type { CalendarEventKind } from '@/shared/api/types';
import type { ShowStatus } from '@hall/contract/show-status';

/** The visible grid as Seoul days: `from` is the first cell, `to` the day after the last. */
export interface ScheduleRange {
  from: string;
  to: string;
}

/** One entry of GET /api/schedule: a published show or a staff-entered calendar event. */
export type ScheduleEntry =
  | {
      type: 'show';
      documentId: string;
      title: string;
      startsAt: string;
      endsAt: string | null;
      runningTimeMinutes: number | null;
      /** 공연 상태 (docs/decisions/035). */
      showStatus: ShowStatus | null;
      /** A moved show's start before the move. */
      previousStartsAt: string | null;
      /** The language of its title (absent: Korean). */
      locale?: Locale;
    }
  | {
      type: 'event';
      documentId: string;
      title: string;
      startsAt: string;
      endsAt: string | null;
      kind: CalendarEventKind;
      note: string | null;
    };

interface ScheduleResponse {
  data: ScheduleEntry[];
  meta: { from: string; to: string };
}

/** Shows and calendar events of the visible month in one request (the server caps it at 42 days). */
export async function getSchedule(
  range: ScheduleRange,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ScheduleEntry[]> {
  const response = await strapiGet<ScheduleResponse>(
    '/schedule',
    { from: range.from, to: range.to, ...localeQuery(locale) },
    { signal },
  );
  return response.data;
}

export function useSchedule(range: ScheduleRange | null) {
  const locale = useLocale();
  return useSWR(range ? scheduleKey(range, locale) : null, fetchSchedule, { keepPreviousData: true });
}

/** What the calendar reads on its first render (useSchedule): the month grid it renders first. */
export function scheduleData(range: ScheduleRange, locale: Locale): PageDataRequest {
  return pageData(scheduleKey(range, locale), fetchSchedule);
}

function scheduleKey(range: ScheduleRange, locale: Locale) {
  return ['/schedule', range.from, range.to, locale] as const;
}

function fetchSchedule([, from, to, locale]: ReturnType<typeof scheduleKey>, signal?: AbortSignal) {
  return getSchedule({ from, to }, locale, signal);
}
