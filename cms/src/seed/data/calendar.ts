/**
 * Non-show entries of the calendar: rentals by outside organisations, rehearsals, maintenance
 * and one closure day. Organisations are fictional. Days are chosen by the generator in the
 * current month (monthOffset 0) and the next (1), away from show days.
 */
export type CalendarKind = 'rental' | 'rehearsal' | 'closure' | 'other';

export interface CalendarTemplate {
  title: string;
  kind: CalendarKind;
  monthOffset: 0 | 1;
  /** Seoul wall-clock start and end, [hour, minute]. */
  start: [number, number];
  end: [number, number];
  note: string;
  /** 'weekend' or 'weekday' constrains the day; omitted = any day. */
  days?: 'weekend' | 'weekday';
  /** This entry is the rehearsal the day before the next template's rental. */
  dayBeforeNext?: boolean;
}

export const CLOSURE: Omit<CalendarTemplate, 'monthOffset'> = {
  title: '정기 시설 점검 (휴관)',
  kind: 'closure',
  start: [9, 0],
  end: [18, 0],
  note: '무대 기계·조명 설비 안전 점검, 소방 설비 정기 점검, 객석 의자 보수. 공연장과 로비, 안내 데스크가 운영되지 않습니다.',
  days: 'weekday',
};

export const CALENDAR_TEMPLATES: CalendarTemplate[] = [
  {
    title: '서울한빛대학교 음악학과 정기연주회 대관',
    kind: 'rental',
    monthOffset: 0,
    start: [15, 30],
    end: [21, 30],
    days: 'weekday',
    note: '리허설 15:30 ~ 18:30, 하우스 오픈 19:00, 공연 19:30 ~ 21:30. 피아노 사용 및 조율 신청 완료. 담당: 대관팀 이수아',
  },
  {
    title: '합창단 늘봄 정기연주회 리허설',
    kind: 'rehearsal',
    monthOffset: 0,
    start: [10, 0],
    end: [13, 0],
    dayBeforeNext: true,
    note: '추가 리허설(부대시설) 신청분. 합창 단상 설치, 피아노 무대 좌측 배치.',
  },
  {
    title: '합창단 늘봄 정기연주회 대관',
    kind: 'rental',
    monthOffset: 0,
    start: [13, 0],
    end: [19, 0],
    note: '리허설 13:00 ~ 16:00, 하우스 오픈 16:30, 공연 17:00 ~ 19:00. 영상 촬영 신청 (카메라 2대).',
  },
  {
    title: '스타인웨이 피아노 정기 조율',
    kind: 'other',
    monthOffset: 0,
    start: [10, 0],
    end: [12, 0],
    days: 'weekday',
    note: '스타인웨이 D-274 정기 조율. 조율 중 무대 출입 자제.',
  },
  {
    title: '(주)세움테크 신제품 설명회 대관',
    kind: 'rental',
    monthOffset: 0,
    start: [9, 0],
    end: [15, 0],
    days: 'weekday',
    note: '기업·행사 대관. 빔프로젝터와 무선 마이크 4대 사용, 로비 리셉션 테이블 설치.',
  },
  {
    title: '소리샘 피아노 학원 연합 정기 발표회 대관',
    kind: 'rental',
    monthOffset: 0,
    start: [11, 0],
    end: [17, 0],
    days: 'weekend',
    note: '리허설 11:00 ~ 13:30, 발표회 14:00 ~ 16:30. 출연 학생 42명, 대기실 2곳 사용.',
  },
  {
    title: '도심 청소년 오케스트라 단원 오디션',
    kind: 'other',
    monthOffset: 0,
    start: [10, 0],
    end: [17, 0],
    days: 'weekend',
    note: '비공개 오디션. 로비에 대기 공간 운영, 관객 입장 없음.',
  },
  {
    title: '한결대학교 관현악과 실내악 발표회 대관',
    kind: 'rental',
    monthOffset: 1,
    start: [15, 30],
    end: [21, 30],
    days: 'weekday',
    note: '리허설 15:30 ~ 18:30, 하우스 오픈 19:00, 공연 19:30 ~ 21:30. 음향 녹음 신청.',
  },
  {
    title: '제5회 도심 성악 콩쿠르 예선 대관',
    kind: 'rental',
    monthOffset: 1,
    start: [9, 0],
    end: [15, 0],
    days: 'weekend',
    note: '경연 대관. 참가자 대기실 2곳, 심사위원석 객석 G열 설치. 관람 불가.',
  },
  {
    title: '극단 바람꽃 낭독 음악극 〈편지〉 리허설',
    kind: 'rehearsal',
    monthOffset: 1,
    start: [14, 0],
    end: [18, 0],
    dayBeforeNext: true,
    note: '추가 리허설(부대시설) 신청분. 낭독용 보면대 3대, 핀 조명 사용.',
  },
  {
    title: '극단 바람꽃 낭독 음악극 〈편지〉 대관',
    kind: 'rental',
    monthOffset: 1,
    start: [15, 30],
    end: [21, 30],
    note: '하우스 오픈 19:00, 공연 19:30 ~ 21:00. 무선 마이크 3대 사용.',
  },
  {
    title: '(사)도심기업교육협회 리더십 세미나 대관',
    kind: 'rental',
    monthOffset: 1,
    start: [9, 30],
    end: [15, 30],
    days: 'weekday',
    note: '기업·행사 대관. 강연대, 빔프로젝터, 유선 마이크 2대. 점심시간 로비 도시락 배식.',
  },
  {
    title: '무대 음향 장비 정기 점검',
    kind: 'other',
    monthOffset: 1,
    start: [10, 0],
    end: [16, 0],
    days: 'weekday',
    note: '스피커, 콘솔, 녹음 장비 점검. 대관 불가.',
  },
];
