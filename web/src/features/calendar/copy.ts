import { defineCopy } from '@/shared/i18n/catalogue';

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Strings of the show calendar: Korean, then English. */
const calendarKo = {
  eyebrow: '공연 정보',
  title: '공연 캘린더',
  description: '공연과 대관·휴관 일정을 한 달 단위로 확인하세요.',
  previousMonth: '이전 달',
  nextMonth: '다음 달',
  today: '오늘',
  legendLabel: '일정 구분',
  kinds: {
    show: '공연',
    rental: '대관',
    rehearsal: '리허설',
    closure: '휴관',
    other: '기타',
  },
  /**
   * Name of a day button, read '11월 24 일 화요일, 일정 2건': the visible number stands in it as a
   * word of its own, so that speech input finds the button by what it shows.
   */
  dayButtonLabel: ({ month, day, weekday }: { month: number; day: number; weekday: string }, count: number) =>
    count > 0 ? `${month}월 ${day} 일 ${weekday}요일, 일정 ${count}건` : `${month}월 ${day} 일 ${weekday}요일`,
  dayListTitle: ({ month, day, weekday }: { month: number; day: number; weekday: string }) =>
    `${month}월 ${day}일 ${weekday}요일 일정`,
  selectDay: '날짜를 선택하면 그날의 일정을 볼 수 있습니다.',
  empty: '등록된 일정이 없습니다.',
  allDay: '종일',
  showDetail: '공연 자세히 보기',
  feed: {
    title: '일정 구독',
    description:
      '아래 주소를 구글 캘린더, 아이폰 캘린더, 아웃룩 등에 ‘URL로 구독’으로 추가하면 공연과 대관·휴관 일정이 자동으로 반영됩니다.',
    copy: '구독 주소 복사',
    copied: '구독 주소를 복사했습니다.',
    copyFailed: '주소를 복사하지 못했습니다. 주소를 직접 선택해 복사해주세요.',
    download: '일정 파일(.ics) 받기',
  },
} as const;

export const calendarCopy = defineCopy(calendarKo, {
  eyebrow: 'Shows',
  title: 'Calendar',
  description: 'Shows, rentals and closing days of the hall, a month at a time.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  legendLabel: 'Kinds of events',
  kinds: {
    show: 'Show',
    rental: 'Rental',
    rehearsal: 'Rehearsal',
    closure: 'Closed',
    other: 'Other',
  },
  dayButtonLabel: ({ month, day, weekday }: { month: number; day: number; weekday: string }, count: number) =>
    count > 0
      ? `${weekday}, ${ENGLISH_MONTHS[month - 1]} ${day}, ${count} ${count === 1 ? 'event' : 'events'}`
      : `${weekday}, ${ENGLISH_MONTHS[month - 1]} ${day}`,
  dayListTitle: ({ month, day, weekday }: { month: number; day: number; weekday: string }) =>
    `${weekday}, ${ENGLISH_MONTHS[month - 1]} ${day}`,
  selectDay: 'Choose a date to see its events.',
  empty: 'No events.',
  allDay: 'All day',
  showDetail: 'Show details',
  feed: {
    title: 'Subscribe',
    description:
      'Add the address below to Google Calendar, Apple Calendar, Outlook and others with “subscribe by URL”: shows, rentals and closing days then appear there by themselves.',
    copy: 'Copy the address',
    copied: 'Address copied.',
    copyFailed: 'Could not copy the address. Please select it and copy it yourself.',
    download: 'Download the calendar (.ics)',
  },
});
