import {
  RENTAL_CATEGORIES,
  RENTAL_CATEGORY_LABELS,
  rentalCategoryLabel,
  type ApplicationStatus,
  type RentalCategory,
} from '@hall/contract/labels';
import { RENTAL_FEE_KIND_LABELS, won } from '@hall/contract/rental-fees';
import { RENTAL_DOCUMENT_MAX_BYTES, RENTAL_MESSAGES, RENTAL_REASON_MAX_LENGTH } from '@hall/contract/rental-messages';
import { PAGE_TITLES } from '@hall/contract/page-titles';
import { defineCopy } from '@/shared/i18n/catalogue';

const documentMegabytes = RENTAL_DOCUMENT_MAX_BYTES / 1024 / 1024;

/**
 * Strings of the rental guide (/apply/notice), Korean then English; the application pages' strings
 * follow below, in Korean only (the form and My page have no English version).
 */
const rentalKo = {
  eyebrow: '대관 신청',
  title: PAGE_TITLES['/apply/notice'].ko,
  description: '공연, 경연, 기업 행사를 위한 공연장 대관 절차와 비용을 안내합니다.',
  feeKinds: RENTAL_FEE_KIND_LABELS,
  price: won,
  procedureTitle: '대관 절차',
  steps: [
    { name: '대관 신청', text: '온라인 대관 신청서를 작성해 제출합니다.' },
    { name: '심사', text: '공연 내용과 일정을 검토합니다.' },
    { name: '결과 통보', text: '심사 결과를 담당자가 개별 안내합니다.' },
    { name: '대관 계약', text: '대관 조건을 확인하고 계약을 체결합니다.' },
    { name: '계약금 납부 및 부대시설 신청', text: '계약 직후 계약금을 납부하고 필요한 부대시설을 신청합니다.' },
    { name: '잔금 납부', text: '공연일 30일 전까지 잔금을 납부합니다.' },
    { name: '공연', text: '리허설과 공연을 진행합니다.' },
    { name: '부대비용 및 추가비용 정산', text: '공연 후 부대시설 사용료와 추가 비용을 정산합니다.' },
  ],
  stepLabel: (index: number) => `${index}단계`,
  cautionsTitle: '유의사항',
  cautions: [
    '대관 신청서를 제출한 뒤 심사를 거쳐 대관 여부가 결정되며, 신청 순서가 대관 확정을 뜻하지는 않습니다.',
    '공연 시작 시간은 평일 19시 30분, 주말 및 공휴일 17시입니다.',
    '티켓은 전산 발권만 가능하며 공연장 현장 발권은 운영하지 않습니다.',
    '계약 후 대관을 취소하시는 경우 계약금과 대관료 전액이 반환되지 않을 수 있습니다.',
    '부대시설은 공연 14일 전까지 신청해주세요. 이후에는 추가 요금이 부과되거나 이용이 어려울 수 있습니다.',
  ],
  feesTitle: '대관료',
  feesCaption: '대관 구분별 대관료 (부가가치세 포함)',
  feesHead: { kind: '구분', hours: '대관 시간', weekday: '평일 (VAT 포함)', weekend: '주말 (VAT 포함)' },
  feeHours: (hours: number) => `${hours}시간`,
  facilityFeesCaption: '부대시설 사용료 (공연 후 정산)',
  facilityFeesHead: { name: '부대시설', unit: '단위', fee: '사용료' },
  depositRule: (percent: number, days: number) =>
    `계약금은 대관료의 ${percent}%로 승인 후 ${days}일 안에, 잔금은 대관일 전까지 납부합니다. 기한까지 계약금이 입금되지 않으면 승인이 취소될 수 있습니다.`,
  feesNote: '대관료에는 부가가치세가 포함되어 있으며, 부대시설 사용료와 추가 비용은 공연 후 별도로 정산합니다.',
  breakdownTitle: '공연 대관 6시간 구성',
  breakdown: [
    { name: '리허설', hours: 3 },
    { name: '정리 및 하우스 오픈', hours: 1 },
    { name: '공연', hours: 2 },
  ],
  hours: (hours: number) => `${hours}시간`,
  guideTitle: '대관 안내',
  guide: [
    {
      title: '대관료 납부',
      items: ['계약금은 대관 계약 체결 직후 납부합니다.', '잔금은 공연일 30일 전까지 납부해야 합니다.'],
    },
    {
      title: '부대시설 신청',
      items: [
        '피아노, 영상 촬영, 추가 리허설, 조율 등 부대시설은 공연 14일 전까지 신청해주세요.',
        '기한 이후 신청하시면 추가 요금이 부과되거나 이용이 불가할 수 있습니다.',
        '부대시설 신청서는 아래에서 내려받으실 수 있습니다.',
      ],
    },
    {
      title: '공연 내용 변경',
      items: [
        '공연 내용이나 출연진 구성을 변경하려면 공연 30일 전까지 변경 신청을 해야 합니다.',
        '변경 시 대관료의 10%가 변경 수수료로 부과됩니다.',
        '출연자 변경은 허용되지 않습니다.',
      ],
    },
    {
      title: '대관 취소',
      items: [
        '계약 후 취소하시는 경우 계약금과 대관료 전액이 반환되지 않을 수 있습니다.',
        '취소를 원하시면 대관 담당자에게 먼저 연락해주세요.',
      ],
    },
    {
      title: '홍보물 및 해외 출연자',
      items: [
        '홍보물은 공연 30일 전까지 제출해주세요. 이미지는 jpg 형식, 1MB 이상이어야 합니다.',
        '해외 출연자가 있는 경우 공연 14일 전까지 비자 증빙 서류를 제출해야 합니다.',
      ],
    },
    {
      title: '공연 운영',
      items: [
        'R열 11~14번 4석은 공연장 운영석으로 예약되어 있습니다.',
        '공연 당일 무대감독 1명, 하우스매니저 1명, 안내원 2명이 배치됩니다.',
        '티켓은 전산 발권만 가능하며 현장 발권은 운영하지 않습니다.',
        '공연 시작 시간은 평일 19시 30분, 주말 및 공휴일 17시입니다.',
      ],
    },
  ],
  inquiryTitle: '기타 문의',
  inquiryText: '대관 일정과 조건에 대해 궁금한 점은 대관 담당자에게 문의해주세요.',
  inquiryPhone: '전화',
  inquiryEmail: '이메일',
  downloadTitle: '부대시설 신청서',
  downloadText: '피아노, 영상 촬영, 추가 리허설, 조율을 신청하실 때 작성해 제출해주세요.',
  download: '부대시설 신청서 다운로드',
  downloadMissing: '신청서 파일이 준비 중입니다. 대관 담당자에게 문의해주세요.',
  applyButton: '대관 신청하기',
  facilitiesButton: '시설 안내 보기',
} as const;

