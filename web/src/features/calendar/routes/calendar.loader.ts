import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '@/shared/api/page-data';
import { requestLocale } from '@/shared/i18n';
import { todayInSeoul } from '@hall/contract/seoul-time';
import { scheduleData } from '../api/get-schedule';
import { monthGridRange } from '../lib/month-grid';

/** The schedule of the month grid the calendar renders first (this month in Seoul). */
export function calendarLoader({ request }: LoaderFunctionArgs) {
  return loadPageData(request.signal, [scheduleData(monthGridRange(todayInSeoul()), requestLocale(request))]);
}
