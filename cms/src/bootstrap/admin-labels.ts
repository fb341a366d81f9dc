import type { Core } from '@strapi/strapi';
import { ACCESS_FACILITIES, ACCESS_SERVICES } from '@hall/contract/access';

interface FieldLabel {
  label: string;
  description?: string;
}

interface TypeLayout {
  mainField: string;
  defaultSortBy: string;
  defaultSortOrder: 'ASC' | 'DESC';
  /** Columns of the admin list view, in order. */
  listColumns: string[];
  fields: Record<string, FieldLabel>;
  /** Shown in the edit view but written only by the server. */
  readOnly?: string[];
  /** Kept out of the edit view entirely. */
  hidden?: string[];
}

const STATUS_HELP =
  "오른쪽 '진행 단계'에서 검토 시작, 승인, 반려, 취소, 계약 완료, 완료 중 지금 할 수 있는 단계를 눌러 바꿉니다. 단계마다 신청자에게 메일이 갑니다.";

/** 게시 예약 and 게시 종료 of shows, notices and popups (src/publishing/scheduled.ts). */
const SCHEDULE_FIELDS: Record<string, FieldLabel> = {
  scheduledPublishAt: {
    label: '게시 예약',
    description:
      '이 시각에 지금 저장된 초안이 자동으로 게시됩니다(1분 안에). 게시할 내용을 저장해 두세요. 비우면 예약이 취소됩니다.',
  },
  scheduledUnpublishAt: {
    label: '게시 종료',
    description: '이 시각에 사이트에서 자동으로 내려갑니다(게시 취소, 초안은 남습니다). 게시 예약보다 뒤여야 합니다.',
  },
  scheduledBy: { label: '예약한 사람', description: '게시 예약이나 게시 종료를 정한 직원입니다.' },
};

/**
 * Korean labels for every field staff see in the admin panel. Strapi keeps labels in the
 * content-manager configuration, not in the schema, so they are written on every start.
 */