export const rentalCopy = defineCopy(rentalKo, {
  eyebrow: 'Rental',
  title: PAGE_TITLES['/apply/notice'].en,
  description: 'How to rent the hall for performances, competitions and corporate events, and what it costs.',
  feeKinds: { performance: 'Performance', competition: 'Competition', corporate: 'Corporate' },
  // Short enough for the fee table at 390 px: '₩1,540,000'.
  price: (amount: number) => `₩${amount.toLocaleString('en-US')}`,
  procedureTitle: 'How it works',
  steps: [
    { name: 'Application', text: 'Fill in and submit the online rental application.' },
    { name: 'Review', text: 'We review the programme and the dates.' },
    { name: 'Decision', text: 'Our rental manager lets you know the result.' },
    { name: 'Contract', text: 'You confirm the terms and sign the rental contract.' },
    {
      name: 'Deposit and services',
      text: 'Right after signing, you pay the deposit and request the services you need.',
    },
    { name: 'Balance', text: 'You pay the balance at least 30 days before the show.' },
    { name: 'Show', text: 'The rehearsal and the show take place.' },
    { name: 'Settlement', text: 'After the show, services and extra costs are settled.' },
  ],
  stepLabel: (index: number) => `Step ${index}`,
  cautionsTitle: 'Please note',
  cautions: [
    'Rentals are decided after a review of the submitted application; the order of applications does not confirm a rental.',
    'Shows start at 19:30 on weekdays and at 17:00 on weekends and public holidays.',
    'Tickets are issued online only; there is no box office at the hall.',
    'If you cancel after signing the contract, the deposit and the rental fee may not be refunded.',
    'Please request services at least 14 days before the show; later requests may cost extra or not be possible.',
  ],
  feesTitle: 'Rental fees',
  feesCaption: 'Rental fees by kind of rental (VAT included)',
  feesHead: { kind: 'Kind', hours: 'Hours', weekday: 'Weekdays', weekend: 'Weekends' },
  feeHours: (hours: number) => `${hours} h`,
  facilityFeesCaption: 'Service fees (settled after the show)',
  facilityFeesHead: { name: 'Service', unit: 'Unit', fee: 'Fee' },
  depositRule: (percent: number, days: number) =>
    `The deposit is ${percent}% of the rental fee, due within ${days} days of approval; the balance is due before the rental date. An approval may be cancelled if the deposit is not paid in time.`,
  feesNote: 'Rental fees include VAT; service fees and extra costs are settled separately after the show.',
  breakdownTitle: 'A 6-hour performance rental',
  breakdown: [
    { name: 'Rehearsal', hours: 3 },
    { name: 'Changeover and house opening', hours: 1 },
    { name: 'Show', hours: 2 },
  ],
  hours: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  guideTitle: 'Rental information',
  guide: [
    {
      title: 'Paying the fees',
      items: [
        'The deposit is paid right after the contract is signed.',
        'The balance must be paid at least 30 days before the show.',
      ],
    },
    {
      title: 'Requesting services',
      items: [
        'Please request the piano, filming, extra rehearsal time, tuning and other services at least 14 days before the show.',
        'Later requests may cost extra or not be possible.',
        'The service request form can be downloaded below.',
      ],
    },
    {
      title: 'Changing the programme',
      items: [
        'Changes to the programme or the line-up must be requested at least 30 days before the show.',
        'A change costs 10% of the rental fee.',
        'Performers cannot be replaced.',
      ],
    },
    {
      title: 'Cancelling',
      items: [
        'If you cancel after signing the contract, the deposit and the rental fee may not be refunded.',
        'To cancel, please contact our rental manager first.',
      ],
    },
    {
      title: 'Publicity and performers from abroad',
      items: [
        'Please send publicity material at least 30 days before the show; images as jpg files of at least 1 MB.',
        'Performers from abroad must submit proof of their visa at least 14 days before the show.',
      ],
    },
    {
      title: 'On the day',
      items: [
        'Seats 11–14 in row R are reserved for the hall.',
        'A stage manager, a house manager and two ushers are on duty on the day of the show.',
        'Tickets are issued online only; there is no box office at the hall.',
        'Shows start at 19:30 on weekdays and at 17:00 on weekends and public holidays.',
      ],
    },
  ],
  inquiryTitle: 'Questions',
  inquiryText: 'For questions about dates and terms, please contact our rental manager.',
  inquiryPhone: 'Phone',
  inquiryEmail: 'Email',
  downloadTitle: 'Service request form',
  downloadText: 'Fill it in to request the piano, filming, extra rehearsal time or tuning.',
  download: 'Download the form',
  downloadMissing: 'The form is not available yet. Please contact our rental manager.',
  applyButton: 'Apply (in Korean)',
  facilitiesButton: 'See the facilities',
});

