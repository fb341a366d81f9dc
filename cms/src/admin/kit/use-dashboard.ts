import * as React from 'react';
import { isFetchError, useFetchClient } from '@strapi/strapi/admin';
import { koreanWeekday, seoulParts } from '@hall/contract/seoul-time';

type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/**
 * Reads one of the dashboard routes (src/plugins/hall/server/controllers/dashboard.ts). A refusal shows the server's
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

const pad = (value: number) => String(value).padStart(2, '0');

/** 11. 28. (금) 19:30, in Seoul time whatever the browser's zone. */
export const showTime = (iso: string) => {
  const p = seoulParts(iso);
  return `${p.month}. ${p.day}. (${koreanWeekday(iso)}) ${pad(p.hour)}:${pad(p.minute)}`;
};

/** 2026. 11. 24., for a calendar day (YYYY-MM-DD). */
export const calendarDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}. ${month}. ${date}.`;
};

/** When an application came in, in Seoul time: 11. 28. 19:05 */
export const submittedTime = (iso: string) => {
  const p = seoulParts(iso);
  return `${p.month}. ${p.day}. ${pad(p.hour)}:${pad(p.minute)}`;
};