export const ADMIN_LAYOUTS: Record<string, TypeLayout> = {
  'api::show.show': {
    mainField: 'title',
    // Latest start first: what is being planned sits on the first page, last season's shows
    // on later pages; the next shows in date order are on the home page (다가오는 공연).
    defaultSortBy: 'startsAt',
    defaultSortOrder: 'DESC',
    listColumns: [
      'title',
      'startsAt',
      'showStatus',
      'poster',
      'isOrganized',
      'host',
      'scheduledPublishAt',
      'scheduledUnpublishAt',
    ],
    fields: {
      title: { label: '공연명' },
      startsAt: {
        label: '공연 일시',
        description: '공연 시작 날짜와 시각 (한국 시간). 평일 19:30, 주말·공휴일 17:00이 기본입니다.',
      },
      endsAt: { label: '종료 시각', description: '선택 입력. 비우면 러닝타임으로 계산해 표시합니다.' },
      showStatus: {
        label: '공연 상태',
        description:
          "공연이 취소되면 '취소', 날짜나 시각이 바뀌면 '일정 변경'을 고르고 게시하세요. 사이트의 공연 목록·상세·캘린더에 크게 표시되고, 캘린더를 구독한 관객의 일정도 바뀝니다. 취소된 공연은 내리지 말고 그대로 두세요.",
      },
      previousStartsAt: {
        label: '이전 공연 일시',
        description:
          "공연 상태가 '일정 변경'일 때만 입력합니다: 바뀌기 전 공연 일시. 비워 둔 채 공연 일시를 새 일시로 바꿔 저장하면 바꾸기 전 일시가 자동으로 들어갑니다.",
      },
      statusNote: {
        label: '변경 안내',
        description:
          '선택 입력. 취소나 일정 변경 안내와 함께 사이트에 보입니다. 예: 예매하신 티켓은 예매처에서 전액 환불됩니다.',
      },
      poster: { label: '포스터' },
      ticketUrl: { label: '예매 링크', description: 'https:// 로 시작하는 예매 페이지 주소' },
      host: { label: '주최·주관' },
      performers: { label: '출연' },
      isOrganized: { label: '기획공연', description: '공연장이 직접 기획한 공연이면 켜 주세요.' },
      runningTimeMinutes: { label: '러닝타임(분)' },
      ageRating: { label: '관람 연령', description: '예: 8세 이상, 전체 관람가' },
      priceText: { label: '티켓 가격', description: '예: 전석 30,000원' },
      body: { label: '상세 내용' },
      access: {
        label: '배리어프리 서비스',
        description:
          "이 공연이 제공하는 서비스를 켜 주세요. 일부 회차만 제공하면 옆 칸에 회차를 적습니다(예: 11월 28일 15시 회차). 사이트의 공연 상세·목록 필터에 표시됩니다. '컴포넌트 추가'를 누르지 않은 공연은 '제공 없음'으로 보입니다.",
      },
      ...SCHEDULE_FIELDS,
      calendarSequence: {
        label: '캘린더 변경 차수',
        description:
          '공연 일시, 종료 시각, 러닝타임이나 공연 상태가 바뀔 때마다 서버가 1씩 올립니다(캘린더 파일의 SEQUENCE).',
      },
    },
    readOnly: ['scheduledBy'],
    hidden: ['calendarSequence'],
  },
  'api::notice.notice': {
    mainField: 'title',
    defaultSortBy: 'postedAt',
    defaultSortOrder: 'DESC',
    listColumns: ['title', 'category', 'postedAt', 'scheduledPublishAt', 'scheduledUnpublishAt'],
    fields: {
      title: {
        label: '제목',
        description:
          '저장은 초안만 바꿉니다. 사이트에는 게시해야 보이고, 게시를 취소하면 사이트에서 내려갑니다. 게시 전에 미리보기로 확인하세요.',
      },
      category: { label: '구분', description: '티켓오픈 공지는 목록에서 외부 링크로 바로 연결됩니다.' },
      postedAt: {
        label: '게시일',
        description: '비워 두면 처음 게시한 시각이 게시일이 됩니다. 다른 날짜로 게시하려면 직접 고르세요.',
      },
      externalUrl: { label: '외부 링크', description: '티켓오픈 공지는 이 주소로 연결됩니다.' },
      attachment: { label: '첨부파일' },
      body: { label: '본문' },
      ...SCHEDULE_FIELDS,
    },
    readOnly: ['scheduledBy'],
  },
  'api::popup.popup': {
    mainField: 'title',
    defaultSortBy: 'sortOrder',
    defaultSortOrder: 'ASC',
    listColumns: ['title', 'sortOrder', 'scheduledPublishAt', 'scheduledUnpublishAt'],
    fields: {
      title: {
        label: '팝업 제목',
        description:
          '이미지에 대체 텍스트가 없으면 팝업 제목이 대체 텍스트로 쓰입니다. 저장만 해서는 사이트가 바뀌지 않습니다: 게시해야 메인 화면에 뜨고, 게시를 취소하면 내려갑니다.',
      },
      image: {
        label: '이미지',
        description:
          '미디어 라이브러리에서 이미지의 대체 텍스트(그림 속 글자)를 입력하면 화면 낭독기가 그것을 읽습니다.',
      },
      linkUrl: { label: '연결 링크' },
      sortOrder: { label: '순서', description: '작은 숫자가 먼저 보입니다.' },
      ...SCHEDULE_FIELDS,
    },
    readOnly: ['scheduledBy'],
  },
  'api::calendar-event.calendar-event': {
    mainField: 'title',
    defaultSortBy: 'startsAt',
    defaultSortOrder: 'DESC',
    listColumns: ['title', 'kind', 'startsAt', 'endsAt'],
    fields: {
      title: { label: '일정명' },
      kind: { label: '종류' },
      startsAt: { label: '시작' },
      endsAt: { label: '종료' },
      note: { label: '메모' },
    },
  },
  'api::site-config.site-config': {
    mainField: 'hallName',
    defaultSortBy: 'hallName',
    defaultSortOrder: 'ASC',
    listColumns: ['hallName'],
    fields: {
      hallName: { label: '공연장 이름' },
      address: { label: '주소' },
      phone: { label: '대표 전화' },
      email: { label: '대표 이메일' },
      rentalPhone: { label: '대관 문의 전화' },
      rentalEmail: { label: '대관 문의 이메일', description: '대관 신청 알림 메일도 이 주소로 갑니다.' },
      latitude: { label: '위도' },
      longitude: { label: '경도' },
      seatLayout: { label: '좌석 배치도' },
      ancillaryForm: { label: '부대시설 신청서' },
      showFile: { label: '공연 자료' },
      privacyPolicy: { label: '개인정보처리방침' },
      emailRefusal: { label: '이메일무단수집거부' },
      rentalFees: {
        label: '대관료표',
        description:
          '대관 구분별 평일·주말 대관료(원, 부가세 포함). 신청서를 제출할 때의 금액이 견적으로 저장되며, 나중에 바꿔도 이미 받은 신청의 견적은 바뀌지 않습니다. 비어 있는 구분은 기본 요금표를 따릅니다.',
      },
      facilityFees: { label: '부대시설 사용료', description: '대관 안내 페이지에 표시되고, 공연 후 정산합니다.' },
      accessFacilities: {
        label: '배리어프리 시설',
        description:
          "시설 안내 페이지의 '배리어프리 시설 안내'와 공연 정보(검색 엔진용)에 표시됩니다. 비운 항목은 보이지 않습니다.",
      },
      paymentRules: {
        label: '납부 규정',
        description:
          '승인하면 이 규정으로 계약금·잔금 기한이 정해집니다. 비워 두면 기본값(계약금 30%, 승인 후 14일, 잔금은 대관일 60일 전)을 씁니다.',
      },
    },
  },
  'api::rental-application.rental-application': {
    mainField: 'company',
    defaultSortBy: 'submittedAt',
    defaultSortOrder: 'DESC',
    listColumns: ['company', 'showTitle', 'desiredDate', 'applicationStatus', 'submittedAt'],
    fields: {
      company: { label: '신청자(단체명)' },
      category: { label: '공연 유형' },
      businessNumber: { label: '사업자등록번호' },
      address: { label: '주소' },
      tel: { label: '연락처' },
      fax: { label: '팩스' },
      email: { label: '이메일' },
      showTitle: { label: '공연명' },
      performerFormat: { label: '출연 형태' },
      contactName: { label: '담당자 이름' },
      contactPhone: { label: '담당자 연락처' },
      desiredDate: { label: '희망 날짜' },
      desiredTime: { label: '희망 시간 및 기타' },
      applicationStatus: { label: '진행 상태', description: STATUS_HELP },
      rejectionReason: {
        label: '반려·취소 사유',
        description: '반려하거나 취소할 때 창에 입력한 사유입니다. 신청자에게 메일로 전달됩니다.',
      },
      statusHistory: { label: '상태 변경 이력', description: "오른쪽 '진행 이력'에 표시됩니다." },
      owner: { label: '신청 회원', description: '전화나 서면으로 받은 신청은 비어 있습니다.' },
      submittedAt: { label: '제출 일시', description: '등록하면 서버가 기록합니다.' },
      documents: { label: '첨부 서류' },
      feeQuote: { label: '견적' },
      payments: { label: '입금 내역' },
      sentReminders: { label: '보낸 알림' },
      depositDueOn: {
        label: '계약금 납부 기한',
        description: "승인할 때 납부 규정으로 정해집니다. 입금은 오른쪽 '대관료·입금'에서 기록합니다.",
      },
      balanceDueOn: { label: '잔금 납부 기한', description: '승인할 때 납부 규정으로 정해집니다.' },
    },
    readOnly: ['applicationStatus', 'rejectionReason', 'owner', 'submittedAt', 'depositDueOn', 'balanceDueOn'],
    hidden: ['documents', 'statusHistory', 'feeQuote', 'payments', 'sentReminders'],
  },
  'api::rental-round.rental-round': {
    mainField: 'title',
    defaultSortBy: 'periodStart',
    defaultSortOrder: 'DESC',
    listColumns: ['title', 'periodStart', 'periodEnd', 'applyFrom', 'applyUntil'],
    fields: {
      title: { label: '공모 이름', description: '예: 2027년 상반기 정기대관 공모' },
      periodStart: { label: '대관 기간 시작', description: '이 공모로 대관하는 첫날' },
      periodEnd: { label: '대관 기간 끝' },
      applyFrom: {
        label: '접수 시작',
        description:
          '대관 기간의 날짜는 접수 기간에만 신청할 수 있습니다. 접수가 끝나면 남은 날짜는 수시대관으로 받습니다.',
      },
      applyUntil: { label: '접수 마감' },
      categories: { label: '공모 분야', description: '비워 두면 모든 공연 유형을 받습니다.' },
      closedDates: { label: '대관 제외일', description: '대관 기간 중 신청을 받지 않는 날(공연장 자체 공연, 점검 등)' },
      notice: { label: '공고', description: '이 공모를 알리는 공지사항. 대관 안내 페이지에서 연결됩니다.' },
    },
  },
  'api::outbound-mail.outbound-mail': {
    mainField: 'subject',
    defaultSortBy: 'createdAt',
    defaultSortOrder: 'DESC',
    // 시도 횟수 is in the edit view's 발송 panel: with it the two times were pushed off a 1440 px screen.
    listColumns: ['subject', 'recipient', 'purpose', 'deliveryStatus', 'createdAt', 'sentAt'],
    fields: {
      subject: { label: '제목' },
      recipient: { label: '받는 사람' },
      purpose: { label: '종류' },
      deliveryStatus: {
        label: '발송 상태',
        description:
          '대기: 보낼 차례를 기다리거나 재시도 중 · 발송됨: 메일 서버가 받음 · 실패: 재시도를 모두 마쳤거나 메일 서버가 거절함',
      },
      attempts: { label: '시도 횟수' },
      nextAttemptAt: { label: '다음 시도 시각' },
      lastError: { label: '마지막 오류' },
      sentAt: { label: '발송 일시' },
      application: { label: '관련 대관 신청' },
      createdAt: { label: '기록 일시' },
    },
    readOnly: [
      'subject',
      'recipient',
      'purpose',
      'deliveryStatus',
      'attempts',
      'nextAttemptAt',
      'lastError',
      'sentAt',
      'application',
    ],
    hidden: ['message', 'claimedBy', 'claimedUntil'],
  },
  'plugin::users-permissions.user': {
    mainField: 'email',
    defaultSortBy: 'createdAt',
    defaultSortOrder: 'DESC',
    listColumns: ['email', 'name', 'phoneNumber', 'blocked', 'createdAt'],
    fields: {
      username: { label: '아이디' },
      email: { label: '이메일' },
      name: { label: '이름' },
      phoneNumber: { label: '휴대폰 번호' },
      confirmed: { label: '인증됨' },
      blocked: { label: '차단(휴면)' },
      resetPasswordTokenExpiresAt: { label: '비밀번호 재설정 코드 만료 시각' },
      role: { label: '역할' },
      password: { label: '비밀번호' },
      provider: { label: '로그인 방식' },
      confirmationToken: { label: '이메일 인증 코드' },
      resetPasswordToken: { label: '비밀번호 재설정 코드' },
      createdAt: { label: '가입일' },
      termsVersion: { label: '동의한 약관 버전' },
      termsAgreedAt: { label: '약관 동의 일시' },
    },
  },
};