const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const ENGLISH_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
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
] as const;

/** The rental guide's month of free dates (components/free-dates.tsx). */
const freeDatesKo = {
  title: '대관 가능일',
  text: '날짜를 고르면 그 날짜로 대관 신청서를 작성할 수 있습니다. 신청서는 로그인한 회원만 제출할 수 있습니다.',
  monthTitle: (year: number, month: number) => `${year}년 ${month}월`,
  caption: (year: number, month: number) => `${year}년 ${month}월 대관 가능일`,
  previous: '이전 달',
  next: '다음 달',
  free: '가능',
  busy: '마감',
  past: '지남',
  round: '공모',
  closed: '불가',
  /** Heard around a day's number (weekday 0 is Sunday): '3월 ' 11 '일 목요일'. */
  datePrefix: (month: number, _weekday: number) => `${month}월 `,
  dateSuffix: (weekday: number) => `일 ${KOREAN_WEEKDAYS[weekday]}요일`,
  freeAction: ', 이 날짜로 신청하기',
  legend: [
    { state: 'free', term: '가능', text: '신청할 수 있는 날입니다. 날짜를 누르면 신청서로 이동합니다.' },
    { state: 'busy', term: '마감', text: '공연이나 확정된 대관이 있는 날입니다.' },
    { state: 'round', term: '공모', text: '정기대관 공모 대상일입니다. 공모 접수 기간에 신청할 수 있습니다.' },
    { state: 'closed', term: '불가', text: '수시대관 신청 기한이 지났거나 대관하지 않는 날입니다.' },
  ],
  note: '표시된 날짜는 참고용이며, 대관은 신청 후 심사를 거쳐 확정됩니다.',
  weekdays: KOREAN_WEEKDAYS,
  weekdayNames: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
} as const;

