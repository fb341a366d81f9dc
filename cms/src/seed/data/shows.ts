import type { ShowAccess } from '@hall/contract/access';

/**
 * The demo show catalogue. Performers, ensembles, agencies and companies are fictional.
 * Dates are not stored here: the generator places the upcoming list from today (Seoul)
 * forward and the past list backward.
 */
export type Genre =
  | 'piano'
  | 'violin'
  | 'cello'
  | 'chamber'
  | 'quartet'
  | 'gugak'
  | 'vocal'
  | 'jazz'
  | 'winds'
  | 'lecture'
  | 'kids'
  | 'competition';

export type AgeRating = '8세 이상' | '초등학생 이상' | '전체 관람가';

export interface ShowSeed {
  /** ASCII key: ticket URLs and poster file names. */
  slug: string;
  genre: Genre;
  title: string;
  host: string;
  /** One performer or role per line. */
  performers: string;
  runningTimeMinutes: number;
  ageRating: AgeRating;
  priceText: string;
  isOrganized: boolean;
  intro: string;
  programHeading?: string;
  program: string[];
  profile: string;
  /** Children's concerts and competitions go on a weekend date when one is free. */
  preferWeekend?: boolean;
  /** No online ticket link (invitation or entry by registration only). */
  noTicket?: boolean;
  /**
   * 공연 취소, or 일정 변경 from the same weekday `weeksEarlier` weeks before its place on the
   * calendar, with the 변경 안내 shown on the site (docs/decisions/035).
   */
  change?: { status: 'cancelled'; note: string } | { status: 'rescheduled'; weeksEarlier: number; note: string };
}

const HALL_HOST = '청음아트홀';

export const PRICE = {
  flat30: '전석 30,000원',
  rs: 'R석 50,000원 / S석 30,000원',
  rsLow: 'R석 40,000원 / S석 20,000원',
  flat20: '전석 20,000원',
  flat15: '전석 15,000원',
  free: '무료 (사전 예약)',
} as const;

