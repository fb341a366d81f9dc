import { ACCESS_SERVICES, type AccessKey } from '@hall/contract/access';
import { defineCopy } from '@/shared/i18n/catalogue';

/** Strings of the show pages (schedule, past shows, show detail): Korean, then English. */
const showsKo = {
  eyebrow: '공연 정보',
  schedule: {
    title: '공연 안내',
    description: '공연장에서 열리는 다가오는 공연을 소개합니다.',
  },
  finish: {
    title: '지난 공연',
    description: '공연장 무대에 올랐던 공연들을 돌아봅니다.',
  },
  filters: {
    todayOnly: '오늘 공연만 보기',
    searchLabel: '공연명 검색',
    searchPlaceholder: '공연명을 입력해주세요',
    searchButton: '검색',
    total: (count: number) => `총 ${count.toLocaleString('ko-KR')}건`,
    resultsFor: (query: string) => `‘${query}’ 검색 결과`,
    reset: '검색 초기화',
  },
  /** Hidden heading of the card grid (the cards are h3). */
  listHeading: (title: string) => `${title} 목록`,
  empty: '검색 결과가 없습니다.',
  more: '더보기',
  loadingMore: '공연을 더 불러오는 중입니다.',
  badges: {
    today: 'TODAY',
    thisWeek: '이번 주',
    organized: '기획공연',
  },
  /** 배리어프리 서비스 (docs/decisions/039): the words of each service come from the contract's list. */
  access: {
    services: Object.fromEntries(ACCESS_SERVICES.map((service) => [service.key, service.ko])) as Record<
      AccessKey,
      string
    >,
    filterLegend: '배리어프리 서비스',
    filterHint: '고른 서비스를 모두 제공하는 공연만 보여드립니다.',
    filterApply: '적용',
    filterClear: '선택 해제',
    filterSummary: (names: string[]) => `${names.join(', ')} 제공 공연`,
    /** The badge row of a card: a list, named for screen readers. */
    cardLabel: '배리어프리 서비스',
    detailTitle: '배리어프리 서비스',
    detailLead:
      '이 공연에서 제공하는 접근성 서비스입니다. 휠체어석과 서비스 이용은 예매 시 또는 공연장 대표전화로 문의해주세요.',
    allPerformances: '전 회차 제공',
  },
  /** The notice of a cancelled or moved show on its page (docs/decisions/035). */
  notice: {
    cancelledTitle: '공연 취소 안내',
    cancelledText: '이 공연은 취소되었습니다.',
    rescheduledTitle: '일정 변경 안내',
    rescheduledText: '이 공연의 일정이 아래와 같이 변경되었습니다.',
  },
  detail: {
    pageLabel: '공연 상세',
    notFound: '공연 정보를 찾을 수 없습니다.',
    backToList: '목록으로',
    date: '공연 일시',
    runningTime: '관람 시간',
    runningTimeValue: (minutes: number) => `${minutes}분`,
    ageRating: '관람 연령',
    price: '티켓 가격',
    host: '주최·주관',
    performers: '출연',
    introduction: '공연 소개',
    book: '예매하기',
    bookLabel: (title: string) => `${title} 예매하기 (새 창)`,
    addToCalendar: '내 캘린더에 추가',
    addToCalendarHint: 'iCalendar(.ics) 파일로 내려받아 휴대폰이나 PC 캘린더에 등록할 수 있습니다.',
    previous: '이전 공연',
    next: '다음 공연',
    none: '없음',
    adjacentLabel: '이전·다음 공연',
  },
} as const;

export const showsCopy = defineCopy(showsKo, {
  eyebrow: 'Shows',
  schedule: {
    title: 'Upcoming shows',
    description: 'The shows coming up at the hall.',
  },
  finish: {
    title: 'Past shows',
    description: 'A look back at the shows that played on our stage.',
  },
  filters: {
    todayOnly: "Only today's shows",
    searchLabel: 'Search by show title',
    searchPlaceholder: 'Enter a show title',
    searchButton: 'Search',
    total: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'show' : 'shows'}`,
    resultsFor: (query: string) => `Results for ‘${query}’`,
    reset: 'Clear search',
  },
  listHeading: (title: string) => `${title}: list`,
  empty: 'No shows found.',
  more: 'Load more',
  loadingMore: 'Loading more shows.',
  badges: {
    today: 'TODAY',
    thisWeek: 'This week',
    organized: 'Hall production',
  },
  access: {
    services: Object.fromEntries(ACCESS_SERVICES.map((service) => [service.key, service.en])) as Record<
      AccessKey,
      string
    >,
    filterLegend: 'Accessibility services',
    filterHint: 'Shows that offer every service you choose.',
    filterApply: 'Apply',
    filterClear: 'Clear',
    filterSummary: (names: string[]) => `Shows with ${names.join(', ')}`,
    cardLabel: 'Accessibility services',
    detailTitle: 'Accessibility services',
    detailLead:
      'The accessibility services of this show. For wheelchair seating and the services, ask when you book or call the hall.',
    allPerformances: 'At every performance',
  },
  notice: {
    cancelledTitle: 'Show cancelled',
    cancelledText: 'This show has been cancelled.',
    rescheduledTitle: 'Date changed',
    rescheduledText: 'This show has moved to the date below.',
  },
  detail: {
    pageLabel: 'Show details',
    notFound: 'Show not found.',
    backToList: 'Back to the list',
    date: 'Date and time',
    runningTime: 'Running time',
    runningTimeValue: (minutes: number) => `${minutes} min`,
    ageRating: 'Age rating',
    price: 'Tickets',
    host: 'Presented by',
    performers: 'Performers',
    introduction: 'About the show',
    book: 'Book tickets',
    bookLabel: (title: string) => `Book tickets for ${title} (opens in a new window)`,
    addToCalendar: 'Add to my calendar',
    addToCalendarHint: 'Download an iCalendar (.ics) file to add the show to the calendar on your phone or computer.',
    previous: 'Previous show',
    next: 'Next show',
    none: 'None',
    adjacentLabel: 'Previous and next shows',
  },
});