export const freeDatesCopy = defineCopy(freeDatesKo, {
  title: 'Available dates',
  text: 'Choose a date to start a rental application for it. Only logged-in members can submit an application (in Korean).',
  monthTitle: (year: number, month: number) => `${ENGLISH_MONTHS[month - 1]} ${year}`,
  caption: (year: number, month: number) => `Available dates in ${ENGLISH_MONTHS[month - 1]} ${year}`,
  // Short: at 390 px they share a row with the month's name.
  previous: 'Previous',
  next: 'Next',
  free: 'Open',
  busy: 'Taken',
  past: 'Past',
  round: 'Call',
  closed: 'Closed',
  datePrefix: (month: number, weekday: number) => `${ENGLISH_WEEKDAYS[weekday]}, ${ENGLISH_MONTHS[month - 1]} `,
  dateSuffix: (_weekday: number) => '',
  freeAction: ', apply for this date',
  legend: [
    { state: 'free', term: 'Open', text: 'You can apply for this date. Choose it to open the application form.' },
    { state: 'busy', term: 'Taken', text: 'A show or a confirmed rental takes this date.' },
    { state: 'round', term: 'Call', text: 'Part of a call for regular rentals: apply while the call is open.' },
    { state: 'closed', term: 'Closed', text: 'Too late for an occasional rental, or not offered for rent.' },
  ],
  note: 'The dates are for reference: a rental is confirmed only after its application has been reviewed.',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  weekdayNames: ENGLISH_WEEKDAYS,
});

/** The rental guide's calls for applications (components/rental-rounds.tsx). */
const rentalRoundsKo = {
  title: '대관 공모',
  open: '접수 중',
  next: '다음 공모',
  period: '대관 기간',
  window: '접수 기간',
  categories: '공모 분야',
  allCategories: '모든 공연 유형',
  closedDates: '대관 제외일',
  notice: '공고 보기',
  none: '지금 접수 중인 정기대관 공모가 없습니다.',
  occasional: (leadDays: number) =>
    `공모 대상이 아닌 날짜는 수시대관으로, 희망일 ${leadDays}일 전까지 신청할 수 있습니다. 공모 대상 날짜는 그 공모의 접수 기간에만 신청할 수 있습니다.`,
  categoryLabel: rentalCategoryLabel,
} as const;

