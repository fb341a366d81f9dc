import useSWR from 'swr';
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
export async function getSchedule(range: ScheduleRange, signal?: AbortSignal): Promise<ScheduleEntry[]> {
  const response = await strapiGet<ScheduleResponse>('/schedule', { from: range.from, to: range.to }, { signal });
  return response.data;
}

export function useSchedule(range: ScheduleRange | null) {
  return useSWR(range ? scheduleKey(range) : null, fetchSchedule, { keepPreviousData: true });
}

/** What the calendar reads on its first render (useSchedule): the month grid it renders first. */
export function scheduleData(range: ScheduleRange): PageDataRequest {
  return pageData(scheduleKey(range), fetchSchedule);
}

function scheduleKey(range: ScheduleRange) {
  return ['/schedule', range.from, range.to] as const;
}

function fetchSchedule([, from, to]: ReturnType<typeof scheduleKey>, signal?: AbortSignal) {
  return getSchedule({ from, to }, signal);
}