/**
 * Fields every content type has. Staff do not filter by them (the admin's list filters leave
 * them out, cms/src/admin/korean), but Strapi still offers them in the list's column picker: in
 * Korean too. (documentId's label is hard-coded in the content manager's API.)
 */
export const TECHNICAL_FIELD_LABELS: Record<string, string> = {
  id: '번호',
  createdAt: '생성 일시',
  updatedAt: '수정 일시',
  createdBy: '작성자',
  updatedBy: '수정자',
};

/** Korean labels for the sub-fields of the components staff see inside an edit view. */
export const COMPONENT_LABELS: Record<string, Record<string, FieldLabel>> = {
  'shared.address': {
    basic: { label: '기본 주소' },
    detail: { label: '상세 주소' },
  },
  'rental.status-change': {
    applicationStatus: { label: '상태' },
    changedAt: { label: '변경 일시' },
    reason: { label: '사유' },
    byApplicant: { label: '신청자 본인 취소' },
  },
  'rental.fee-rate': {
    kind: { label: '대관 구분' },
    hours: { label: '대관 시간(시간)' },
    weekdayFee: { label: '평일 대관료(원)' },
    weekendFee: { label: '주말 대관료(원)' },
  },
  'rental.facility-fee': {
    name: { label: '부대시설' },
    unit: { label: '단위' },
    fee: { label: '사용료(원)' },
  },
  'rental.payment-rules': {
    depositPercent: { label: '계약금 비율(%)' },
    depositDueDays: { label: '계약금 기한(승인 후 일수)' },
    balanceDueDaysBefore: { label: '잔금 기한(대관일 전 일수)' },
    extraDueDaysAfter: { label: '부대시설 정산 기한(대관일 후 일수)' },
    lapseGraceDays: { label: '계약금 미납 시 승인 취소(기한 후 일수)' },
    reminderDaysBefore: { label: '납부 안내 메일(기한 전 일수)' },
    rentalDayReminderDays: { label: '대관일 안내 메일(대관일 전 일수)' },
    leadDays: { label: '수시대관 최소 신청 기간(대관일 전 일수)' },
  },
  'rental.round-category': {
    category: { label: '공연 유형' },
  },
  'rental.closed-date': {
    date: { label: '날짜' },
    note: { label: '사유' },
  },
  'show.access': Object.fromEntries(
    ACCESS_SERVICES.flatMap((service) => [
      [service.field, { label: service.ko }],
      ...(service.noteField
        ? [
            [
              service.noteField,
              {
                label: `${service.ko} 회차 안내`,
                description: '선택 입력. 모든 회차에 같은 방식으로 제공하면 비워 두세요.',
              },
            ],
          ]
        : []),
    ]),
  ),
  'site.access-facilities': {
    ...Object.fromEntries(ACCESS_FACILITIES.map((facility) => [facility.field, { label: facility.ko }])),
    entrance: { label: '휠체어 출입 동선', description: '예: 정문 오른쪽 경사로 → 1층 로비 엘리베이터' },
    wheelchairSeats: { label: '휠체어석(석)' },
    companionSeats: { label: '동반자석(석)' },
    accessibleParkingSpaces: { label: '장애인 전용 주차면(면)' },
    note: {
      label: '안내 문구',
      description: '목록 아래에 보입니다. 예: 방문 전 연락 주시면 동선과 좌석을 안내해드립니다.',
    },
    contactPhone: { label: '접근성 문의 전화' },
    contactEmail: { label: '접근성 문의 이메일' },
  },
};

