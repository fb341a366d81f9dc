import { SHOW_STATUS_BADGES } from '@hall/contract/labels';

/** Korean strings of the home page. */
export const homeCopy = {
  pageTitle: '메인',
  pageDescription: '공연장의 다가오는 공연, 티켓 예매, 공지사항과 대관 안내를 한눈에 확인하세요.',
  heading: (hallName: string) => `${hallName} 메인`,
  slideshow: {
    label: '다가오는 공연',
    eyebrow: '다가오는 공연',
    detail: '공연 자세히 보기',
    previous: '이전 공연',
    next: '다음 공연',
    pause: '자동 넘김 멈춤',
    play: '자동 넘김 시작',
    thumbnails: '공연 목록에서 선택',
    thumbnailLabel: (index: number, title: string) => `${index}번째 공연: ${title}`,
    position: (current: number, total: number) => `${total}개 중 ${current}번째 공연`,
    organized: '기획공연',
    empty: '예정된 공연이 없습니다.',
    emptyLink: '지난 공연 보기',
  },
  /** A cancelled or moved show's badge (docs/decisions/035). */
  showChanges: SHOW_STATUS_BADGES,
  ticketing: {
    title: '티켓 예매',
    description: '예매가 열린 공연을 확인하고 바로 예매하세요.',
    book: '예매하기',
    bookLabel: (title: string) => `${title} 예매하기 (새 창)`,
    previous: '이전 목록',
    next: '다음 목록',
    page: (page: number, total: number) => `${page} / ${total}`,
    empty: '현재 예매 중인 공연이 없습니다.',
  },
  notices: {
    title: '알림',
    tabsLabel: '공지 분류',
    general: '공지사항',
    ticketOpen: '티켓오픈',
    more: '공지사항 더보기',
    empty: '결과가 존재하지 않습니다.',
    newWindow: '새 창',
  },
  about: {
    eyebrow: '공연장 소개',
    title: '소리가 가장 아름답게 머무는 곳',
    body: [
      '280석 규모의 공연장은 약 3,040㎥의 실내 체적에 잔향 1.2~1.3초의 자연 음향을 갖춘 실내악 전문 공간입니다.',
      '명료도 약 +2.5dB, 음성 명료도 45%, 측면 반사음 약 25%로 설계되어 독주와 실내악, 성악, 국악의 섬세한 울림을 객석 어디에서나 고르게 전합니다.',
    ],
    facts: [
      { value: '280', unit: '석', label: '객석' },
      { value: '3,040', unit: '㎥', label: '실내 체적' },
      { value: '1.2~1.3', unit: '초', label: '잔향 시간' },
    ],
    link: '공연장 소개 보기',
  },
  rental: {
    eyebrow: '대관 안내',
    title: '당신의 무대를 이곳에서',
    body: '공연, 경연, 기업 행사를 위한 대관을 운영합니다. 대관 절차와 비용을 확인하고 신청하세요.',
    link: '대관 절차 및 비용 보기',
  },
  popup: {
    dialogTitle: '알림',
    hideToday: '오늘 하루 보지 않기',
    close: '닫기',
    openLink: (title: string) => `${title} 자세히 보기`,
  },
} as const;
