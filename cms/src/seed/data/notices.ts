import { b, h, link, ol, p, ul, type Blocks } from '../blocks';
import { addSeoulDays, seoulParts } from '@hall/contract/seoul-time';
import { koreanDate, koreanTime } from '../time';
import { HALL } from './hall';

export type AttachmentKey = 'inspectionPdf' | 'parkingMap' | 'rentalCallPdf' | 'ancillaryForm';

export interface NoticeSeed {
  title: string;
  /** Seoul day the notice was posted on. */
  postedDay: Date;
  /** Posting time, Seoul wall clock. */
  postedHour: number;
  postedMinute: number;
  category: 'general' | 'ticketOpen';
  externalUrl?: string;
  /** Not on the site: a draft staff have not published, or took off the site. */
  draft?: boolean;
  attachment?: AttachmentKey;
  body: Blocks;
}

/** A show a ticket-open notice announces. */
export interface TicketOpenShow {
  title: string;
  day: Date;
  hour: number;
  minute: number;
  ticketUrl: string;
  priceText: string;
  ageRating: string;
  runningTimeMinutes?: number;
  host: string;
}

export interface NoticeContext {
  today: Date;
  /** The closure day of the calendar (시설 점검 휴관). */
  closureDay: Date;
  /** The day the privacy policy in force took effect, and the one before it. */
  privacyEffectiveDay: Date;
  privacyPreviousDay: Date;
  /** Day of the past youth piano competition (results notice) and of the upcoming one. */
  pastCompetitionDay: Date;
  nextCompetitionDay: Date;
  /** Shows with a ticket link, announced by ticket-open notices (8). */
  ticketShows: TicketOpenShow[];
}

const CONTACT = () => p(['문의: ', b(`${HALL.name} ${HALL.phone}`), ` (평일 오전 10시 ~ 오후 6시) / ${HALL.email}`]);
const RENTAL_CONTACT = () => p(['대관 문의: ', b(`${HALL.rentalPhone}`), ` / ${HALL.rentalEmail}`]);

const month = (day: Date) => seoulParts(day).month;
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

function general(title: string, postedDay: Date, body: Blocks, extra: Partial<NoticeSeed> = {}): NoticeSeed {
  return { title, postedDay, postedHour: 10, postedMinute: 0, category: 'general', body, ...extra };
}

function ticketOpenNotice(show: TicketOpenShow, postedDay: Date, index: number): NoticeSeed {
  const openDay = addSeoulDays(postedDay, 1);
  return {
    title: `〈${show.title}〉 티켓 오픈 안내`,
    postedDay,
    postedHour: 11,
    postedMinute: 0,
    category: 'ticketOpen',
    externalUrl: show.ticketUrl,
    body: [
      p(
        `〈${show.title}〉의 티켓 예매가 ${koreanDate(openDay, false)} ${koreanTime(14)}에 시작됩니다. 많은 관심 부탁드립니다.`,
      ),
      h('공연 및 예매 정보'),
      ul([
        ['공연 일시: ', b(`${koreanDate(show.day)} ${koreanTime(show.hour, show.minute)}`)],
        `공연 장소: ${HALL.name} (${HALL.seats}석)`,
        `티켓 가격: ${show.priceText}`,
        `관람 연령: ${show.ageRating}`,
        ...(show.runningTimeMinutes ? [`러닝타임: 약 ${show.runningTimeMinutes}분`] : []),
        `주최·주관: ${show.host}`,
        ['예매처: ', link(show.ticketUrl, '온라인 예매 바로가기')],
      ]),
      h('유의 사항'),
      ul([
        [b('현장 발권은 운영하지 않습니다.'), ' 모든 티켓은 온라인 예매처에서만 구매하실 수 있습니다.'],
        '예매 취소 및 환불은 예매처의 규정을 따릅니다.',
        index % 2 === 0
          ? '공연 시작 후에는 입장이 제한되며, 중간 휴식 시간에 안내에 따라 입장하실 수 있습니다.'
          : '미취학 아동은 보호자와 함께 입장해 주시기 바랍니다.',
      ]),
      CONTACT(),
    ],
  };
}

