import { EMAIL_MAX_LENGTH } from './auth';
import { PLAIN_TEXT_MESSAGES } from './plain-text';

/**
 * The rental application's messages (the copy deck's Korean field messages), limits and keys,
 * without the schema (./rental.ts): the site's pages that only show them need not load zod.
 */

export const RENTAL_MESSAGES = {
  required: '내용을 입력해주세요.',
  address: '주소를 등록해주세요.',
  file: '파일을 등록해주세요.',
  agreement: '필수 동의 항목입니다.',
  email: '이메일 형식이 올바르지 않습니다.',
  digits: '숫자만 입력해주세요.',
  tooLong: (max: number) => `${max}자 이내로 입력해주세요.`,
  category: '공연 유형을 선택해주세요.',
  date: '희망 날짜를 확인해주세요.',
  pastDate: '오늘 이후의 날짜를 선택해주세요.',
  notAllowed: '허용되지 않는 항목입니다.',
  oneFile: '파일은 하나만 등록할 수 있습니다.',
  emptyFile: '빈 파일입니다. 파일을 확인해주세요.',
  fileType: 'PDF, JPG, PNG, HWP, HWPX, DOCX 파일만 등록할 수 있습니다.',
  fileSize: (maxBytes: number) => `파일은 ${Math.floor(maxBytes / 1024 / 1024) || 1}MB 이하만 등록할 수 있습니다.`,
  data: '신청서 내용(data)이 올바른 JSON이 아닙니다.',
  ...PLAIN_TEXT_MESSAGES,
} as const;

/** Longest values, as schema.json's maxLength. */
export const RENTAL_LIMITS = {
  company: 100,
  businessNumber: 20,
  tel: 20,
  fax: 20,
  email: EMAIL_MAX_LENGTH,
  showTitle: 200,
  performerFormat: 1000,
  contactName: 50,
  contactPhone: 20,
  desiredTime: 1000,
  addressBasic: 300,
  addressDetail: 200,
} as const;

/**
 * Longest reason of a status change: an applicant's withdrawal, staff's rejection or cancellation
 * (schema.json's rejectionReason and the status-change component's reason).
 */
export const RENTAL_REASON_MAX_LENGTH = 2000;

/** The document names the site accepts; the cms judges the content (docs/decisions/013). */
export const RENTAL_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'hwp', 'hwpx', 'docx'] as const;

/** Largest document: the site's limit, and the cms's unless RENTAL_DOCUMENT_MAX_BYTES says otherwise. */
export const RENTAL_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The keys of the `data` part, in the order of the form. */
export const RENTAL_APPLICATION_KEYS = [
  'company',
  'category',
  'businessNumber',
  'address',
  'tel',
  'fax',
  'email',
  'showTitle',
  'performerFormat',
  'contactName',
  'contactPhone',
  'desiredDate',
  'desiredTime',
  'termsAgreed',
  'privacyAgreed',
] as const;
