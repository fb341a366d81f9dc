import * as React from 'react';
import { isFetchError, useFetchClient } from '@strapi/strapi/admin';

type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/**
 * Reads one of the dashboard routes (src/admin-api/dashboard.ts). A refusal shows the server's
 * Korean reason; anything else shows `failure`.
 */
export function useDashboard<T>(path: string, failure: string): Loaded<T> {
  const { get } = useFetchClient();
  const [loaded, setLoaded] = React.useState<Loaded<T>>({ state: 'loading' });

  React.useEffect(() => {
    let current = true;
    get<{ data: T }>(path).then(
      (response) => current && setLoaded({ state: 'ready', data: response.data.data }),
      (error: unknown) => {
        if (!current) return;
        const reason = isFetchError(error) && error.status === 403 ? error.response?.data?.error?.message : undefined;
        setLoaded({ state: 'error', message: reason ?? failure });
      },
    );
    return () => {
      current = false;
    };
  }, [get, path, failure]);

  return loaded;
}

const SEOUL = 'Asia/Seoul';

/** 11. 28. (금) 19:30, in Seoul time whatever the browser's zone. */
export const showTime = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: SEOUL,
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** 2026. 11. 24., for a calendar day (YYYY-MM-DD). */
export const calendarDay = (day: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** When an application came in, in Seoul time. */
export const submittedTime = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: SEOUL,
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
