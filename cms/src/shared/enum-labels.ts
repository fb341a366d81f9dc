import { RENTAL_FEE_KIND_LABELS } from '@hall/contract/rental-fees';
import {
  APPLICATION_STATUS_LABELS,
  CALENDAR_KIND_LABELS,
  NOTICE_CATEGORY_LABELS,
  RENTAL_CATEGORY_LABELS,
  SHOW_STATUS_LABELS,
} from '@hall/contract/labels';

/** The outbox's words (docs/decisions/023): only the admin panel shows them. */
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
  rentalWithdrawnStaff: '신청자 취소 알림 (직원)',
  rentalPayment: '입금 확인 (신청자)',
  rentalReminder: '납부 기한·대관일 알림 (신청자)',
  rentalReminderStaff: '납부 기한 알림·승인 취소 (직원)',
  memberDeletedStaff: '회원 탈퇴 알림 (직원)',
  passwordReset: '비밀번호 재설정',
  otherMail: '기타 메일',
} as const;

/**
 * Which enumeration field of which content type or component takes which Korean words
 * (@hall/contract/labels, the words the site and the mails use too): the admin panel's list
 * badges, dropdowns and filters, and the server's messages. cms/test/admin-labels.test.ts checks
 * that every value of every schema enum has a word.
 */
export const ENUM_FIELD_LABELS: Record<string, Record<string, Readonly<Record<string, string>>>> = {
  'api::rental-application.rental-application': {
    applicationStatus: APPLICATION_STATUS_LABELS,
    category: RENTAL_CATEGORY_LABELS,
  },
  'rental.status-change': { applicationStatus: APPLICATION_STATUS_LABELS },
  'rental.fee-rate': { kind: RENTAL_FEE_KIND_LABELS },
  'rental.round-category': { category: RENTAL_CATEGORY_LABELS },
  'api::show.show': { showStatus: SHOW_STATUS_LABELS },
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
