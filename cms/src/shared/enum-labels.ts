/**
 * Korean words for every enumeration value, the one place both halves of the cms read them: the
 * admin panel (list badges, the edit view's dropdowns, the list filters, the workflow panels)
 * and the server (the workflow's messages, the mails, the home widgets). Plain data with no
 * imports, so that the admin build can bundle it. The site says the same things in the same
 * words (web/src/features/*\/copy.ts). cms/test/admin-labels.test.ts checks that every value
 * of every schema enum has a word here.
 */

export const APPLICATION_STATUS_LABELS = {
  received: '접수',
  reviewing: '검토중',
  approved: '승인',
  rejected: '반려',
  cancelled: '취소',
  contracted: '계약완료',
  completed: '완료',
} as const;

export const RENTAL_CATEGORY_LABELS = {
  classical: '클래식',
  gugak: '국악',
  popular: '대중음악',
  lecture: '기업 강연',
} as const;

export const NOTICE_CATEGORY_LABELS = {
  general: '공지',
  ticketOpen: '티켓오픈',
} as const;

export const CALENDAR_KIND_LABELS = {
  rental: '대관',
  rehearsal: '리허설',
  closure: '휴관',
  other: '기타',
} as const;

export const MAIL_DELIVERY_STATUS_LABELS = {
  pending: '대기',
  sent: '발송됨',
  failed: '실패',
} as const;

export const MAIL_PURPOSE_LABELS = {
  rentalReceived: '대관 신청 접수 (신청자)',
  rentalReceivedStaff: '대관 신청 알림 (직원)',
  rentalRegistered: '직원 등록 대관 신청 접수 (신청자)',
  rentalStatus: '대관 진행 상태 변경',
  passwordReset: '비밀번호 재설정',
  otherMail: '기타 메일',
} as const;

export type ApplicationStatus = keyof typeof APPLICATION_STATUS_LABELS;

/** The enumeration fields of each content type and component, with the words for their values. */
export const ENUM_FIELD_LABELS: Record<string, Record<string, Readonly<Record<string, string>>>> = {
  'api::rental-application.rental-application': {
    applicationStatus: APPLICATION_STATUS_LABELS,
    category: RENTAL_CATEGORY_LABELS,
  },
  'rental.status-change': { applicationStatus: APPLICATION_STATUS_LABELS },
  'api::notice.notice': { category: NOTICE_CATEGORY_LABELS },
  'api::calendar-event.calendar-event': { kind: CALENDAR_KIND_LABELS },
  'api::outbound-mail.outbound-mail': { deliveryStatus: MAIL_DELIVERY_STATUS_LABELS, purpose: MAIL_PURPOSE_LABELS },
};

/**
 * Strapi's enumeration dropdown and its list filter both translate an option with
 * `formatMessage({ id: value, defaultMessage: value })`: a message whose id is the value gives
 * the option its Korean word. Two enums sharing a value would have to share its word.
 */
export function enumValueMessages(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const fields of Object.values(ENUM_FIELD_LABELS)) {
    for (const labels of Object.values(fields)) {
      for (const [value, label] of Object.entries(labels)) {
        if (messages[value] !== undefined && messages[value] !== label) {
          throw new Error(`Enumeration value '${value}' has two Korean words: ${messages[value]}, ${label}`);
        }
        messages[value] = label;
      }
    }
  }
  return messages;
}

/** The Korean word for a value of a model's enumeration field, or undefined when there is none. */
export function enumLabel(model: string, field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return ENUM_FIELD_LABELS[model]?.[field]?.[value];
}