/** The half-year the open rental call is for: the next one after today. */
export function rentalCallPeriod(today: Date): { callYear: number; callHalf: '상반기' | '하반기'; half: 1 | 2 } {
  const { year, month: thisMonth } = seoulParts(today);
  return thisMonth <= 6
    ? { callYear: year, callHalf: '하반기', half: 2 }
    : { callYear: year + 1, callHalf: '상반기', half: 1 };
}

export function buildNotices(ctx: NoticeContext): NoticeSeed[] {
  const { today, closureDay } = ctx;
  const closureMonth = month(closureDay);
  const notices: NoticeSeed[] = [];

  // ---------------------------------------------------------------- general, visible
  notices.push(
    general(
      `${closureMonth}월 정기 시설 점검에 따른 휴관 안내`,
      addSeoulDays(today, -2),
      [
        p(
          `${HALL.name}은 안전한 공연 환경을 위해 아래와 같이 정기 시설 점검을 실시합니다. 점검일에는 공연장과 매표 안내 데스크, 주차장 일부가 운영되지 않습니다.`,
        ),
        h('점검 일정'),
        ul([
          ['휴관일: ', b(koreanDate(closureDay))],
          '점검 시간: 오전 9시 ~ 오후 6시',
          '점검 내용: 무대 기계 및 조명 설비 안전 점검, 소방 설비 정기 점검, 객석 의자 보수',
        ]),
        p('자세한 점검 일정은 첨부한 일정표를 참고해 주시기 바랍니다. 이용에 불편을 드려 죄송합니다.'),
        CONTACT(),
      ],
      { attachment: 'inspectionPdf', postedHour: 14, postedMinute: 30 },
    ),
  );

  notices.push(
    general(
      '주차 안내 – 공연 관람객 주차 할인 기준',
      addSeoulDays(today, -9),
      [
        p(
          `${HALL.name}은 청음타워 지하 주차장(지하 2층 ~ 지하 4층)을 함께 이용합니다. 공연 관람객께서는 아래 기준에 따라 주차 할인을 받으실 수 있습니다.`,
        ),
        h('주차 요금 및 할인'),
        ul([
          ['평일: ', b('3시간 할인권 6,000원'), ' (최대 2매까지 합산 사용 가능)'],
          ['주말 및 공휴일: ', b('1일 6,000원'), ' 정액'],
          '할인권은 공연 당일 로비 안내 데스크에서 티켓을 확인한 뒤 구매하실 수 있습니다.',
        ]),
        p([
          '공연 시간대에는 주차장이 매우 혼잡하니 ',
          b('가급적 대중교통을 이용해 주시기 바랍니다.'),
          ' 지하철 시청역과 을지로입구역에서 걸어서 5분 거리입니다.',
        ]),
        p('주차장 위치와 진입로는 첨부한 안내도를 참고해 주세요.'),
        CONTACT(),
      ],
      { attachment: 'parkingMap', postedHour: 9, postedMinute: 40 },
    ),
  );

  const { callYear, callHalf } = rentalCallPeriod(today);
  notices.push(
    general(
      `${callYear}년 ${callHalf} 정기 대관 공모 안내`,
      addSeoulDays(today, -20),
      [
        p(
          `${HALL.name}에서 ${callYear}년 ${callHalf}에 공연할 단체와 개인을 모집합니다. 클래식, 국악, 대중음악, 기업 강연 등 280석 규모에 어울리는 공연을 기다립니다.`,
        ),
        h('공모 개요'),
        ul([
          `대관 기간: ${callYear}년 ${callHalf} 중 희망일`,
          '모집 분야: 클래식, 국악, 대중음악, 기업 강연',
          '신청 방법: 홈페이지 회원 가입 후 [대관 신청] 메뉴에서 온라인 신청',
          '제출 서류: 사업자등록증(또는 고유번호증) 사본, 공연 계획서',
        ]),
        h('대관료 (부가가치세 포함)'),
        ul([
          '공연 대관: 1,540,000원 / 6시간 (리허설 3시간, 정리 및 하우스 오픈 1시간, 공연 2시간)',
          '경연 대관: 1,760,000원 / 6시간',
          '기업·행사 대관: 1,760,000원 / 6시간',
        ]),
        h('진행 절차'),
        ol([
          '대관 신청',
          '심사',
          '결과 통보',
          '대관 계약',
          '계약금 납부 및 부대시설 신청',
          '잔금 납부',
          '공연',
          '부대비용 및 추가비용 정산',
        ]),
        p([
          '신청이 접수되면 ',
          b('담당자가 영업일 기준 1일 이내에 연락'),
          '드립니다. 자세한 내용은 첨부한 공모 안내문을 확인해 주세요.',
        ]),
        RENTAL_CONTACT(),
      ],
      { attachment: 'rentalCallPdf', postedHour: 10, postedMinute: 0 },
    ),
  );

  notices.push(
    general(
      '부대시설(피아노·조율·촬영·녹음) 신청 기한 안내',
      addSeoulDays(today, -34),
      [
        p('대관 공연의 부대시설 신청 기한을 다시 한번 안내드립니다.'),
        ul([
          [
            '부대시설(피아노 사용, 피아노 조율, 영상 촬영, 음향 녹음, 추가 리허설)은 ',
            b('공연일 14일 전까지'),
            ' 신청해 주셔야 합니다.',
          ],
          '기한이 지난 뒤에는 할증 요금이 부과되거나 신청이 어려울 수 있습니다.',
          '공연 내용 및 출연자 관련 변경은 공연일 30일 전까지 요청해 주셔야 하며, 대관료의 10%가 변경 수수료로 부과됩니다. 출연자 교체는 허용되지 않습니다.',
          '홍보물(이미지 jpg, 1MB 이상)은 공연일 30일 전까지 보내 주세요.',
          '해외 출연자가 있는 경우 공연일 14일 전까지 비자 증빙 서류를 제출해 주세요.',
        ]),
        p('부대시설 신청서 양식을 첨부합니다. 작성 후 대관 담당자 이메일로 보내 주시기 바랍니다.'),
        RENTAL_CONTACT(),
      ],
      { attachment: 'ancillaryForm', postedHour: 16, postedMinute: 0 },
    ),
  );

  notices.push(
    general('공연장 관람 예절 안내', addSeoulDays(today, -48), [
      p('모든 관객이 공연에 집중할 수 있도록 아래 관람 예절을 지켜 주시기 바랍니다.'),
      ul([
        '공연 시작 10분 전까지 입장해 주세요. 공연이 시작된 뒤에는 곡과 곡 사이 또는 중간 휴식 시간에 안내원의 안내에 따라 입장하실 수 있습니다.',
        '휴대전화는 전원을 꺼 주시거나 비행기 모드로 바꿔 주세요.',
        [b('공연 중 사진 촬영, 영상 촬영, 녹음은 금지'), '되어 있습니다.'],
        '음식물은 객석에 가지고 들어가실 수 없습니다. 물은 뚜껑이 있는 병에 한해 반입할 수 있습니다.',
        '악장 사이의 박수는 자제해 주시고, 곡이 완전히 끝난 뒤에 박수를 보내 주세요.',
      ]),
      CONTACT(),
    ]),
  );

  notices.push(
    general('무대 음향·조명 장비 교체 완료 안내', addSeoulDays(today, -62), [
      p(`${HALL.name}의 무대 음향 및 조명 장비 교체 공사가 마무리되었습니다. 기다려 주신 관객 여러분께 감사드립니다.`),
      h('주요 개선 사항'),
      ul([
        '메인 스피커 및 모니터 스피커 교체 (강연과 대중음악 공연의 명료도 개선)',
        '디지털 음향 콘솔 도입 및 녹음용 멀티트랙 녹음 시스템 구축',
        'LED 무대 조명 교체로 무대 온도 상승과 소음 감소',
      ]),
      p([
        '홀의 잔향(1.2 ~ 1.3초)과 자연 음향은 그대로 유지됩니다. ',
        b('어쿠스틱 공연은 기존과 같이 무확성으로 진행'),
        '하실 수 있습니다.',
      ]),
      RENTAL_CONTACT(),
    ]),
  );

  notices.push(
    general('휠체어석 및 편의시설 이용 안내', addSeoulDays(today, -75), [
      p('몸이 불편하신 관객도 편안하게 공연을 관람하실 수 있도록 편의시설을 운영하고 있습니다.'),
      ul([
        '휠체어석: 객석 1층 뒤쪽 4석 (예매 시 휠체어석을 선택하시거나 전화로 문의해 주세요)',
        '엘리베이터: 청음타워 1층 로비에서 공연장이 있는 3층까지 바로 연결됩니다.',
        '장애인 화장실: 공연장 로비 왼쪽에 있습니다.',
        '수유실: 3층 로비 안쪽 (공연 시작 1시간 전부터 이용 가능)',
      ]),
      CONTACT(),
    ]),
  );

  notices.push(
    general('대관 신청 방법 변경 안내 – 온라인 신청 전환', addSeoulDays(today, -90), [
      p('대관 신청이 홈페이지 온라인 신청으로 바뀌었습니다. 이제 신청서와 첨부 서류를 한 번에 제출하실 수 있습니다.'),
      h('신청 방법'),
      ol([
        '홈페이지 회원 가입 및 로그인',
        '[대관 신청] 메뉴의 대관 절차 및 비용 확인',
        '대관 신청서 작성 및 사업자등록증, 공연 계획서 첨부',
        '제출 후 [마이페이지 > 대관 신청 내역]에서 진행 상태 확인',
      ]),
      p([
        '신청서가 접수되면 ',
        b('담당자가 영업일 기준 1일 이내에 연락'),
        '드립니다. 이메일과 팩스로 받던 신청서는 더 이상 접수하지 않습니다.',
      ]),
      RENTAL_CONTACT(),
    ]),
  );

  notices.push(
    general('홈페이지 개편 안내', addSeoulDays(today, -105), [
      p(`${HALL.name} 홈페이지가 새롭게 개편되었습니다.`),
      ul([
        '공연 캘린더에서 공연과 대관 일정을 한눈에 확인하실 수 있습니다.',
        '공연 상세 페이지에서 일정을 내 캘린더에 바로 추가하실 수 있습니다.',
        '마이페이지에서 대관 신청의 진행 상태와 변경 이력을 확인하실 수 있습니다.',
      ]),
      p([
        b('기존 회원께서는 비밀번호 재설정 후 로그인'),
        '해 주시기 바랍니다. 로그인 화면의 [비밀번호 찾기]를 이용해 주세요.',
      ]),
      CONTACT(),
    ]),
  );

  notices.push(
    general('제12회 청음 청소년 피아노 콩쿠르 참가자 모집', addSeoulDays(today, -118), [
      p('청소년 피아니스트의 꿈을 응원하는 제12회 청음 청소년 피아노 콩쿠르 참가자를 모집합니다.'),
      h('모집 요강'),
      ul([
        '참가 부문: 초등부, 중등부, 고등부',
        `본선 일시: ${koreanDate(ctx.nextCompetitionDay)} (본선은 누구나 무료로 관람할 수 있습니다)`,
        '참가비: 부문별 50,000원',
        '제출 방법: 연주 영상 링크와 참가 신청서를 이메일로 제출',
      ]),
      p(['부문별 1위 입상자에게는 ', b(`${HALL.name} 기획공연 협연 기회`), '를 드립니다.']),
      CONTACT(),
    ]),
  );

  notices.push(
    general(
      '제11회 청음 청소년 피아노 콩쿠르 입상자 발표',
      earlier(addSeoulDays(ctx.pastCompetitionDay, 2), addSeoulDays(today, -1)),
      [
        p(
          '제11회 청음 청소년 피아노 콩쿠르에 참가해 주신 모든 학생과 학부모님께 감사드립니다. 부문별 입상자를 아래와 같이 발표합니다.',
        ),
        h('부문별 1위'),
        ul(['초등부: 김하람 (6학년)', '중등부: 이서준 (2학년)', '고등부: 박지유 (3학년)']),
        p('입상자에게는 개별 연락을 드렸으며, 상장과 장학금은 시상식에서 전달했습니다.'),
        CONTACT(),
      ],
    ),
  );

  notices.push(
    general('공연장 내 촬영·녹음 금지 안내', addSeoulDays(today, -165), [
      p('연주자의 저작권과 초상권 보호, 그리고 다른 관객의 관람을 위해 공연 중 촬영과 녹음을 금지합니다.'),
      ul([
        '공연 중 사진·영상 촬영과 녹음은 모두 금지됩니다.',
        '커튼콜 촬영은 연주자가 허락한 공연에 한해 안내원의 안내에 따라 가능합니다.',
        '위반 시 안내원이 촬영을 제지하거나 퇴장을 요청할 수 있습니다.',
      ]),
      CONTACT(),
    ]),
  );

  notices.push(
    general('하우스 어셔(공연 안내원) 모집', addSeoulDays(today, -180), [
      p(`${HALL.name}과 함께할 하우스 어셔를 모집합니다. 공연을 사랑하는 분들의 많은 지원 바랍니다.`),
      h('모집 요강'),
      ul([
        '모집 인원: 6명',
        '근무 내용: 관객 입장 안내, 티켓 확인, 객석 안내, 공연 중 질서 유지',
        '근무 시간: 공연일 기준 평일 오후 6시 ~ 9시 30분, 주말 오후 3시 30분 ~ 7시',
        '지원 방법: 이력서를 이메일로 제출',
      ]),
      p(`지원서 접수: ${HALL.email}`),
    ]),
  );

  notices.push(
    general('엘리베이터 교체 공사에 따른 이용 안내', addSeoulDays(today, -200), [
      p('청음타워 엘리베이터 교체 공사로 공사 기간 중 일부 엘리베이터 운행이 중단됩니다.'),
      ul([
        '공사 기간: 약 3주',
        '운행 중단: 저층부 엘리베이터 2대 중 1대',
        '공연 관람객께서는 로비 안쪽의 고층부 엘리베이터(3층 정차)를 이용해 주세요.',
      ]),
      p('휠체어를 이용하시는 관객께서는 미리 연락 주시면 직원이 안내해 드립니다.'),
      CONTACT(),
    ]),
  );

  notices.push(
    general('티켓 예매 안내 – 현장 발권 미운영', addSeoulDays(today, -220), [
      p(`${HALL.name}의 모든 공연은 온라인 예매로만 티켓을 판매합니다.`),
      ul([
        [b('공연 당일 현장 발권은 운영하지 않습니다.')],
        '예매하신 티켓은 모바일 티켓으로 입장하실 수 있습니다.',
        '공연별 예매처는 공연 상세 페이지의 예매 링크에서 확인해 주세요.',
      ]),
      CONTACT(),
    ]),
  );

  notices.push(
    general('스타인웨이 피아노 정기 조율 및 정비 일정 안내', addSeoulDays(today, -245), [
      p(`${HALL.name}이 보유한 스타인웨이 D-274 콘서트 그랜드 피아노의 정기 정비를 실시합니다.`),
      ul([
        '정비 기간: 2일',
        '정비 내용: 해머 정형, 액션 조정, 정음 작업',
        '정비 기간에는 피아노를 사용하는 대관이 제한됩니다.',
      ]),
      RENTAL_CONTACT(),
    ]),
  );

  notices.push(
    general(
      '화재 대피 훈련 실시 안내',
      addSeoulDays(today, -270),
      [
        p('청음타워 전체 소방 합동 훈련에 맞춰 공연장 화재 대피 훈련을 실시합니다.'),
        ul([
          '훈련 시간: 오전 10시 ~ 11시',
          '훈련 중 비상 방송과 경보음이 울립니다.',
          '훈련 시간에는 공연장 로비 출입이 잠시 제한됩니다.',
        ]),
        p('훈련 일정은 첨부한 점검 일정표를 참고해 주세요.'),
        CONTACT(),
      ],
      { attachment: 'inspectionPdf' },
    ),
  );

  notices.push(
    general(
      '개인정보처리방침 개정 안내',
      addSeoulDays(ctx.privacyEffectiveDay, -7),
      [
        p(
          `${HALL.name} 개인정보처리방침이 아래와 같이 개정되어 ${koreanDate(ctx.privacyEffectiveDay)}부터 시행됩니다.`,
        ),
        h('주요 개정 내용'),
        ul([
          '대관 신청 첨부 서류(사업자등록증, 공연 계획서)의 보관 방법과 접근 제한 조치 명시',
          '승인되지 않은 대관 신청 정보의 보유 기간(처리 완료 후 1년) 신설',
          '개인정보 처리 위탁 현황 변경 (안내 메일 발송 업체 추가)',
          '개인정보 보호책임자 및 담당자 변경',
        ]),
        p(['개정된 개인정보처리방침은 홈페이지 하단의 ', b('[개인정보처리방침]'), '에서 확인하실 수 있습니다.']),
        CONTACT(),
      ],
      { postedHour: 9, postedMinute: 0 },
    ),
  );

  // ---------------------------------------------------------------- general, not published
  notices.push(
    general(
      `(내부) ${closureMonth}월 시설 점검 일정 변경 검토`,
      addSeoulDays(today, -5),
      [
        p(
          '시설팀 요청으로 정기 점검일을 하루 앞당기는 방안을 검토 중입니다. 해당일 대관 문의가 있어 확정 전까지 게시하지 않습니다.',
        ),
        ul(['검토 사항: 점검 업체 일정, 대관 예약 현황, 주차장 운영', '확정 후 공지 문구 수정하여 게시 예정']),
      ],
      { draft: true, postedHour: 17, postedMinute: 20 },
    ),
  );

  notices.push(
    general(
      '[초안] 대관료 조정 안내 – 검토 중, 게시 보류',
      addSeoulDays(today, -40),
      [
        p('다음 시즌 대관료 조정안 초안입니다. 운영위원회 심의 전이므로 게시하지 않습니다.'),
        ul(['공연 대관: 검토 중', '경연 대관: 검토 중', '기업·행사 대관: 검토 중']),
      ],
      { draft: true, postedHour: 18, postedMinute: 5 },
    ),
  );

  notices.push(
    general(
      '주차 요금 변경 안내 (시행 취소)',
      addSeoulDays(today, -130),
      [
        p(
          '청음타워 관리사무소와의 협의 결과 주차 요금 변경이 취소되어 이 공지는 내렸습니다. 기존 할인 기준이 그대로 적용됩니다.',
        ),
        ul(['평일: 3시간 할인권 6,000원 (최대 2매)', '주말: 1일 6,000원']),
      ],
      { draft: true, postedHour: 11, postedMinute: 30 },
    ),
  );

  notices.push(
    general(
      '임시 휴관 안내 (작성 중)',
      addSeoulDays(today, -210),
      [p('전기 설비 점검에 따른 임시 휴관 공지 초안입니다. 점검 일정이 정해지지 않아 게시를 보류합니다.')],
      { draft: true, postedHour: 15, postedMinute: 10 },
    ),
  );

  // ---------------------------------------------------------------- ticket open
  const recentOffsets = [1, 4, 8, 12, 17, 25, 31, 38];
  ctx.ticketShows.forEach((show, index) => {
    const latest = addSeoulDays(today, -recentOffsets[index % recentOffsets.length]);
    const postedDay = earlier(addSeoulDays(show.day, -35), latest);
    notices.push(ticketOpenNotice(show, postedDay, index));
  });

  return notices;
}
