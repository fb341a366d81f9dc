/**
 * The Korean word for every enumeration value, one copy for the site (badges, the form's
 * options), the cms's mails and messages and the admin panel (list badges, dropdowns, filters,
 * the workflow panels). Plain data with no imports, so that every bundle can take it whole.
 * cms/test/admin-labels.test.ts checks that every value of every schema enum has a word here.
 */

export const APPLICATION_STATUS_LABELS = {
  received: '접수',
  reviewing: '검토중',
  approved: '승인',
  rejected: '반려',
  cancelled: '취소',
  contracted: '계약완료',
  completed: '완료',
} as const;

/** In the order of the copy deck (the form's options follow it). */
export const RENTAL_CATEGORY_LABELS = {
  classical: '클래식',
  gugak: '국악',
  popular: '대중음악',
  lecture: '기업 강연',
} as const;

export const NOTICE_CATEGORY_LABELS = {
  general: '공지',
  ticketOpen: '티켓오픈',
} as const;

export const CALENDAR_KIND_LABELS = {
  rental: '대관',
  rehearsal: '리허설',
  closure: '휴관',
  other: '기타',
} as const;

/**
 * A show's 공연 상태 in the admin panel. 'cancelled' has the applications' word: the admin panel's
 * dropdowns and list filters translate an enumeration value by the value alone
 * (cms/src/shared/enum-labels.ts). Visitors read SHOW_STATUS_BADGES.
 */
export const SHOW_STATUS_LABELS = {
  scheduled: '정상',
  cancelled: APPLICATION_STATUS_LABELS.cancelled,
  rescheduled: '일정 변경',
} as const;

/**
 * What visitors read on a cancelled or moved show: the site's badges and the calendar files
 * (./show-status.ts holds the rest of the show status rules).
 */
export const SHOW_STATUS_BADGES = {
  cancelled: '공연 취소',
  rescheduled: '일정 변경',
} as const;

/** The two times of a moved show, as visitors read them beside each other. */
export const SHOW_SCHEDULE_CHANGE_LABELS = {
  previous: '이전 일정',
  new: '변경 일정',
} as const;

export type ApplicationStatus = keyof typeof APPLICATION_STATUS_LABELS;
export type RentalCategory = keyof typeof RENTAL_CATEGORY_LABELS;

export const APPLICATION_STATUSES = Object.keys(APPLICATION_STATUS_LABELS) as ApplicationStatus[];
export const RENTAL_CATEGORIES = Object.keys(RENTAL_CATEGORY_LABELS) as RentalCategory[];

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The word for a status, or the value itself for one this build does not know. */
export const applicationStatusLabel = (status: string): string =>
  hasOwn(APPLICATION_STATUS_LABELS, status) ? APPLICATION_STATUS_LABELS[status as ApplicationStatus] : status;

/** The word for a category; empty for none or an unknown one. */
export const rentalCategoryLabel = (category: string | null | undefined): string =>
  category && hasOwn(RENTAL_CATEGORY_LABELS, category) ? RENTAL_CATEGORY_LABELS[category as RentalCategory] : '';