/** Index 0 is the show of today; the rest follow in date order. */
export const UPCOMING_SHOWS: ShowSeed[] = [
  {
    slug: 'kim-seoyun-piano',
    genre: 'piano',
    title: '김서윤 피아노 리사이틀 – 쇼팽과 라흐마니노프',
    host: '라온 아트 매니지먼트',
    performers: '피아노 김서윤',
    runningTimeMinutes: 100,
    ageRating: '초등학생 이상',
    priceText: PRICE.rs,
    isOrganized: false,
    intro:
      '섬세한 음색과 깊이 있는 해석으로 주목받는 피아니스트 김서윤이 쇼팽의 발라드와 라흐마니노프의 회화적 연습곡으로 무대를 채웁니다. 낭만주의 피아노 음악의 두 정점을 한 무대에서 비교해 들을 수 있는 드문 기회입니다.',
    program: [
      '쇼팽 / 발라드 제1번 사단조, Op. 23',
      '쇼팽 / 발라드 제4번 바단조, Op. 52',
      '쇼팽 / 뱃노래 올림바장조, Op. 60',
      '라흐마니노프 / 회화적 연습곡, Op. 39 중 발췌',
      '라흐마니노프 / 피아노 소나타 제2번 내림나단조, Op. 36 (1931년 개정판)',
    ],
    profile:
      '김서윤은 국내 음악대학을 졸업하고 독일 하노버에서 최고연주자과정을 마쳤습니다. 유럽 여러 콩쿠르에서 입상했으며 현재 국내외에서 독주와 실내악 활동을 이어가고 있습니다.',
  },
  {
    slug: 'quartet-ongyeol',
    genre: 'quartet',
    title: '현악 4중주단 온결 창단 5주년 연주회',
    host: '현악 4중주단 온결',
    performers: '제1바이올린 이하린\n제2바이올린 박도현\n비올라 최가온\n첼로 정민호',
    runningTimeMinutes: 110,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '창단 5주년을 맞은 현악 4중주단 온결이 하이든과 베토벤, 그리고 라벨의 4중주로 지난 시간을 돌아봅니다. 네 악기가 하나의 결로 숨 쉬는 정교한 앙상블을 280석 홀의 가까운 거리에서 만나 보세요.',
    program: [
      '하이든 / 현악 4중주 라장조, Op. 76-5',
      '라벨 / 현악 4중주 바장조',
      '베토벤 / 현악 4중주 제13번 내림나장조, Op. 130 (대푸가 피날레)',
    ],
    profile:
      '온결은 같은 대학에서 공부한 네 명의 연주자가 결성한 현악 4중주단입니다. 국내 실내악 콩쿠르 1위 입상 이후 매년 정기연주회와 지역 순회 공연을 열고 있습니다.',
  },
  {
    slug: 'gayageum-sanjo',
    genre: 'gugak',
    title: '가야금 산조의 밤 – 최지안 가야금 독주회',
    host: '소리결 기획',
    performers: '가야금 최지안\n장구 임도윤',
    runningTimeMinutes: 80,
    ageRating: '8세 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '느린 진양조에서 휘몰이까지, 가야금 산조 한 바탕을 장구 반주와 함께 온전히 들려드리는 무대입니다. 울림이 풍부한 홀의 음향 속에서 농현 하나하나의 결을 가까이 느낄 수 있습니다.',
    program: [
      '가야금 산조 한 바탕 (진양조 – 중모리 – 중중모리 – 자진모리 – 휘모리)',
      '창작 가야금 독주곡 〈물의 길〉 (초연)',
      '가야금 병창 〈사랑가〉',
    ],
    profile:
      '최지안은 국립국악고등학교와 국악과를 졸업하고 여러 국악관현악단의 협연자로 활동했습니다. 전통 산조의 원형을 지키면서도 창작곡 초연에 꾸준히 참여하고 있습니다.',
  },
  {
    slug: 'jazz-blue-hour',
    genre: 'jazz',
    title: "재즈 트리오 '블루 아워' 콘서트",
    host: '무빙뮤직',
    performers: '피아노 오재현\n더블베이스 한소윤\n드럼 강태오',
    runningTimeMinutes: 90,
    ageRating: '8세 이상',
    priceText: PRICE.rsLow,
    isOrganized: false,
    intro:
      '해가 지고 하늘이 푸르게 물드는 시간, 블루 아워. 피아노 트리오가 재즈 스탠더드와 자작곡을 오가며 도심의 저녁을 따뜻한 즉흥으로 채웁니다.',
    program: [
      '빌 에반스 / Waltz for Debby',
      '듀크 엘링턴 / In a Sentimental Mood',
      '오재현 / 청계천의 밤',
      '오재현 / 블루 아워',
      '스탠더드 메들리',
    ],
    profile:
      '블루 아워는 서울의 재즈 클럽 무대에서 10년 넘게 호흡을 맞춰 온 트리오입니다. 두 장의 정규 음반을 발표했으며 재즈 페스티벌에 꾸준히 초청되고 있습니다.',
    change: {
      status: 'cancelled',
      note: '연주자의 건강 문제로 공연이 취소되었습니다. 예매하신 티켓은 예매처에서 전액 자동 환불됩니다.',
    },
  },
  {
    slug: 'kids-nutcracker',
    genre: 'kids',
    title: "어린이 음악회 '호두까기 인형과 떠나는 음악 여행'",
    host: HALL_HOST,
    performers: '해설 윤다온\n청음 키즈 앙상블 (플루트, 클라리넷, 바이올린, 첼로, 피아노)',
    runningTimeMinutes: 70,
    ageRating: '전체 관람가',
    priceText: PRICE.flat15,
    isOrganized: true,
    preferWeekend: true,
    intro:
      '차이콥스키의 발레 음악 〈호두까기 인형〉을 따라 과자의 나라로 떠나는 가족 음악회입니다. 해설자와 함께 악기 소리를 하나씩 알아보고, 익숙한 선율에 맞춰 몸으로 리듬을 느껴 봅니다.',
    programHeading: '음악 여행 순서',
    program: ['행진곡', '사탕 요정의 춤', '러시아 춤 (트레팍)', '갈대 피리의 춤', '꽃의 왈츠'],
    profile:
      '청음 키즈 앙상블은 청음아트홀이 어린이 관객을 위해 꾸린 5인조 앙상블입니다. 연주자들이 직접 악기를 소개하는 해설 음악회로 매 시즌 관객을 만나고 있습니다.',
  },
  {
    slug: 'jeong-yujin-cello-bach',
    genre: 'cello',
    title: '정유진 첼로 독주회 – 바흐 무반주 모음곡 Ⅰ',
    host: '봄날 클래식',
    performers: '첼로 정유진',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '첼리스트 정유진이 바흐 무반주 첼로 모음곡 전곡 연주를 두 차례에 걸쳐 선보입니다. 그 첫 무대에서는 제1번부터 제3번까지, 한 대의 첼로가 그려 내는 춤곡의 세계를 펼칩니다.',
    program: [
      '바흐 / 무반주 첼로 모음곡 제1번 사장조, BWV 1007',
      '바흐 / 무반주 첼로 모음곡 제2번 라단조, BWV 1008',
      '바흐 / 무반주 첼로 모음곡 제3번 다장조, BWV 1009',
    ],
    profile:
      '정유진은 빈 국립음대를 졸업하고 유럽의 여러 오케스트라에서 수석 첼리스트로 활동했습니다. 귀국 후 바로크 해석에 관한 강의와 독주 활동을 병행하고 있습니다.',
    change: {
      status: 'rescheduled',
      weeksEarlier: 1,
      note: '연주자의 해외 공연 일정이 바뀌어 공연을 일주일 연기합니다. 예매하신 티켓은 새 일정에 그대로 쓰실 수 있고, 환불을 원하시면 예매처로 문의해주세요.',
    },
  },
  {
    slug: 'haegeum-wind-song',
    genre: 'gugak',
    title: "한승우 해금 리사이틀 '바람의 노래'",
    host: '소리결 기획',
    performers: '해금 한승우\n피아노 문하준\n타악 배시온',
    runningTimeMinutes: 85,
    ageRating: '8세 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '두 줄의 현으로 사람의 목소리를 닮은 소리를 내는 해금. 해금 연주자 한승우가 전통 곡과 피아노와 함께하는 창작곡을 엮어 바람처럼 흐르는 무대를 만듭니다.',
    program: [
      '해금 산조 (지영희류)',
      '창작곡 〈바람의 노래〉',
      '창작곡 〈길 위의 시간〉 (해금과 피아노를 위한)',
      '민요 주제에 의한 환상곡 〈아리랑〉',
    ],
    profile: '한승우는 전통 해금 연주와 창작 음악을 넘나들며 활동하는 연주자로, 세 장의 독주 음반을 발표했습니다.',
  },
  {
    slug: 'gala-first-note',
    genre: 'chamber',
    title: "청음 갈라 콘서트 '첫 음'",
    host: HALL_HOST,
    performers: '소프라노 장예린\n바이올린 이하린\n첼로 정유진\n피아노 김서윤\n청음 체임버 앙상블',
    runningTimeMinutes: 120,
    ageRating: '초등학생 이상',
    priceText: PRICE.rs,
    isOrganized: true,
    intro:
      '청음아트홀과 인연을 맺어 온 연주자들이 한 무대에 모이는 갈라 콘서트입니다. 성악과 기악, 독주와 실내악을 오가며 새로운 시즌의 첫 음을 함께 울립니다.',
    program: [
      '모차르트 / 오페라 〈피가로의 결혼〉 서곡 (체임버 편곡)',
      '푸치니 / 오페라 〈잔니 스키키〉 중 "오 사랑하는 나의 아버지"',
      '크라이슬러 / 사랑의 기쁨',
      '포레 / 엘레지, Op. 24',
      '멘델스존 / 피아노 트리오 제1번 라단조, Op. 49 중 제1악장',
    ],
    profile: '청음 체임버 앙상블은 청음아트홀 상주 단체로, 매 시즌 기획공연과 교육 프로그램을 함께 만들고 있습니다.',
  },
  {
    slug: 'youth-piano-competition-12',
    genre: 'competition',
    title: '제12회 청음 청소년 피아노 콩쿠르 본선',
    host: HALL_HOST,
    performers: '본선 진출자 12명 (초등부·중등부·고등부)\n심사위원 5인',
    runningTimeMinutes: 120,
    ageRating: '전체 관람가',
    priceText: '무료 (선착순 입장)',
    isOrganized: true,
    preferWeekend: true,
    noTicket: true,
    intro:
      '예선을 통과한 청소년 피아니스트들이 본선 무대에서 기량을 겨룹니다. 본선은 누구나 관람할 수 있으며, 모든 연주가 끝난 뒤 같은 자리에서 시상식이 열립니다.',
    programHeading: '본선 진행 순서',
    program: [
      '초등부 본선 (자유곡 1곡, 8분 이내)',
      '중등부 본선 (고전 소나타 1악장 및 자유곡)',
      '고등부 본선 (낭만 또는 근현대 작품 포함 15분 이내)',
      '심사 및 시상식',
    ],
    profile:
      '청음 청소년 피아노 콩쿠르는 청음아트홀이 매년 여는 경연으로, 역대 입상자들이 국내외 음악대학과 콩쿠르에서 활약하고 있습니다.',
  },
  {
    slug: 'leadership-forum',
    genre: 'lecture',
    title: '경영 트렌드 포럼 – 조직문화와 리더십',
    host: '(주)세움파트너스',
    performers: '강연 남궁현 (조직문화 연구소 대표)\n대담 진행 서하늘',
    runningTimeMinutes: 100,
    ageRating: '초등학생 이상',
    priceText: PRICE.free,
    isOrganized: false,
    intro:
      '변화하는 일터에서 신뢰와 성과를 함께 만드는 리더십은 무엇일까요. 조직문화 연구자의 강연과 현장 리더들과의 대담으로 구성한 기업 강연입니다.',
    programHeading: '강연 순서',
    program: [
      '1부 강연 – 일하는 방식의 변화와 조직문화',
      '2부 사례 발표 – 작은 팀의 회의 문화 바꾸기',
      '3부 대담 및 질의응답',
    ],
    profile: '남궁현 대표는 기업 조직문화 진단과 리더십 교육을 15년간 해 온 연구자로, 여러 권의 경영서를 펴냈습니다.',
  },
  {
    slug: 'pansori-heungbo',
    genre: 'gugak',
    title: '판소리 흥보가 눈대목 – 윤채원의 소리',
    host: '우리소리 연구회',
    performers: '소리 윤채원\n고수 김한결',
    runningTimeMinutes: 100,
    ageRating: '8세 이상',
    priceText: PRICE.flat20,
    isOrganized: false,
    intro:
      '흥보가의 백미로 꼽히는 대목들을 골라 부르는 눈대목 무대입니다. 소리꾼과 고수, 그리고 관객의 추임새가 어우러지는 판소리의 현장을 가까이에서 경험해 보세요.',
    program: ['흥보 가난 타령', '제비 노정기', '박 타는 대목', '놀보 심술 대목', '뒤풀이'],
    profile:
      '윤채원은 판소리 흥보가를 사사하고 여러 차례 완창 발표회를 연 소리꾼입니다. 판소리의 해학을 현대 관객에게 전하는 해설 공연으로도 사랑받고 있습니다.',
  },
  {
    slug: 'oh-minjae-clarinet',
    genre: 'winds',
    title: '오민재 클라리넷 리사이틀',
    host: '봄날 클래식',
    performers: '클라리넷 오민재\n피아노 서지호',
    runningTimeMinutes: 85,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '부드럽고 따뜻한 음색의 클라리넷으로 브람스와 풀랑크, 그리고 거슈윈까지 폭넓은 레퍼토리를 들려주는 리사이틀입니다.',
    program: [
      '브람스 / 클라리넷 소나타 제1번 바단조, Op. 120-1',
      '풀랑크 / 클라리넷 소나타',
      '드뷔시 / 클라리넷을 위한 첫 번째 랩소디',
      '거슈윈 / 세 개의 전주곡 (클라리넷 편곡)',
    ],
    profile: '오민재는 파리에서 공부하고 국내 교향악단의 부수석으로 활동하며 꾸준히 독주 무대를 열고 있습니다.',
  },
  {
    slug: 'wind-quintet-sum',
    genre: 'winds',
    title: "목관 5중주 '숨' 정기연주회",
    host: '목관 5중주단 숨',
    performers: '플루트 유다인\n오보에 차은서\n클라리넷 오민재\n바순 신예준\n호른 구자윤',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat20,
    isOrganized: false,
    intro:
      '다섯 개의 관악기가 한 호흡으로 빚어내는 목관 5중주의 색채를 소개합니다. 고전부터 20세기 작품까지 다채로운 음색의 조합을 만나 보세요.',
    program: [
      '라이하 / 목관 5중주 내림마장조, Op. 88-2',
      '이베르 / 세 개의 짧은 소품',
      '닐센 / 목관 5중주, Op. 43',
      '리게티 / 목관 5중주를 위한 여섯 개의 바가텔',
    ],
    profile:
      '숨은 국내 교향악단의 젊은 목관 주자들이 모여 만든 앙상블로, 매년 정기연주회와 청소년 교육 공연을 열고 있습니다.',
  },
  {
    slug: 'seo-jiho-guitar',
    genre: 'chamber',
    title: "서지호 기타 리사이틀 '스페인의 정원'",
    host: '라온 아트 매니지먼트',
    performers: '기타 서지호',
    runningTimeMinutes: 80,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '알함브라 궁전의 정원을 거니는 듯한 스페인 기타 음악의 밤입니다. 타레가와 알베니스, 로드리고의 명곡을 한 대의 기타로 들려드립니다.',
    program: [
      '타레가 / 알함브라 궁전의 추억',
      '알베니스 / 아스투리아스',
      '그라나도스 / 스페인 무곡 제5번',
      '로드리고 / 소나타 지오코사',
      '빌라로보스 / 다섯 개의 전주곡',
    ],
    profile:
      '서지호는 마드리드에서 공부한 기타리스트로, 유럽과 남미 투어를 거쳐 현재 국내에서 활발하게 연주 활동을 하고 있습니다.',
  },
  {
    slug: 'jang-yerin-soprano',
    genre: 'vocal',
    title: '장예린 소프라노 독창회 – 사랑의 노래',
    host: '봄날 클래식',
    performers: '소프라노 장예린\n피아노 노은채',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.rs,
    isOrganized: false,
    intro: '소프라노 장예린이 슈만의 연가곡과 한국 가곡, 오페라 아리아로 사랑의 여러 얼굴을 노래합니다.',
    program: [
      '슈만 / 연가곡 〈여인의 사랑과 생애〉, Op. 42',
      '김효근 / 내 영혼 바람되어',
      '윤학준 / 마중',
      '구노 / 오페라 〈로미오와 줄리엣〉 중 "아, 꿈속에 살고 싶어라"',
      '푸치니 / 오페라 〈라 보엠〉 중 "내 이름은 미미"',
    ],
    profile:
      '장예린은 이탈리아에서 공부하고 유럽 오페라 극장에서 주역으로 데뷔했습니다. 귀국 후 오페라와 독창회 무대를 오가며 활동하고 있습니다.',
  },
  {
    slug: 'salon-schumann',
    genre: 'chamber',
    title: '청음 살롱 콘서트 – 슈만과 클라라',
    host: HALL_HOST,
    performers: '피아노 임태윤\n바이올린 배수아\n해설 윤다온',
    runningTimeMinutes: 80,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat20,
    isOrganized: true,
    intro:
      '로베르트 슈만과 클라라 슈만, 두 음악가가 주고받은 편지와 음악을 따라가는 해설 음악회입니다. 작은 살롱에 초대받은 듯 편안한 분위기로 진행됩니다.',
    program: [
      '클라라 슈만 / 세 개의 로망스, Op. 22',
      '로베르트 슈만 / 바이올린 소나타 제1번 가단조, Op. 105',
      '로베르트 슈만 / 어린이 정경, Op. 15 중 발췌',
      '로베르트 슈만 / 헌정 (리스트 편곡)',
    ],
    profile: '청음 살롱 콘서트는 음악가의 삶과 작품을 해설과 함께 소개하는 청음아트홀의 기획 시리즈입니다.',
  },
  {
    slug: 'geomungo-daegeum',
    genre: 'gugak',
    title: "거문고와 대금의 대화 – 국악 실내악 '여음'",
    host: '국악 실내악단 여음',
    performers: '거문고 권시우\n대금 송하율\n가야금 최지안\n장구 임도윤',
    runningTimeMinutes: 80,
    ageRating: '8세 이상',
    priceText: PRICE.flat20,
    isOrganized: false,
    intro: '묵직한 거문고와 맑은 대금이 나누는 대화를 중심으로, 전통 정악과 창작 국악 실내악을 함께 엮은 무대입니다.',
    program: [
      '정악 〈수룡음〉',
      '대금 독주 〈청성곡〉',
      '거문고 산조 (한갑득류)',
      '창작곡 〈여음〉',
      '창작곡 〈도시의 새벽〉',
    ],
    profile:
      '여음은 전통 악기의 울림을 현대적인 실내악으로 풀어내는 국악 실내악단으로, 창단 이후 20여 곡의 창작곡을 위촉·초연했습니다.',
  },
  {
    slug: 'lim-taeyun-beethoven',
    genre: 'piano',
    title: '임태윤 피아노 독주회 – 베토벤 후기 소나타',
    host: '라온 아트 매니지먼트',
    performers: '피아노 임태윤',
    runningTimeMinutes: 95,
    ageRating: '초등학생 이상',
    priceText: PRICE.rs,
    isOrganized: false,
    intro:
      '베토벤이 마지막으로 남긴 세 개의 피아노 소나타를 한 무대에서 연주합니다. 고독과 초월의 음악을 차분히 따라가는 깊은 밤이 될 것입니다.',
    program: [
      '베토벤 / 피아노 소나타 제30번 마장조, Op. 109',
      '베토벤 / 피아노 소나타 제31번 내림가장조, Op. 110',
      '베토벤 / 피아노 소나타 제32번 다단조, Op. 111',
    ],
    profile:
      '임태윤은 베토벤 소나타 전곡 연주 프로젝트를 5년째 이어 가고 있는 피아니스트로, 음악대학에서 후학을 가르치고 있습니다.',
  },
  {
    slug: 'bae-kwon-duo',
    genre: 'violin',
    title: '배수아 & 권시우 듀오 리사이틀',
    host: '봄날 클래식',
    performers: '바이올린 배수아\n피아노 권시우',
    runningTimeMinutes: 95,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro: '오랜 시간 호흡을 맞춰 온 바이올린과 피아노 듀오가 프랑스 소나타의 정수를 들려드립니다.',
    program: [
      '모차르트 / 바이올린 소나타 마단조, K. 304',
      '포레 / 바이올린 소나타 제1번 가장조, Op. 13',
      '드뷔시 / 바이올린 소나타 사단조',
      '프랑크 / 바이올린 소나타 가장조',
    ],
    profile:
      '두 연주자는 대학 시절 만나 10년 넘게 듀오로 활동하며 프랑스와 독일 레퍼토리를 중심으로 음반을 발표했습니다.',
  },
  {
    slug: 'kids-rabbit-tale',
    genre: 'kids',
    title: "어린이 국악 동화 콘서트 '토끼전'",
    host: HALL_HOST,
    performers: '소리 윤채원\n국악 실내악단 여음\n이야기꾼 한아름',
    runningTimeMinutes: 70,
    ageRating: '전체 관람가',
    priceText: PRICE.flat15,
    isOrganized: true,
    preferWeekend: true,
    intro:
      '용왕님의 병을 고치려고 육지로 나온 자라와 꾀 많은 토끼의 이야기를 판소리와 국악기 연주로 들려주는 가족 공연입니다.',
    programHeading: '이야기 순서',
    program: ['용궁의 잔치', '자라의 육지 나들이', '토끼와 자라의 만남', '토끼의 꾀', '다 함께 부르는 〈토끼 타령〉'],
    profile: '판소리 〈수궁가〉를 어린이 눈높이에 맞게 다시 쓴 청음아트홀의 가족 기획공연입니다.',
  },
  {
    slug: 'new-composers',
    genre: 'chamber',
    title: "청년 작곡가 신작 발표회 '새로운 소리'",
    host: HALL_HOST,
    performers: '청음 체임버 앙상블\n지휘 남다온\n작곡 강유나, 문지후, 이서진, 홍예성',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.free,
    isOrganized: true,
    intro:
      '청음아트홀이 공모로 선정한 청년 작곡가 네 명의 신작을 세계 초연합니다. 연주 뒤에는 작곡가와 관객이 함께하는 대화 시간이 이어집니다.',
    programHeading: '초연 작품',
    program: [
      '강유나 / 〈유리의 시간〉 (플루트, 클라리넷, 피아노)',
      '문지후 / 〈지하철 2호선〉 (현악 4중주)',
      '이서진 / 〈빛의 잔향〉 (실내 앙상블)',
      '홍예성 / 〈숨과 결〉 (해금과 현악 앙상블)',
    ],
    profile:
      '청년 작곡가 신작 발표회는 공연장이 작품을 위촉하고 상주 단체가 초연하는 청음아트홀의 창작 지원 프로그램입니다.',
  },
  {
    slug: 'opera-aria-night',
    genre: 'vocal',
    title: '오페라 아리아의 밤',
    host: HALL_HOST,
    performers: '소프라노 장예린\n메조소프라노 하윤서\n테너 안지후\n바리톤 조현우\n피아노 노은채\n한결 오페라 앙상블',
    runningTimeMinutes: 110,
    ageRating: '8세 이상',
    priceText: PRICE.rs,
    isOrganized: true,
    intro: '네 명의 성악가가 모차르트부터 베르디, 푸치니까지 오페라의 명장면을 아리아와 중창으로 들려줍니다.',
    program: [
      '모차르트 / 〈마술피리〉 중 "밤의 여왕의 아리아"',
      '비제 / 〈카르멘〉 중 "하바네라"',
      '베르디 / 〈리골레토〉 중 "여자의 마음"',
      '베르디 / 〈라 트라비아타〉 중 "축배의 노래"',
      '푸치니 / 〈투란도트〉 중 "아무도 잠들지 말라"',
    ],
    profile: '한결 오페라 앙상블은 젊은 성악가들이 모여 오페라 갈라와 소극장 오페라를 무대에 올리는 단체입니다.',
  },
  {
    slug: 'piano-duo-four-hands',
    genre: 'piano',
    title: "피아노 듀오 '네 손의 대화'",
    host: '라온 아트 매니지먼트',
    performers: '피아노 홍지민\n피아노 차은서',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro: '한 대의 피아노에 두 사람이 나란히 앉는 포핸즈와 두 대의 피아노를 위한 작품으로 꾸민 듀오 리사이틀입니다.',
    program: [
      '슈베르트 / 환상곡 바단조, D. 940 (포핸즈)',
      '브람스 / 헝가리 무곡 제1, 5, 6번 (포핸즈)',
      '라흐마니노프 / 두 대의 피아노를 위한 모음곡 제2번, Op. 17',
      '피아졸라 / 리베르탱고 (두 대의 피아노 편곡)',
    ],
    profile: '두 피아니스트는 독일 유학 시절 듀오를 결성해 국제 피아노 듀오 콩쿠르에서 입상했습니다.',
  },
  {
    slug: 'chamber-series-4',
    genre: 'chamber',
    title: '청음 실내악 시리즈 Ⅳ – 브람스 현악 6중주',
    host: HALL_HOST,
    performers: '현악 4중주단 온결\n비올라 신예준\n첼로 송하은',
    runningTimeMinutes: 105,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: true,
    intro:
      '청음 실내악 시리즈의 네 번째 무대에서는 현악 4중주단 온결이 두 명의 객원 연주자와 함께 브람스의 두 현악 6중주를 연주합니다. 여섯 대의 현악기가 만드는 풍성한 울림을 280석 홀에서 가깝게 느껴 보세요.',
    program: ['브람스 / 현악 6중주 제1번 내림나장조, Op. 18', '브람스 / 현악 6중주 제2번 사장조, Op. 36'],
    profile: '청음 실내악 시리즈는 공연장이 직접 기획해 매 시즌 네 차례 여는 실내악 프로그램입니다.',
  },
  {
    slug: 'brass-quintet',
    genre: 'winds',
    title: "금관 5중주 '브라스 온' 콘서트",
    host: '브라스 온',
    performers: '트럼펫 강민준, 이도하\n호른 구자윤\n트롬본 박시현\n튜바 윤재원',
    runningTimeMinutes: 85,
    ageRating: '전체 관람가',
    priceText: PRICE.flat20,
    isOrganized: false,
    intro:
      '화려한 팡파르부터 영화 음악까지, 금관 5중주가 들려주는 밝고 힘찬 무대입니다. 온 가족이 함께 즐길 수 있습니다.',
    program: [
      '바흐 / 작은 푸가 사단조',
      '에발트 / 금관 5중주 제1번',
      '번스타인 / 〈웨스트 사이드 스토리〉 모음곡',
      '영화 음악 메들리',
    ],
    profile:
      '브라스 온은 교향악단 금관 주자들로 구성된 5중주단으로, 클래식과 대중음악을 넘나드는 편곡으로 사랑받고 있습니다.',
  },
];