export const rentalRoundsCopy = defineCopy(rentalRoundsKo, {
  title: 'Calls for rentals',
  open: 'Open now',
  next: 'Next call',
  period: 'Rental period',
  window: 'Applications',
  categories: 'Kinds of shows',
  allCategories: 'All kinds of shows',
  closedDates: 'Dates not offered',
  notice: 'Read the call',
  none: 'No call for regular rentals is open right now.',
  occasional: (leadDays: number) =>
    `Dates outside a call can be rented occasionally: apply at least ${leadDays} days ahead. Dates in a call can be applied for only while the call is open.`,
  categoryLabel: (category: string | null | undefined) =>
    ({
      classical: 'Classical',
      gugak: 'Korean traditional music',
      popular: 'Popular music',
      lecture: 'Corporate talk',
    })[category ?? ''] ?? '',
});

export type { ApplicationStatus, RentalCategory };
/** Category options in the order of the copy deck. */
export const CATEGORY_OPTIONS: ReadonlyArray<{ value: RentalCategory; label: string }> = RENTAL_CATEGORIES.map(
  (value) => ({ value, label: RENTAL_CATEGORY_LABELS[value] }),
);

export { APPLICATION_STATUS_LABELS as STATUS_LABELS } from '@hall/contract/labels';

/** Korean strings of the rental application form (/apply/write) and its completion page. */
export const applicationCopy = {
  eyebrow: '대관 신청',
  title: '대관 신청서',
  description: '공연장 대관 신청서를 작성해 제출합니다. 제출 후 영업일 기준 1일 이내에 담당자가 연락드립니다.',
  requiredNote: '* 표시는 필수 입력 항목입니다.',

  termsTitle: '대관 준수 사항',
  terms: [
    '계약금은 대관 계약 체결 직후, 잔금은 공연일 30일 전까지 납부해야 합니다.',
    '피아노, 영상 촬영, 추가 리허설, 조율 등 부대시설은 공연 14일 전까지 신청해야 하며, 이후에는 추가 요금이 부과되거나 이용이 불가할 수 있습니다.',
    '공연 내용이나 출연진 구성 변경은 공연 30일 전까지 신청해야 하며, 대관료의 10%가 변경 수수료로 부과됩니다. 출연자 변경은 허용되지 않습니다.',
    '계약 후 취소하시는 경우 계약금과 대관료 전액이 반환되지 않을 수 있습니다.',
    '홍보물은 공연 30일 전까지 제출해야 합니다. (이미지는 jpg 형식, 1MB 이상)',
    '해외 출연자가 있는 경우 공연 14일 전까지 비자 증빙 서류를 제출해야 합니다.',
    'R열 11~14번 4석은 공연장 운영석으로 예약되어 있습니다.',
    '티켓은 전산 발권만 가능하며 현장 발권은 운영하지 않습니다.',
    '공연 시작 시간은 평일 19시 30분, 주말 및 공휴일 17시입니다.',
  ],
  termsAgree: '위 대관 준수 사항을 확인했으며 이에 동의합니다.',
  requiredTag: '(필수)',

  sections: {
    applicant: '신청자 정보',
    show: '공연 정보',
    contact: '담당자 정보',
    agreements: '동의',
  },
  fields: {
    category: '공연 유형',
    company: '신청자(단체명)',
    businessNumber: '사업자등록번호',
    businessRegistration: '사업자등록증',
    address: '주소',
    addressBasic: '기본 주소',
    addressDetail: '상세 주소',
    tel: '전화번호',
    fax: '팩스',
    email: '이메일',
    showTitle: '공연명',
    performerFormat: '출연 형태',
    performancePlan: '공연 계획서',
    contactName: '담당자 이름',
    contactPhone: '담당자 연락처',
    desiredDate: '희망 대관일',
    desiredTime: '희망 시간',
  },
  placeholders: {
    company: '신청하시는 단체 또는 회사 이름',
    businessNumber: '숫자만 입력 (예: 1234567890)',
    addressBasic: '주소 검색을 눌러 주소를 등록해주세요',
    addressBasicManual: '도로명 주소를 입력해주세요',
    addressDetail: '동, 호수 등 상세 주소',
    tel: '숫자만 입력 (예: 0212345678)',
    fax: '숫자만 입력 (예: 0212345679)',
    email: 'example@company.co.kr',
    showTitle: '공연 또는 행사 이름',
    performerFormat: '예: 피아노 독주, 현악 4중주, 20인 합창단',
    contactName: '연락받으실 담당자 이름',
    contactPhone: '숫자만 입력 (예: 01012345678)',
    desiredTime: '예: 19:30 공연, 14시부터 리허설',
  },
  digitsHint: '하이픈(-) 없이 숫자만 입력해주세요.',
  desiredDateHint: '공연 시작 시간은 평일 19시 30분, 주말 및 공휴일 17시입니다.',
  fee: (kind: string, hours: number, fee: string) => `${kind} ${hours}시간 기준 ${fee} (VAT 포함)`,
  quote: (kind: string, dayType: string, hours: number, fee: string, deposit: string) =>
    `${kind} ${dayType} ${hours}시간 기준 ${fee} (VAT 포함) · 계약금 ${deposit}`,
  dayTypes: { weekday: '평일', weekend: '주말' },
  feeLabel: '대관료',
  feeChooseFirst: '공연 유형을 선택하시면 대관료를 안내해드립니다.',

  addressSearch: '주소 검색',
  addressSearching: '주소 검색 불러오는 중',
  addressDialogTitle: '주소 검색',
  addressManual: '주소 검색 서비스를 불러오지 못했습니다. 도로명 주소를 직접 입력해주세요.',

  file: {
    choose: '파일 선택',
    remove: '삭제',
    removeLabel: (field: string, name: string) => `첨부한 ${field} 삭제: ${name}`,
    none: '선택된 파일이 없습니다.',
    hint: `PDF, JPG, PNG, HWP, HWPX, DOCX 파일, ${documentMegabytes}MB 이하`,
    wrongType: '등록할 수 없는 파일 형식입니다. PDF, JPG, PNG, HWP, HWPX, DOCX 파일을 등록해주세요.',
    tooLarge: `파일 크기는 ${documentMegabytes}MB 이하여야 합니다.`,
    empty: '내용이 없는 빈 파일은 등록할 수 없습니다.',
  },

  busyDate: '선택하신 날짜에는 이미 공연장 일정이 있습니다. 신청은 가능하며, 담당자가 일정을 확인해 연락드립니다.',

  privacyAgree: '개인정보 수집·이용에 동의합니다.',
  privacyDetails: '자세히 보기',
  privacyDetailsLabel: '개인정보 수집·이용 동의 내용 자세히 보기',
  privacyTitle: '개인정보 수집·이용 동의',
  privacyItemsTitle: '수집 항목',
  privacyItems:
    '신청자(단체명), 사업자등록번호, 사업자등록증, 주소, 전화번호, 팩스, 이메일, 공연 계획서, 담당자 이름과 연락처',
  privacyPurposeTitle: '이용 목적',
  privacyPurpose: '대관 신청 심사, 결과 통보, 대관 계약 및 공연 진행을 위한 연락',
  privacyRefuse: '동의를 거부하실 수 있으나, 동의하지 않으시면 대관 신청을 하실 수 없습니다.',
  privacyPolicyTitle: '개인정보처리방침',

  submit: '신청서 제출',

  /** The field messages are the cms's (@hall/contract/rental-messages); these are the form's own. */
  messages: {
    ...RENTAL_MESSAGES,
    invalid: '입력 내용을 확인해주세요.',
    incomplete: '입력되지 않은 정보가 있습니다.',
    uploadFailed: '파일 업로드에 실패했습니다. 파일 형식과 크기를 확인해주세요.',
    submitFailed: '작성에 실패했습니다. 잠시 후 다시 시도해주세요.',
  },

  finish: {
    title: '대관 신청 완료',
    description: '대관 신청이 완료되었습니다. 담당자가 영업일 기준 1일 이내에 연락드리겠습니다.',
    heading: '대관 신청이 완료되었습니다.',
    text: '담당자가 영업일 기준 1일 이내에 연락드리겠습니다.',
    home: '메인으로',
    list: '대관 신청 내역 보기',
  },
} as const;

