import { ACCESS_FACILITIES, type AccessFacilityField } from '@hall/contract/access';
import { PAGE_TITLES } from '@hall/contract/page-titles';
import { defineCopy } from '@/shared/i18n/catalogue';
import { withTopicParticle } from '@/shared/lib/korean';
/** Strings of the hall pages (intro, facilities, seat layout, directions): Korean, then English. */
const aboutKo = {
  eyebrow: '공연장 안내',
  intro: {
    title: PAGE_TITLES['/about/intro'].ko,
    description: '280석 규모의 실내악 전문 공연장을 소개합니다.',
    lead: (hallName: string) =>
      `${withTopicParticle(hallName)} 도심 한가운데에서 악기와 목소리 본연의 울림을 전하는 280석 규모의 공연장입니다. 연주자와 관객의 거리가 가까워 작은 숨결과 여린 피아니시모까지 객석 구석구석에 고르게 전해집니다.`,
    acousticsTitle: '음향 특성',
    acousticsLead: '무대와 객석 전체를 하나의 악기처럼 설계해 자연 음향만으로도 충분한 울림을 얻을 수 있습니다.',
    acoustics: [
      {
        label: '객석',
        value: '280석',
        text: '모든 좌석에서 무대가 가깝게 보이고 들리는 규모로, 독주와 실내악에 가장 알맞습니다.',
      },
      {
        label: '실내 체적',
        value: '약 3,040㎥',
        text: '좌석당 약 10.9㎥의 넉넉한 체적으로 소리가 답답하지 않고 여유 있게 퍼집니다.',
      },
      {
        label: '잔향 시간',
        value: '1.2~1.3초',
        text: '음의 여운은 풍부하게 남기면서도 선율의 윤곽은 흐려지지 않는 실내악 최적의 잔향입니다.',
      },
      { label: '명료도', value: '약 +2.5dB', text: '빠른 악구와 섬세한 아티큘레이션까지 또렷하게 구분되어 들립니다.' },
      {
        label: '음성 명료도',
        value: '45%',
        text: '성악의 가사와 낭독, 강연의 말소리가 자연스럽게 전달되는 수준입니다.',
      },
      {
        label: '측면 반사음',
        value: '약 25%',
        text: '측벽에서 돌아오는 초기 반사음이 공간감을 더해 소리에 감싸이는 듯한 느낌을 줍니다.',
      },
    ],
    genresTitle: '추천 장르',
    genres: [
      { name: '독주회', text: '피아노, 현악기, 관악기 독주와 듀오 리사이틀' },
      { name: '실내악', text: '삼중주에서 소규모 앙상블까지의 실내악 공연' },
      { name: '성악', text: '가곡과 아리아 리사이틀, 소규모 합창' },
      { name: '국악', text: '산조, 가곡, 정가 등 국악 독주와 실내악' },
      { name: '어쿠스틱 공연', text: '재즈 트리오, 어쿠스틱 밴드 등 소규모 대중음악 공연' },
      { name: '강연·행사', text: '기업 강연, 세미나, 시상식 등 280명 규모의 행사' },
    ],
    contactTitle: '문의',
    contact: {
      general: '공연장 대표',
      rental: '대관 문의',
      phone: '전화',
      email: '이메일',
    },
  },
  info: {
    title: PAGE_TITLES['/about/info'].ko,
    description: '공연장의 규모와 음향 설계, 보유 장비, 배리어프리 시설을 안내합니다.',
    overviewTitle: '공연장 개요',
    overview: [
      { label: '객석', value: '280석' },
      { label: '실내 체적', value: '약 3,040㎥' },
      { label: '잔향 시간', value: '1.2~1.3초' },
      { label: '주요 용도', value: '독주·실내악·성악·국악 공연, 경연, 강연 및 기업 행사' },
    ],
    soundTitle: '음향 설계',
    sound: [
      '천장과 측벽의 반사면은 무대의 소리를 객석 전체로 고르게 보내도록 각도를 나누어 설계했습니다. 객석 후면에는 확산체를 두어 뒤쪽 벽에서 되돌아오는 반향이 무대로 몰리지 않도록 했습니다.',
      '무대 바닥과 반사판은 목재로 마감해 현악기와 피아노의 저음이 따뜻하게 울리며, 공조 설비와 출입구에는 방음·방진 처리를 해 공연 중 외부 소음이 들어오지 않습니다.',
      '확성이 필요한 대중음악과 강연에서는 음향 시스템을 더해 말소리와 악기 소리를 자연스럽게 보강합니다.',
    ],
    equipmentTitle: '보유 장비',
    equipment: [
      {
        group: '무대',
        items: [
          '콘서트 그랜드 피아노 1대 (부대시설 신청, 조율 별도)',
          '보면대, 연주자용 의자, 피아노 의자',
          '지휘대, 합창용 단상',
          '강연대, 행사용 테이블',
        ],
      },
      {
        group: '음향',
        items: [
          '메인 스피커 및 무대 모니터 스피커',
          '디지털 믹싱 콘솔',
          '유선 마이크, 무선 핸드·핀 마이크',
          '무대 및 로비 안내 방송 설비',
        ],
      },
      {
        group: '조명',
        items: ['무대 전면 및 상부 LED 조명', '객석 조명 디밍 제어', '조명 콘솔 (기본 장면 저장 운영)'],
      },
      {
        group: '영상',
        items: ['프로젝터와 전동 스크린', '노트북 연결용 영상 입력 단자', '로비 공연 안내 모니터'],
      },
    ],
    recordingTitle: '녹음·촬영 장비',
    recordingLead: '공연 실황의 녹음과 영상 촬영을 부대시설로 신청하실 수 있습니다. 공연 14일 전까지 신청해주세요.',
    recording: [
      '천장 고정형 스테레오 녹음 마이크',
      '악기별 근접 수음이 가능한 멀티트랙 녹음 시스템',
      '고정 카메라와 이동 카메라를 이용한 공연 실황 영상 촬영',
      '녹음·영상 파일 제공 (공연 후 협의한 형식으로 전달)',
    ],
    layoutLink: '좌석 배치도 보기',
    /** 배리어프리 시설 (the site config's accessFacilities, docs/decisions/039). */
    access: {
      title: '배리어프리 시설 안내',
      lead: '휠체어 이용 관객과 장애인 관객 누구나 편하게 공연을 보실 수 있도록 다음 시설을 갖추고 있습니다.',
      labels: Object.fromEntries(ACCESS_FACILITIES.map((facility) => [facility.field, facility.ko])) as Record<
        AccessFacilityField,
        string
      >,
      /** How a count reads, by field. */
      count: {
        wheelchairSeats: (count: number) => `${count.toLocaleString('ko-KR')}석`,
        companionSeats: (count: number) => `${count.toLocaleString('ko-KR')}석`,
        accessibleParkingSpaces: (count: number) => `${count.toLocaleString('ko-KR')}면`,
      } as Record<string, (count: number) => string>,
      yes: { hearingLoop: '설치되어 있습니다', guideDogsWelcome: '함께 입장하실 수 있습니다' } as Record<
        string,
        string
      >,
      no: { hearingLoop: '설치되어 있지 않습니다', guideDogsWelcome: '사전에 문의해주세요' } as Record<string, string>,
      contactTitle: '접근성 문의',
      phone: '전화',
      email: '이메일',
    },
  },
  layout: {
    title: PAGE_TITLES['/about/layout'].ko,
    description: '공연장 객석 280석의 배치를 확인하세요.',
    imageAlt: '공연장 좌석 배치도',
    download: '좌석 배치도 다운로드',
    empty: '좌석 배치도가 아직 등록되지 않았습니다.',
    note: '좌석 배치는 공연에 따라 일부 달라질 수 있습니다. R열 11~14번 4석은 공연장 운영석으로 예약되어 있습니다.',
  },
  address: {
    title: PAGE_TITLES['/about/address'].ko,
    description: '공연장 위치와 교통편, 주차 안내입니다.',
    mapLabel: '공연장 위치',
    coordinates: (lat: number, lng: number) => `북위 ${lat.toFixed(4)}°, 동경 ${lng.toFixed(4)}°`,
    kakaoMap: '카카오맵에서 보기',
    kakaoRoute: '카카오맵 길찾기',
    naverMap: '네이버 지도에서 보기',
    newWindow: '새 창',
    copyAddress: '주소 복사',
    copied: '주소를 복사했습니다.',
    copyFailed: '주소를 복사하지 못했습니다. 직접 선택해 복사해주세요.',
    addressLabel: '주소',
    phoneLabel: '대표전화',
    transitTitle: '대중교통',
    transit: [
      '공연장은 도심에 있어 지하철과 버스로 편리하게 오실 수 있습니다.',
      '위의 카카오맵 또는 네이버 지도에서 출발지를 입력하시면 현재 위치에서 가장 빠른 대중교통 경로를 안내받으실 수 있습니다.',
      '공연 당일에는 주변 도로가 혼잡할 수 있으니 대중교통 이용을 권장합니다.',
    ],
    towerTitle: '건물 내 이동',
    tower: [
      '건물 정문으로 들어오셔서 로비의 공연장 안내 표지를 따라 엘리베이터를 이용해주세요.',
      '지하 주차장에서는 주차장 엘리베이터로 1층 로비까지 오신 뒤 공연장 방향 엘리베이터로 갈아타시면 됩니다.',
      '휠체어를 이용하시는 관객은 방문 전 대표전화로 연락 주시면 동선과 좌석을 안내해드립니다.',
    ],
    parkingTitle: '주차 안내',
    parkingCaption: '주차 요금 안내',
    parkingHead: { day: '구분', fee: '요금', detail: '내용' },
    parking: [
      { day: '평일', fee: '6,000원', detail: '3시간 주차 할인권, 최대 2매까지 합산 사용 가능 (최대 6시간)' },
      { day: '주말·공휴일', fee: '6,000원', detail: '종일 정액' },
    ],
    parkingNote: '주차 공간이 한정되어 있어 만차 시 이용이 어려울 수 있습니다. 가급적 대중교통을 이용해주세요.',
  },
} as const;

