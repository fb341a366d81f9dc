import { seoulDateKey } from '../../../utils/seoul-time';
import { PLAIN_TEXT_MESSAGES, hasForbiddenCharacters } from '../../../utils/plain-text';

/**
 * The checks of a submitted application (spec section 5), answering every invalid field at
 * once in Strapi's error shape. Messages are the copy deck's Korean field messages.
 */

export interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError' | 'FileTypeError' | 'FileSizeError';
}

export const MESSAGES = {
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

export const CATEGORIES = ['classical', 'gugak', 'popular', 'lecture'] as const;

const TEXT_LIMITS = {
  company: 100,
  showTitle: 200,
  performerFormat: 1000,
  contactName: 50,
  desiredTime: 1000,
} as const;
/** The `text` attributes of the schema: the form's textareas, where a line break belongs. */
const MULTI_LINE_FIELDS: ReadonlyArray<keyof typeof TEXT_LIMITS> = ['performerFormat', 'desiredTime'];
type DigitField = 'businessNumber' | 'tel' | 'fax' | 'contactPhone';
const DIGITS_MAX = 20;
const ADDRESS_LIMITS = { basic: 300, detail: 200 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** An own (not inherited) key of a plain object: `constructor` or `__proto__` are not keys of a limits table. */
const isOwnKey = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

export const ALLOWED_KEYS = [
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

export interface ApplicationInput {
  company: string;
  category: (typeof CATEGORIES)[number];
  businessNumber: string;
  address: { basic: string; detail: string };
  tel: string;
  fax: string;
  email: string;
  showTitle: string;
  performerFormat: string;
  contactName: string;
  contactPhone: string;
  desiredDate: string;
  desiredTime: string;
}

export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function validateApplication(raw: unknown): { value: ApplicationInput | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (path: string[], message: string) => errors.push({ path, message, name: 'ValidationError' });
  if (!isPlainObject(raw)) {
    fail(['data'], MESSAGES.data);
    return { value: null, errors };
  }

  for (const key of Object.keys(raw)) {
    if (!(ALLOWED_KEYS as readonly string[]).includes(key)) fail([key], MESSAGES.notAllowed);
  }

  const text = (field: keyof typeof TEXT_LIMITS): string => {
    const value = raw[field];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    const multiLine = MULTI_LINE_FIELDS.includes(field);
    if (!trimmed) fail([field], MESSAGES.required);
    else if (hasForbiddenCharacters(trimmed, { multiLine }))
      fail([field], multiLine ? MESSAGES.multiLine : MESSAGES.singleLine);
    else if (trimmed.length > TEXT_LIMITS[field]) fail([field], MESSAGES.tooLong(TEXT_LIMITS[field]));
    return trimmed;
  };
  const digits = (field: DigitField): string => {
    const value = raw[field];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (!trimmed) fail([field], MESSAGES.required);
    else if (!/^[0-9]+$/.test(trimmed)) fail([field], MESSAGES.digits);
    else if (trimmed.length > DIGITS_MAX) fail([field], MESSAGES.tooLong(DIGITS_MAX));
    return trimmed;
  };

  const company = text('company');

  const category = raw.category;
  if (typeof category !== 'string' || !(CATEGORIES as readonly string[]).includes(category))
    fail(['category'], MESSAGES.category);

  const businessNumber = digits('businessNumber');

  const address = { basic: '', detail: '' };
  if (!isPlainObject(raw.address)) {
    fail(['address', 'basic'], MESSAGES.address);
    fail(['address', 'detail'], MESSAGES.required);
  } else {
    for (const key of Object.keys(raw.address)) {
      if (!isOwnKey(ADDRESS_LIMITS, key)) fail(['address', key], MESSAGES.notAllowed);
    }
    for (const part of ['basic', 'detail'] as const) {
      const value = raw.address[part];
      const trimmed = typeof value === 'string' ? value.trim() : '';
      if (!trimmed) fail(['address', part], part === 'basic' ? MESSAGES.address : MESSAGES.required);
      else if (hasForbiddenCharacters(trimmed)) fail(['address', part], MESSAGES.singleLine);
      else if (trimmed.length > ADDRESS_LIMITS[part]) fail(['address', part], MESSAGES.tooLong(ADDRESS_LIMITS[part]));
      address[part] = trimmed;
    }
  }

  const tel = digits('tel');
  const fax = digits('fax');

  const email = typeof raw.email === 'string' ? raw.email.trim() : '';
  if (!email) fail(['email'], MESSAGES.required);
  else if (hasForbiddenCharacters(email)) fail(['email'], MESSAGES.singleLine);
  else if (email.length > EMAIL_MAX || !EMAIL.test(email)) fail(['email'], MESSAGES.email);

  const showTitle = text('showTitle');
  const performerFormat = text('performerFormat');
  const contactName = text('contactName');
  const contactPhone = digits('contactPhone');

  const desiredDate = typeof raw.desiredDate === 'string' ? raw.desiredDate.trim() : '';
  if (!desiredDate) fail(['desiredDate'], MESSAGES.required);
  else if (!isCalendarDay(desiredDate)) fail(['desiredDate'], MESSAGES.date);
  else if (desiredDate < seoulDateKey()) fail(['desiredDate'], MESSAGES.pastDate);

  const desiredTime = text('desiredTime');

  if (raw.termsAgreed !== true) fail(['termsAgreed'], MESSAGES.agreement);
  if (raw.privacyAgreed !== true) fail(['privacyAgreed'], MESSAGES.agreement);

  if (errors.length > 0) return { value: null, errors };
  return {
    value: {
      company,
      category: category as ApplicationInput['category'],
      businessNumber,
      address,
      tel,
      fax,
      email,
      showTitle,
      performerFormat,
      contactName,
      contactPhone,
      desiredDate,
      desiredTime,
    },
    errors,
  };
}
