import { SHOW_SCHEDULE_CHANGE_LABELS, SHOW_STATUS_BADGES } from '@hall/contract/labels';
import { PAGE_TITLES } from '@hall/contract/page-titles';
import { defineCopy, type Messages } from './i18n/catalogue';

/** User-facing strings shared by the whole site (layout, common states, shared controls), in Korean. */
const ko = {
  /** The description of pages that have none of their own (search results, shared links). */
  siteDescription: '도심 속 280석 공연장의 공연 일정, 공지사항, 공연장 소개와 대관 안내를 확인하세요.',
  skipToContent: '본문 바로가기',
  homeLinkLabel: (hallName: string) => `${hallName} 홈`,
  hallNameFallback: '공연장',
  nav: {
    label: '주 메뉴',
    about: '공연장 소개',
    shows: '공연 정보',
    rental: '대관 신청',
    notices: '공지사항',
  },
  account: {
    label: '회원 메뉴',
    login: '로그인',
    signup: '회원가입',
    myPage: '마이페이지',
    logout: '로그아웃',
    /** On /login when a page that needs a login sent the visitor there. */
    loginRequired: '로그인이 필요합니다.',
    loggedOut: '로그아웃 되었습니다.',
    logoutFailed: '로그아웃에 실패했습니다.',
    /** Shared by the account pages (login, signup, password mail, My page). */
    tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    resetMailSent: '비밀번호 재설정 메일을 발송했습니다. 메일함을 확인해주세요.',
    resetMailFailed: '메일 발송에 실패했습니다. 잠시 후 다시 시도해주세요.',
  },
  /** The header's link to the same page in the other language (docs/decisions/038). */
  languageSwitch: {
    /** Shown on the Korean pages, in English: the link to the English page. */
    label: 'English',
    /** Its accessible name, in the language it names. */
    description: 'View this page in English',
  },
  /** /en/… of a page that exists in Korean only (login, sign-up, My page, the rental form). */
  koreanOnly: {
    title: '한국어 전용 페이지',
    description: '이 페이지는 한국어로만 제공됩니다.',
    link: '한국어 페이지로 이동',
    home: '메인으로',
    notFoundTitle: '페이지를 찾을 수 없습니다.',
    notFoundDescription: '요청한 페이지가 없습니다.',
  },
  menuOpen: '메뉴 열기',
  menuClose: '메뉴 닫기',
  /** A cancelled or moved show, wherever a show is listed (docs/decisions/035). */
  showStatus: {
    badges: SHOW_STATUS_BADGES,
    previousSchedule: SHOW_SCHEDULE_CHANGE_LABELS.previous,
    newSchedule: SHOW_SCHEDULE_CHANGE_LABELS.new,
  },
  footer: {
    address: '주소',
    phone: '대표전화',
    email: '이메일',
    privacyPolicy: '개인정보처리방침',
    emailRefusal: '이메일무단수집거부',
    copyright: (year: number, hallName: string) => `© ${year} ${hallName}. All rights reserved.`,
  },
  modalClose: '닫기',
  loading: '불러오는 중입니다.',
  loadError: '정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  download: '다운로드',
  newWindow: '새 창',
  pagination: {
    label: '페이지 이동',
    first: '첫 페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    last: '마지막 페이지',
    /** Read after a page number: '3' + '페이지'. */
    pageSuffix: '페이지',
  },
  errorPage: {
    title: '페이지를 표시할 수 없습니다.',
    description: '일시적인 문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
    home: '메인으로',
    reload: '새로고침',
  },
  toast: {
    loadFailed: '정보를 불러오지 못했습니다. 네트워크 상태를 확인해주세요.',
  },
  tabs: {
    show: { label: '공연 정보 메뉴', calendar: '공연 캘린더', schedule: '공연 안내', finish: '지난 공연' },
    about: {
      label: '공연장 소개 메뉴',
      intro: PAGE_TITLES['/about/intro'].ko,
      info: PAGE_TITLES['/about/info'].ko,
      layout: PAGE_TITLES['/about/layout'].ko,
      address: PAGE_TITLES['/about/address'].ko,
    },
    rental: { label: '대관 신청 메뉴', notice: PAGE_TITLES['/apply/notice'].ko, write: '대관 신청서' },
    my: { label: '마이페이지 메뉴', info: '내 정보', list: '대관 신청 내역' },
  },
} as const;

export type SharedMessages = Messages<typeof ko>;

export const sharedCopy = defineCopy(ko, {
  siteDescription: 'Shows, notices, the hall and its rental guide: a 280-seat concert hall in the heart of the city.',
  skipToContent: 'Skip to content',
  homeLinkLabel: (hallName: string) => `${hallName} home`,
  hallNameFallback: 'Concert hall',
  nav: {
    label: 'Main menu',
    about: 'About',
    shows: 'Shows',
    rental: 'Rental',
    notices: 'Notices',
  },
  account: {
    label: 'Member menu',
    login: 'Log in',
    signup: 'Sign up',
    myPage: 'My page',
    logout: 'Log out',
    loginRequired: 'Please log in.',
    loggedOut: 'You have logged out.',
    logoutFailed: 'Could not log out.',
    tooManyRequests: 'Too many requests. Please try again in a moment.',
    resetMailSent: 'We have sent a password reset mail. Please check your inbox.',
    resetMailFailed: 'Could not send the mail. Please try again in a moment.',
  },
  languageSwitch: {
    label: '한국어',
    description: '이 페이지를 한국어로 보기',
  },
  koreanOnly: {
    title: 'Available in Korean only',
    description: 'This page is available in Korean only.',
    link: 'Go to the Korean page',
    home: 'English home',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'There is no page at this address.',
  },
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
  showStatus: {
    badges: { cancelled: 'Cancelled', rescheduled: 'Rescheduled' },
    previousSchedule: 'Previous date',
    newSchedule: 'New date',
  },
  footer: {
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    privacyPolicy: 'Privacy policy',
    emailRefusal: 'No unauthorized email collection',
    copyright: (year: number, hallName: string) => `© ${year} ${hallName}. All rights reserved.`,
  },
  modalClose: 'Close',
  loading: 'Loading.',
  loadError: 'Could not load the information. Please try again in a moment.',
  retry: 'Try again',
  download: 'Download',
  newWindow: 'opens in a new window',
  pagination: {
    label: 'Pages',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    pageSuffix: '',
  },
  errorPage: {
    title: 'This page cannot be shown.',
    description: 'Something went wrong. Please try again in a moment.',
    home: 'Home',
    reload: 'Reload',
  },
  toast: {
    loadFailed: 'Could not load the information. Please check your connection.',
  },
  tabs: {
    show: { label: 'Shows menu', calendar: 'Calendar', schedule: 'Upcoming shows', finish: 'Past shows' },
    about: {
      label: 'About menu',
      intro: PAGE_TITLES['/about/intro'].en,
      info: PAGE_TITLES['/about/info'].en,
      layout: PAGE_TITLES['/about/layout'].en,
      address: PAGE_TITLES['/about/address'].en,
    },
    rental: { label: 'Rental menu', notice: PAGE_TITLES['/apply/notice'].en, write: 'Rental application' },
    my: { label: 'My page menu', info: 'My details', list: 'My applications' },
  },
});