/** Index 0 is the most recent past show; the rest go back in time. */
export const PAST_SHOWS: ShowSeed[] = [
  {
    slug: 'song-haeun-cello',
    genre: 'cello',
    title: '송하은 첼로 리사이틀 – 러시아의 서정',
    host: '봄날 클래식',
    performers: '첼로 송하은\n피아노 문하준',
    runningTimeMinutes: 95,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '차이콥스키와 라흐마니노프, 쇼스타코비치의 첼로 작품으로 러시아 음악 특유의 서정과 열정을 그려 낸 리사이틀입니다.',
    program: [
      '차이콥스키 / 녹턴, Op. 19-4',
      '쇼스타코비치 / 첼로 소나타 라단조, Op. 40',
      '라흐마니노프 / 첼로 소나타 사단조, Op. 19',
    ],
    profile: '송하은은 모스크바에서 공부하고 국내외 오케스트라와 협연하며 활동하고 있는 첼리스트입니다.',
  },
  {
    slug: 'hong-jimin-debussy',
    genre: 'piano',
    title: '홍지민 피아노 독주회 – 드뷔시 전주곡',
    host: '라온 아트 매니지먼트',
    performers: '피아노 홍지민',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '빛과 색채의 작곡가 드뷔시의 전주곡 제1권 전곡을 중심으로, 인상주의 피아노 음악의 섬세한 음향을 탐구한 무대였습니다.',
    program: ['드뷔시 / 전주곡 제1권 전곡', '라벨 / 물의 유희', '라벨 / 밤의 가스파르 중 〈옹딘〉'],
    profile: '홍지민은 파리 국립고등음악원을 졸업했으며 프랑스 레퍼토리 해석으로 호평받고 있습니다.',
  },
  {
    slug: 'chamber-festival-opening',
    genre: 'chamber',
    title: '청음 실내악 페스티벌 개막 공연',
    host: HALL_HOST,
    performers: '청음 체임버 앙상블\n현악 4중주단 온결\n피아노 임태윤',
    runningTimeMinutes: 120,
    ageRating: '초등학생 이상',
    priceText: PRICE.rs,
    isOrganized: true,
    intro:
      '일주일 동안 이어진 청음 실내악 페스티벌의 문을 연 개막 공연입니다. 페스티벌 참여 연주자들이 모여 피아노 5중주의 걸작을 함께 연주했습니다.',
    program: [
      '모차르트 / 디베르티멘토 라장조, K. 136',
      '슈만 / 피아노 5중주 내림마장조, Op. 44',
      '드보르자크 / 피아노 5중주 제2번 가장조, Op. 81',
    ],
    profile: '청음 실내악 페스티벌은 매년 열리는 청음아트홀의 대표 기획 축제입니다.',
  },
  {
    slug: 'haegeum-moonlight',
    genre: 'gugak',
    title: "해금 독주회 '달빛 아래'",
    host: '우리소리 연구회',
    performers: '해금 노가윤\n가야금 최지안',
    runningTimeMinutes: 80,
    ageRating: '8세 이상',
    priceText: PRICE.flat20,
    isOrganized: false,
    intro: '달빛을 주제로 한 전통 곡과 창작곡으로 해금의 애잔하면서도 맑은 음색을 들려준 독주회입니다.',
    program: ['해금 산조 (서용석류)', '창작곡 〈달하 노피곰 도다샤〉', '창작곡 〈월하정인〉', '민요 〈달타령〉 변주'],
    profile: '노가윤은 해금 전공으로 국악과를 졸업하고 국악관현악단 단원으로 활동하며 독주 무대를 열어 왔습니다.',
  },
  {
    slug: 'jazz-three-pm',
    genre: 'jazz',
    title: "재즈 트리오 '오후 세 시' 라이브",
    host: '무빙뮤직',
    performers: '기타 윤하람\n베이스 이준서\n드럼 강태오',
    runningTimeMinutes: 90,
    ageRating: '8세 이상',
    priceText: PRICE.rsLow,
    isOrganized: false,
    intro: '기타 트리오 오후 세 시가 새 음반 발매를 기념해 수록곡 전곡을 라이브로 선보인 무대였습니다.',
    program: [
      '오후 세 시 / 느린 산책',
      '오후 세 시 / 남산 아래에서',
      '팻 메시니 / Bright Size Life',
      '스탠더드 / Autumn Leaves',
    ],
    profile: '오후 세 시는 기타, 베이스, 드럼으로 구성된 재즈 트리오로, 서정적인 자작곡으로 사랑받고 있습니다.',
  },
  {
    slug: 'moon-soyul-violin',
    genre: 'violin',
    title: '문소율 바이올린 독주회',
    host: '봄날 클래식',
    performers: '바이올린 문소율\n피아노 권시우',
    runningTimeMinutes: 95,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '바이올리니스트 문소율이 바흐의 무반주 파르티타와 브람스, 사라사테를 통해 바이올린의 다채로운 표정을 보여 준 독주회입니다.',
    program: [
      '바흐 / 무반주 바이올린 파르티타 제2번 라단조, BWV 1004',
      '브람스 / 바이올린 소나타 제3번 라단조, Op. 108',
      '사라사테 / 치고이너바이젠, Op. 20',
    ],
    profile: '문소율은 국제 바이올린 콩쿠르 입상 이후 국내외 오케스트라와 협연하며 활동하고 있습니다.',
  },
  {
    slug: 'korean-art-songs',
    genre: 'vocal',
    title: '가곡의 밤 – 그리움을 노래하다',
    host: HALL_HOST,
    performers: '소프라노 장예린\n테너 안지후\n바리톤 조현우\n피아노 노은채',
    runningTimeMinutes: 100,
    ageRating: '8세 이상',
    priceText: PRICE.flat20,
    isOrganized: true,
    intro:
      '세대를 넘어 사랑받아 온 한국 가곡과 새로 쓰인 창작 가곡을 세 명의 성악가가 함께 노래한 가곡 음악회였습니다.',
    program: [
      '홍난파 / 봉선화',
      '김동진 / 가고파',
      '최영섭 / 그리운 금강산',
      '이원주 / 베틀 노래',
      '창작 가곡 〈서울의 저녁〉 (초연)',
    ],
    profile: '한국 가곡의 아름다움을 알리기 위해 청음아트홀이 매년 기획하는 가곡 시리즈 공연입니다.',
  },
  {
    slug: 'youth-piano-competition-11',
    genre: 'competition',
    title: '제11회 청음 청소년 피아노 콩쿠르 본선',
    host: HALL_HOST,
    performers: '본선 진출자 12명 (초등부·중등부·고등부)\n심사위원 5인',
    runningTimeMinutes: 120,
    ageRating: '전체 관람가',
    priceText: '무료 (선착순 입장)',
    isOrganized: true,
    preferWeekend: true,
    noTicket: true,
    intro:
      '지난해 열린 제11회 청음 청소년 피아노 콩쿠르 본선입니다. 부문별 입상자는 공지사항에서 확인하실 수 있습니다.',
    programHeading: '본선 진행 순서',
    program: ['초등부 본선', '중등부 본선', '고등부 본선', '심사 및 시상식'],
    profile: '청음 청소년 피아노 콩쿠르는 청음아트홀이 매년 여는 경연입니다.',
  },
  {
    slug: 'gayageum-byeongchang',
    genre: 'gugak',
    title: "가야금 병창 '사랑가' – 노은서 발표회",
    host: '우리소리 연구회',
    performers: '가야금 병창 노은서\n고수 김한결',
    runningTimeMinutes: 75,
    ageRating: '8세 이상',
    priceText: PRICE.flat20,
    isOrganized: false,
    intro: '가야금을 타며 노래하는 가야금 병창으로 춘향가와 심청가의 대목, 그리고 민요를 들려준 발표회입니다.',
    program: [
      '가야금 병창 〈사랑가〉 (춘향가 중)',
      '가야금 병창 〈범피중류〉 (심청가 중)',
      '남도 민요 〈새타령〉',
      '가야금 병창 〈녹음방초〉',
    ],
    profile: '노은서는 가야금 병창을 전공하고 여러 전통예술 경연에서 입상한 젊은 소리꾼입니다.',
  },
  {
    slug: 'quartet-monogram-beethoven',
    genre: 'quartet',
    title: "현악 4중주단 '모노그램' 베토벤 사이클 Ⅱ",
    host: '현악 4중주단 모노그램',
    performers: '바이올린 김도하, 유시원\n비올라 박세아\n첼로 이건우',
    runningTimeMinutes: 115,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro: '베토벤 현악 4중주 전곡 연주 시리즈의 두 번째 무대로, 중기 작품인 라주모프스키 4중주를 연주했습니다.',
    program: [
      '베토벤 / 현악 4중주 제7번 바장조, Op. 59-1 "라주모프스키 1번"',
      '베토벤 / 현악 4중주 제9번 다장조, Op. 59-3 "라주모프스키 3번"',
    ],
    profile: '모노그램은 베토벤 전곡 사이클을 3년에 걸쳐 진행하고 있는 현악 4중주단입니다.',
  },
  {
    slug: 'hanbit-anniversary-lecture',
    genre: 'lecture',
    title: '(주)한빛솔루션 창립 20주년 기념 강연회',
    host: '(주)한빛솔루션',
    performers: '강연 최서안 (미래기술연구원 연구위원)\n사회 정하진',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: '초청 관객 대상 (무료)',
    isOrganized: false,
    noTicket: true,
    intro: '기업 창립 20주년을 맞아 임직원과 고객사를 초청해 기술과 일의 미래를 주제로 연 기념 강연회입니다.',
    programHeading: '행사 순서',
    program: [
      '개회 및 기념 영상 상영',
      '기조 강연 – 기술이 바꾸는 일의 미래',
      '공로 직원 시상',
      '축하 공연 (현악 3중주)',
    ],
    profile: '본 행사는 청음아트홀 기업 대관으로 진행되었습니다.',
  },
  {
    slug: 'kids-carnival-animals',
    genre: 'kids',
    title: "어린이 음악회 '동물의 사육제'",
    host: HALL_HOST,
    performers: '해설 윤다온\n피아노 홍지민, 차은서\n청음 체임버 앙상블',
    runningTimeMinutes: 70,
    ageRating: '전체 관람가',
    priceText: PRICE.flat15,
    isOrganized: true,
    preferWeekend: true,
    intro:
      '생상스의 〈동물의 사육제〉에 등장하는 사자와 코끼리, 백조를 해설과 그림자 영상으로 만나는 가족 음악회였습니다.',
    programHeading: '음악회 순서',
    program: ['서주와 사자왕의 행진', '코끼리', '캥거루', '수족관', '백조', '피날레'],
    profile: '청음아트홀의 가족 기획공연 시리즈로 매 시즌 매진을 기록한 인기 공연입니다.',
  },
  {
    slug: 'ahn-jihu-tenor',
    genre: 'vocal',
    title: '안지후 테너 독창회',
    host: '한결 오페라 앙상블',
    performers: '테너 안지후\n피아노 노은채',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro: '테너 안지후가 이탈리아 가곡과 토스티의 노래, 오페라 아리아로 꾸민 첫 국내 독창회입니다.',
    program: [
      '토스티 / 이상',
      '토스티 / 최후의 노래',
      '도니체티 / 〈사랑의 묘약〉 중 "남몰래 흐르는 눈물"',
      '김연준 / 비가',
      '레온카발로 / 마티나타',
    ],
    profile: '안지후는 이탈리아 밀라노에서 공부했으며 유럽 오페라 무대에서 활동하다 귀국했습니다.',
  },
  {
    slug: 'baroque-ensemble',
    genre: 'chamber',
    title: "바로크 앙상블 '고음악의 향기'",
    host: '바로크 앙상블 라움',
    performers: '바로크 바이올린 유시원\n비올라 다 감바 이건우\n하프시코드 서다인\n리코더 한예준',
    runningTimeMinutes: 85,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro:
      '당시의 악기와 연주법으로 바로크 음악을 되살리는 원전 연주 무대였습니다. 하프시코드와 비올라 다 감바의 고풍스러운 울림이 홀을 채웠습니다.',
    program: [
      '텔레만 / 리코더와 통주저음을 위한 소나타 바장조',
      '마랭 마레 / 스페인의 라 폴리아',
      '바흐 / 트리오 소나타 사장조, BWV 1039',
      '비발디 / 라 폴리아, RV 63',
    ],
    profile: '라움은 고음악을 전공한 연주자들이 모여 만든 바로크 앙상블입니다.',
  },
  {
    slug: 'young-artists-3',
    genre: 'violin',
    title: '청음 기획 – 젊은 연주자 시리즈 Ⅲ',
    host: HALL_HOST,
    performers: '바이올린 유하린\n비올라 신예준\n피아노 강서율',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat15,
    isOrganized: true,
    intro: '청음아트홀이 공모로 선정한 젊은 연주자들에게 첫 리사이틀 무대를 여는 시리즈의 세 번째 공연입니다.',
    program: [
      '슈베르트 / 아르페지오네 소나타 가단조, D. 821 (비올라)',
      '프로코피예프 / 바이올린 소나타 제2번 라장조, Op. 94a',
      '브람스 / 비올라 소나타 바단조, Op. 120-1',
    ],
    profile:
      '젊은 연주자 시리즈는 데뷔 무대를 준비하는 연주자들에게 대관료 없이 공연 기회를 제공하는 청음아트홀의 지원 프로그램입니다.',
  },
  {
    slug: 'shin-yejun-viola',
    genre: 'violin',
    title: '신예준 비올라 리사이틀',
    host: '봄날 클래식',
    performers: '비올라 신예준\n피아노 강서율',
    runningTimeMinutes: 85,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat20,
    isOrganized: false,
    intro: '바이올린보다 낮고 깊은 목소리를 지닌 비올라의 매력을 소개한 리사이틀입니다.',
    program: [
      '힌데미트 / 비올라 소나타, Op. 11-4',
      '슈만 / 동화의 그림, Op. 113',
      '쇼스타코비치 / 비올라 소나타, Op. 147',
    ],
    profile: '신예준은 국내 교향악단 비올라 수석으로 활동하며 실내악과 독주 무대를 병행하고 있습니다.',
  },
  {
    slug: 'pansori-simcheong',
    genre: 'gugak',
    title: '청음 국악 시리즈 – 판소리 심청가 눈대목',
    host: HALL_HOST,
    performers: '소리 유다인\n고수 김한결',
    runningTimeMinutes: 100,
    ageRating: '8세 이상',
    priceText: PRICE.flat20,
    isOrganized: true,
    intro: '효녀 심청의 이야기를 담은 심청가 가운데 가장 널리 사랑받는 대목들을 골라 부른 무대였습니다.',
    program: ['심청 탄생 대목', '젖동냥 대목', '범피중류', '심봉사 눈 뜨는 대목'],
    profile: '유다인은 심청가를 사사한 소리꾼으로, 전국 판소리 경연에서 입상했습니다.',
  },
  {
    slug: 'flute-harp-letter',
    genre: 'winds',
    title: "플루트 & 하프 듀오 '바람의 편지'",
    host: '라온 아트 매니지먼트',
    performers: '플루트 유다은\n하프 정세린',
    runningTimeMinutes: 80,
    ageRating: '전체 관람가',
    priceText: PRICE.flat20,
    isOrganized: false,
    intro: '플루트와 하프, 가장 투명한 두 악기가 함께 들려준 서정적인 듀오 리사이틀입니다.',
    program: [
      '모차르트 / 플루트와 하프를 위한 협주곡 다장조, K. 299 중 제2악장',
      '이베르 / 간주곡',
      '생상스 / 환상곡, Op. 124',
      '드뷔시 / 달빛 (플루트와 하프 편곡)',
    ],
    profile: '두 연주자는 같은 오케스트라에서 만나 듀오를 결성하고 여러 무대에서 함께 연주해 왔습니다.',
  },
  {
    slug: 'jazz-vocal-night',
    genre: 'jazz',
    title: "재즈 보컬 콘서트 '밤의 노래'",
    host: '무빙뮤직',
    performers: '보컬 하지원\n피아노 오재현\n더블베이스 한소윤',
    runningTimeMinutes: 90,
    ageRating: '8세 이상',
    priceText: PRICE.rsLow,
    isOrganized: false,
    intro: '깊은 음색의 재즈 보컬리스트 하지원이 스탠더드 넘버와 한국어 가사로 다시 쓴 재즈 곡을 들려준 콘서트입니다.',
    program: ['Misty', 'My Funny Valentine', 'Fly Me to the Moon', '밤의 노래 (하지원 작사·작곡)'],
    profile: '하지원은 재즈 보컬 음반 세 장을 발표했으며 재즈 페스티벌과 클럽 무대에서 꾸준히 활동하고 있습니다.',
  },
  {
    slug: 'cha-eunseo-schubert',
    genre: 'piano',
    title: '차은서 피아노 독주회 – 슈베르트 즉흥곡',
    host: '라온 아트 매니지먼트',
    performers: '피아노 차은서',
    runningTimeMinutes: 90,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: false,
    intro: '슈베르트의 즉흥곡 두 묶음을 한 무대에서 모두 연주하며 노래하는 피아노의 세계를 보여 준 독주회입니다.',
    program: ['슈베르트 / 즉흥곡, D. 899 (Op. 90) 전곡', '슈베르트 / 즉흥곡, D. 935 (Op. 142) 전곡'],
    profile: '차은서는 슈베르트와 슈만 해석으로 주목받는 피아니스트로, 독주와 듀오 활동을 함께 하고 있습니다.',
  },
  {
    slug: 'trio-dialogue-3',
    genre: 'chamber',
    title: "청음 실내악 시리즈 Ⅲ – 피아노 트리오 '대화'",
    host: HALL_HOST,
    performers: '바이올린 이하린\n첼로 정유진\n피아노 김서윤',
    runningTimeMinutes: 100,
    ageRating: '초등학생 이상',
    priceText: PRICE.flat30,
    isOrganized: true,
    intro: '세 악기가 주고받는 대화로서의 실내악을 주제로 한 청음 실내악 시리즈의 세 번째 무대였습니다.',
    program: [
      '하이든 / 피아노 트리오 제39번 사장조 "집시"',
      '쇼스타코비치 / 피아노 트리오 제2번 마단조, Op. 67',
      '차이콥스키 / 피아노 트리오 가단조, Op. 50 중 제1악장',
    ],
    profile: '청음 실내악 시리즈는 공연장이 직접 기획해 매 시즌 네 차례 여는 실내악 프로그램입니다.',
  },
  {
    slug: 'company-concert-seum',
    genre: 'lecture',
    title: '(주)세움테크 임직원 가족 초청 음악회',
    host: '(주)세움테크',
    performers: '청음 체임버 앙상블\n사회 정하진',
    runningTimeMinutes: 80,
    ageRating: '전체 관람가',
    priceText: '초청 관객 대상 (무료)',
    isOrganized: false,
    noTicket: true,
    intro: '임직원과 가족을 초청해 연 사내 음악회입니다. 영화 음악과 클래식 명곡을 해설과 함께 들려주었습니다.',
    programHeading: '행사 순서',
    program: ['대표 인사말', '비발디 / 사계 중 〈봄〉', '영화 음악 메들리', '임직원 합창 〈우리의 노래〉'],
    profile: '본 행사는 청음아트홀 기업 대관으로 진행되었습니다.',
  },
];