export const aboutCopy = defineCopy(aboutKo, {
  eyebrow: 'About the hall',
  intro: {
    title: PAGE_TITLES['/about/intro'].en,
    description: 'A 280-seat hall for chamber music in the heart of the city.',
    lead: (hallName: string) =>
      `${hallName} is a 280-seat hall in the heart of the city that carries the natural resonance of instruments and voices. Performers and audience sit close together, so that the softest breath and the faintest pianissimo reach every corner of the hall.`,
    acousticsTitle: 'Acoustics',
    acousticsLead:
      'The stage and the seats were designed together as one instrument: natural acoustics alone give a full, rich sound.',
    acoustics: [
      {
        label: 'Seats',
        value: '280',
        text: 'A size at which every seat sees and hears the stage up close: ideal for recitals and chamber music.',
      },
      {
        label: 'Interior volume',
        value: 'about 3,040 m³',
        text: 'A generous 10.9 m³ per seat lets the sound spread freely, never boxed in.',
      },
      {
        label: 'Reverberation',
        value: '1.2–1.3 s',
        text: 'The ideal reverberation for chamber music: a rich afterglow that never blurs the line of a melody.',
      },
      { label: 'Clarity', value: 'about +2.5 dB', text: 'Fast passages and fine articulation are heard distinctly.' },
      {
        label: 'Speech intelligibility',
        value: '45%',
        text: 'Sung words, readings and lectures come across naturally.',
      },
      {
        label: 'Lateral reflections',
        value: 'about 25%',
        text: 'Early reflections from the side walls add a sense of space that envelops the listener.',
      },
    ],
    genresTitle: 'Made for',
    genres: [
      { name: 'Recitals', text: 'Solo and duo recitals of piano, strings and winds' },
      { name: 'Chamber music', text: 'From trios to small ensembles' },
      { name: 'Song', text: 'Art song and aria recitals, small choirs' },
      { name: 'Korean traditional music', text: 'Sanjo, gagok, jeongga and other solo and ensemble pieces' },
      { name: 'Acoustic concerts', text: 'Jazz trios, acoustic bands and other small popular-music concerts' },
      { name: 'Talks and events', text: 'Lectures, seminars and award ceremonies for up to 280 guests' },
    ],
    contactTitle: 'Contact',
    contact: {
      general: 'The hall',
      rental: 'Rental enquiries',
      phone: 'Phone',
      email: 'Email',
    },
  },
  info: {
    title: PAGE_TITLES['/about/info'].en,
    description: 'The size, acoustic design, equipment and accessibility of the hall.',
    overviewTitle: 'Overview',
    overview: [
      { label: 'Seats', value: '280' },
      { label: 'Interior volume', value: 'about 3,040 m³' },
      { label: 'Reverberation', value: '1.2–1.3 s' },
      {
        label: 'Used for',
        value: 'Recitals, chamber music, song, Korean traditional music, competitions, talks and corporate events',
      },
    ],
    soundTitle: 'Acoustic design',
    sound: [
      'The reflecting surfaces of the ceiling and side walls are angled to send the sound of the stage evenly to every seat. Diffusers at the back of the hall keep echoes from the rear wall from returning to the stage.',
      'The stage floor and reflectors are finished in wood, so that the low notes of strings and piano sound warm; the air conditioning and the doors are sound- and vibration-proofed, so that no outside noise enters during a show.',
      'For popular music and talks that need amplification, a sound system gently reinforces voices and instruments.',
    ],
    equipmentTitle: 'Equipment',
    equipment: [
      {
        group: 'Stage',
        items: [
          'One concert grand piano (on request, tuning extra)',
          'Music stands, performer chairs, piano benches',
          "Conductor's podium, choir risers",
          'Lectern, event tables',
        ],
      },
      {
        group: 'Sound',
        items: [
          'Main speakers and stage monitors',
          'Digital mixing console',
          'Wired microphones, wireless handheld and lapel microphones',
          'Announcement system for the stage and lobby',
        ],
      },
      {
        group: 'Lighting',
        items: [
          'Front and overhead LED stage lighting',
          'Dimmable house lights',
          'Lighting console (with basic scenes stored)',
        ],
      },
      {
        group: 'Video',
        items: ['Projector and motorized screen', 'Video inputs for a laptop', 'Show information screens in the lobby'],
      },
    ],
    recordingTitle: 'Recording and filming',
    recordingLead:
      'Audio recording and filming of a live performance can be requested as an extra service, at least 14 days before the show.',
    recording: [
      'Stereo recording microphones fixed to the ceiling',
      'Multitrack recording with close microphones for each instrument',
      'Live video with fixed and moving cameras',
      'Audio and video files delivered after the show in the agreed format',
    ],
    layoutLink: 'See the seating plan',
    access: {
      title: 'Accessibility',
      lead: 'Wheelchair users and every disabled visitor can enjoy a show in comfort with these facilities.',
      labels: Object.fromEntries(ACCESS_FACILITIES.map((facility) => [facility.field, facility.en])) as Record<
        AccessFacilityField,
        string
      >,
      count: {
        wheelchairSeats: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'space' : 'spaces'}`,
        companionSeats: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'seat' : 'seats'}`,
        accessibleParkingSpaces: (count: number) =>
          `${count.toLocaleString('en-US')} ${count === 1 ? 'space' : 'spaces'}`,
      } as Record<string, (count: number) => string>,
      yes: { hearingLoop: 'Installed', guideDogsWelcome: 'Welcome' } as Record<string, string>,
      no: { hearingLoop: 'Not installed', guideDogsWelcome: 'Please ask us before your visit' } as Record<
        string,
        string
      >,
      contactTitle: 'Access enquiries',
      phone: 'Phone',
      email: 'E-mail',
    },
  },
  layout: {
    title: PAGE_TITLES['/about/layout'].en,
    description: 'How the 280 seats of the hall are laid out.',
    imageAlt: 'Seating plan of the hall',
    download: 'Download the seating plan',
    empty: 'The seating plan has not been published yet.',
    note: 'The layout may vary slightly from show to show. Seats 11–14 in row R are reserved for the hall.',
  },
  address: {
    title: PAGE_TITLES['/about/address'].en,
    description: 'Where the hall is, how to get there and where to park.',
    mapLabel: 'Location of the hall',
    coordinates: (lat: number, lng: number) => `${lat.toFixed(4)}° N, ${lng.toFixed(4)}° E`,
    kakaoMap: 'View on Kakao Map',
    kakaoRoute: 'Directions on Kakao Map',
    naverMap: 'View on Naver Map',
    newWindow: 'opens in a new window',
    copyAddress: 'Copy the address',
    copied: 'Address copied.',
    copyFailed: 'Could not copy the address. Please select it and copy it yourself.',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    transitTitle: 'Public transport',
    transit: [
      'The hall is in the city centre, easy to reach by subway and bus.',
      'Enter your starting point in Kakao Map or Naver Map above to find the fastest public-transport route.',
      'Roads around the hall can be busy on show days: we recommend public transport.',
    ],
    towerTitle: 'Inside the building',
    tower: [
      'Enter through the main entrance and follow the signs to the hall in the lobby to the elevators.',
      'From the underground car park, take the car-park elevator to the ground-floor lobby, then change to the elevators to the hall.',
      'If you use a wheelchair, please call us before your visit: we will guide you to your seat.',
    ],
    parkingTitle: 'Parking',
    parkingCaption: 'Parking fees',
    parkingHead: { day: 'Day', fee: 'Fee', detail: 'Details' },
    parking: [
      {
        day: 'Weekdays',
        fee: 'KRW 6,000',
        detail: '3-hour parking voucher; up to 2 vouchers can be combined (6 hours at most)',
      },
      { day: 'Weekends and holidays', fee: 'KRW 6,000', detail: 'Flat rate for the day' },
    ],
    parkingNote: 'Parking is limited and may be full. Please use public transport when you can.',
  },
});