/**
 * Edit-view rows of a component, where Strapi's default (each field in turn) reads badly: a
 * service beside the note that says which performances offer it.
 */
export const COMPONENT_EDIT_ROWS: Record<string, Array<Array<{ name: string; size: number }>>> = {
  'show.access': ACCESS_SERVICES.map((service) =>
    service.noteField
      ? [
          { name: service.field, size: 4 },
          { name: service.noteField, size: 8 },
        ]
      : [{ name: service.field, size: 4 }],
  ),
};

type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown[] };
};

type Metadatas = Configuration['metadatas'];

/** The configured labels, and Korean names for the technical fields a layout does not name itself. */
function labelledMetadatas(
  metadatas: Metadatas,
  fields: Record<string, FieldLabel>,
  layout?: Pick<TypeLayout, 'readOnly' | 'hidden'>,
): Metadatas {
  const labelled = { ...metadatas };
  const labels: Record<string, FieldLabel> = {
    ...Object.fromEntries(Object.entries(TECHNICAL_FIELD_LABELS).map(([field, label]) => [field, { label }])),
    ...fields,
  };
  for (const [field, { label, description }] of Object.entries(labels)) {
    const current = labelled[field];
    if (!current) continue;
    const hidden = layout?.hidden?.includes(field);
    const readOnly = layout?.readOnly?.includes(field) || hidden;
    labelled[field] = {
      ...current,
      edit: {
        ...current.edit,
        label,
        ...(description ? { description } : {}),
        ...(readOnly ? { editable: false } : {}),
        ...(hidden ? { visible: false } : {}),
      },
      list: { ...current.list, label },
    };
  }
  return labelled;
}