/**
 * 배리어프리 서비스 of some shows (docs/decisions/039): the hall's organised shows and a few
 * rentals offer them, so that the show list's access filter has results in the demo. Each show
 * here is one performance: a note says how the service is given at it.
 */
export const SHOW_ACCESS: Record<string, ShowAccess> = {
  'kim-seoyun-piano': {
    wheelchair: true,
    audioDescription: true,
    audioDescriptionNote: '공연 전 10분 프로그램 음성 안내, 수신기는 안내데스크에서 대여',
  },
  'quartet-ongyeol': { wheelchair: true },
  'kids-nutcracker': {
    wheelchair: true,
    relaxed: true,
    relaxedNote: '객석 조명을 밝게 두고 공연 중 출입 자유',
    signLanguage: true,
    signLanguageNote: '무대 왼편 수어통역사 배치',
  },
  'gala-first-note': {
    captions: true,
    captionsNote: '무대 양옆 자막 화면 (곡 해설 포함)',
    audioDescription: true,
    audioDescriptionNote: '전용 수신기 20대, 사전 신청',
    signLanguage: true,
    signLanguageNote: '곡 해설 순서에 수어통역',
    touchTour: true,
    touchTourNote: '공연 40분 전 무대 위, 사전 신청 10명',
    wheelchair: true,
  },
  'pansori-heungbo': {
    captions: true,
    captionsNote: '사설 한글자막을 무대 위 화면에 표시',
    wheelchair: true,
  },
  'jang-yerin-soprano': {
    captions: true,
    captionsNote: '가사 번역 자막',
    wheelchair: true,
  },
  'kids-rabbit-tale': {
    relaxed: true,
    relaxedNote: '소리 조절, 휴식 공간 운영',
    touchTour: true,
    touchTourNote: '공연 30분 전 로비에서 소품·의상 만져 보기',
    wheelchair: true,
  },
  'opera-aria-night': {
    captions: true,
    captionsNote: '가사 한글자막',
    wheelchair: true,
  },
  'pansori-simcheong': {
    captions: true,
    captionsNote: '사설 한글자막',
    signLanguage: true,
    signLanguageNote: '무대 오른편 수어통역사 배치',
    wheelchair: true,
  },
  'kids-carnival-animals': { relaxed: true, wheelchair: true },
};
