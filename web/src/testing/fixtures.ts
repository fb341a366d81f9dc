/**
 * Builders of cms records shaped exactly like the Strapi 5 REST responses the site reads.
 * Tests put them into `db` (see mock-cms.ts); the MSW handlers respond from there.
 */
import type { Blocks, CalendarEvent, Notice, Popup, Show, SiteConfig, StrapiImage } from '@/shared/api/types';

let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

export function resetSequence(): void {
  sequence = 0;
}

function documentIdFor(prefix: string, id: number): string {
  return `${prefix}${id.toString(36).padStart(4, '0')}k2j3x9w8q7`;
}

const timestamps = {
  createdAt: '2026-10-01T01:00:00.000Z',
  updatedAt: '2026-10-01T01:00:00.000Z',
  publishedAt: '2026-10-01T01:00:00.000Z',
};

export function buildImage(name: string, overrides: Partial<StrapiImage> = {}): StrapiImage {
  const id = next();
  return {
    id,
    documentId: documentIdFor('img', id),
    url: `/uploads/${name}.png`,
    alternativeText: `${name} 이미지`,
    width: 800,
    height: 1131,
    formats: {
      thumbnail: { url: `/uploads/thumbnail_${name}.png`, width: 110, height: 156 },
      small: { url: `/uploads/small_${name}.png`, width: 354, height: 500 },
      medium: { url: `/uploads/medium_${name}.png`, width: 531, height: 750 },
    },
    ...overrides,
  };
}

export function paragraph(text: string): Blocks[number] {
  return { type: 'paragraph', children: [{ type: 'text', text }] };
}

export function buildShow(overrides: Partial<Show> = {}): Show {
  const id = next();
  const title = overrides.title ?? `공연 ${id}`;
  return {
    id,
    documentId: documentIdFor('show', id),
    title,
    startsAt: '2026-11-28T10:30:00.000Z',
    endsAt: '2026-11-28T12:30:00.000Z',
    showStatus: 'scheduled',
    previousStartsAt: null,
    statusNote: null,
    ticketUrl: null,
    host: '공연장 기획팀',
    performers: '연주자 일동',
    isOrganized: false,
    runningTimeMinutes: 100,
    ageRating: '8세 이상',
    priceText: '전석 30,000원',
    body: [paragraph(`${title} 소개`)],
    ...timestamps,
    poster: buildImage(`poster_${id}`, { alternativeText: `${title} 포스터` }),
    ...overrides,
  };
}

export function buildNotice(overrides: Partial<Notice> = {}): Notice {
  const id = next();
  return {
    id,
    documentId: documentIdFor('notice', id),
    title: `공지 ${id}`,
    category: 'general',
    postedAt: '2026-11-01T01:00:00.000Z',
    externalUrl: null,
    body: [paragraph('공지 본문입니다.')],
    attachment: null,
    ...timestamps,
    ...overrides,
  };
}

export function buildPopup(overrides: Partial<Popup> = {}): Popup {
  const id = next();
  return {
    id,
    documentId: documentIdFor('popup', id),
    title: `팝업 ${id}`,
    linkUrl: null,
    sortOrder: 0,
    image: buildImage(`popup_${id}`, { width: 600, height: 800 }),
    ...overrides,
  };
}

export function buildCalendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  const id = next();
  return {
    id,
    documentId: documentIdFor('event', id),
    title: `대관 일정 ${id}`,
    kind: 'rental',
    startsAt: '2026-11-20T05:00:00.000Z',
    endsAt: '2026-11-20T09:00:00.000Z',
    note: null,
    ...overrides,
  };
}

export function buildSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    id: 1,
    documentId: 'siteconfig0001abcd',
    hallName: '테스트 아트홀',
    address: '서울특별시 중구 세종대로 110 테스트타워 5층',
    phone: '02-1234-5678',
    email: 'hello@test-hall.example',
    rentalPhone: '02-1234-5679',
    rentalEmail: 'rental@test-hall.example',
    latitude: 37.5663,
    longitude: 126.9779,
    privacyPolicy: '개인정보처리방침 제1조\n수집 항목: 이름, 연락처',
    emailRefusal: '본 웹사이트에 게시된 이메일 주소가\n무단으로 수집되는 것을 거부합니다.',
    rentalFees: [
      { kind: 'performance', hours: 6, weekdayFee: 1_540_000, weekendFee: 1_870_000 },
      { kind: 'competition', hours: 6, weekdayFee: 1_760_000, weekendFee: 1_980_000 },
    ],
    facilityFees: [{ name: '영상 촬영', unit: '1회', fee: 300_000 }],
    // 수시대관 to the day (leadDays 0): the tests of the lead time and the rounds set their own.
    paymentRules: {
      depositPercent: 30,
      depositDueDays: 14,
      balanceDueDaysBefore: 60,
      extraDueDaysAfter: 7,
      leadDays: 0,
    },
    seatLayout: {
      id: 90,
      documentId: 'seatlayout0001',
      url: '/uploads/seat_layout_abc.png',
      name: 'seat-layout.png',
      ext: '.png',
      mime: 'image/png',
      size: 245.3,
      width: 1600,
      height: 1000,
      alternativeText: '객석 280석 좌석 배치도',
      formats: null,
    },
    ancillaryForm: {
      id: 91,
      documentId: 'ancillary0001',
      url: '/uploads/ancillary_form_abc.hwp',
      name: '부대시설 신청서.hwp',
      ext: '.hwp',
      mime: 'application/x-hwp',
      size: 48.2,
    },
    showFile: null,
    ...overrides,
  };
}
