import type { Locale } from '@hall/contract/locales';
import {
  formatSeoulDate,
  formatSeoulDateTime,
  formatSeoulDateWithWeekday,
  formatSeoulTime,
  type DateInput,
} from '@hall/contract/seoul-time';
import { useLocale } from './locale';

const SEOUL = 'Asia/Seoul';

/** How a page writes instants, numbers and amounts: always on the hall's (Seoul) clock. */
export interface Formats {
  /** '2026.11.28' / 'Nov 28, 2026' */
  date(input: DateInput): string;
  /** '2026.11.28 (토)' / 'Sat, Nov 28, 2026' */
  dateWithWeekday(input: DateInput): string;
  /** '19:30' / '7:30 PM' */
  time(input: DateInput): string;
  /** '2026.11.28 (토) 19:30' / 'Sat, Nov 28, 2026, 7:30 PM' */
  dateTime(input: DateInput): string;
  /** '1,234' in both */
  number(value: number): string;
}

const korean: Formats = {
  date: formatSeoulDate,
  dateWithWeekday: formatSeoulDateWithWeekday,
  time: formatSeoulTime,
  dateTime: formatSeoulDateTime,
  number: (value) => value.toLocaleString('ko-KR'),
};

function intl(options: Intl.DateTimeFormatOptions): (input: DateInput) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: SEOUL, ...options });
  return (input) => format.format(new Date(input));
}

const english: Formats = {
  date: intl({ year: 'numeric', month: 'short', day: 'numeric' }),
  dateWithWeekday: intl({ weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }),
  time: intl({ hour: 'numeric', minute: '2-digit' }),
  dateTime: intl({
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  number: (value) => value.toLocaleString('en-US'),
};

export function formatsFor(locale: Locale): Formats {
  return locale === 'en' ? english : korean;
}

/** The formats of the page shown's language. */
export function useFormats(): Formats {
  return formatsFor(useLocale());
}