/** Korean strings of the member's application list (/my/list) and detail (/detail/my/:id). */
export const myApplicationsCopy = {
  eyebrow: '마이페이지',
  listTitle: '대관 신청 내역',
  listDescription: '제출하신 대관 신청서와 진행 상태를 확인할 수 있습니다.',
  tableCaption: '대관 신청 내역 (최근 신청 순)',
  columns: {
    number: '번호',
    submittedAt: '신청일',
    showTitle: '공연명',
    desiredDate: '희망 대관일',
    status: '상태',
  },
  total: (count: number) => `총 ${count}건`,
  empty: '대관 신청 내역이 없습니다.',
  applyLink: '대관 신청하기',

  detailTitle: '대관 신청 상세',
  detailDescription: '제출하신 대관 신청서의 내용과 진행 상태를 확인할 수 있습니다.',
  notFound: '신청 내역을 찾을 수 없습니다.',
  notFoundText: '주소가 올바르지 않거나 본인이 신청한 내역이 아닙니다.',
  currentStatus: '현재 상태',
  submittedAt: '신청일시',
  applicationTitle: '신청 내용',
  rejectionReason: '반려 사유',
  historyTitle: '진행 이력',
  feeTitle: '대관료',
  feeRows: {
    total: '대관료(견적)',
    deposit: '계약금',
    balance: '잔금',
    paidTotal: '입금액',
    outstanding: '남은 금액',
  },
  dueOn: (day: string) => `납부 기한 ${day}`,
  feeNote: '신청하신 날의 대관료표로 정해진 금액입니다. 납부 기한은 승인되면 안내해드립니다.',
  paymentsCaption: '입금 내역',
  historyCaption: '상태가 바뀐 일시와 사유 (오래된 순)',
  historyColumns: { changedAt: '일시', status: '상태', reason: '사유' },
  documentsTitle: '제출 서류',
  download: (field: string) => `${field} 다운로드`,
  downloadFailed: '파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.',
  noDocument: '등록된 파일이 없습니다.',
  backToList: '목록으로',
} as const;

/** The applicant's own withdrawal on /detail/my/:documentId (docs/api/rental.md). */
export const withdrawCopy = {
  title: '신청 취소',
  text: '접수 또는 검토중인 신청은 직접 취소할 수 있습니다.',
  open: '신청 취소하기',
  dialogTitle: '대관 신청을 취소할까요?',
  dialogText:
    '취소한 신청은 되돌릴 수 없습니다. 첨부하신 서류(사업자등록증, 공연 계획서)는 취소와 함께 파기되고, 신청서 기록은 개인정보처리방침에 따라 취소한 날부터 1년 동안 보관한 뒤 파기됩니다. 대관 담당자에게도 취소 사실이 전달됩니다.',
  reason: '취소 사유 (선택)',
  reasonHint: `담당자에게 전할 말이 있으면 적어주세요. ${RENTAL_REASON_MAX_LENGTH.toLocaleString('ko-KR')}자 이내`,
  confirm: '신청 취소',
  done: '대관 신청을 취소했습니다.',
  failed: '신청을 취소하지 못했습니다. 잠시 후 다시 시도해주세요.',
  byApplicant: '신청자 취소',
} as const;