export async function applyAdminLabels(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');

  for (const [uid, layout] of Object.entries(ADMIN_LAYOUTS)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const configuration: Configuration = await contentTypes.findConfiguration(contentType);

    const metadatas = labelledMetadatas(configuration.metadatas, layout.fields, layout);
    const hidden = new Set(layout.hidden ?? []);
    const editRows = (configuration.layouts.edit as Array<Array<{ name: string }>>)
      .map((row) => row.filter((field) => !hidden.has(field.name)))
      .filter((row) => row.length > 0);

    await contentTypes.updateConfiguration(contentType, {
      settings: {
        ...configuration.settings,
        mainField: layout.mainField,
        defaultSortBy: layout.defaultSortBy,
        defaultSortOrder: layout.defaultSortOrder,
      },
      metadatas,
      layouts: { ...configuration.layouts, list: layout.listColumns, edit: editRows },
    });
  }

  const components = strapi.plugin('content-manager').service('components');
  for (const [uid, fields] of Object.entries(COMPONENT_LABELS)) {
    const component = components.findComponent(uid);
    if (!component) continue;
    const configuration: Configuration = await components.findConfiguration(component);
    await components.updateConfiguration(component, {
      settings: configuration.settings,
      metadatas: labelledMetadatas(configuration.metadatas, fields),
      layouts: { ...configuration.layouts, ...(COMPONENT_EDIT_ROWS[uid] ? { edit: COMPONENT_EDIT_ROWS[uid] } : {}) },
    });
  }
}
