import { RENTAL_LIMITS, rentalApplicationSchema } from '@hall/contract/rental';
import { RENTAL_DOCUMENT_EXTENSIONS, RENTAL_DOCUMENT_MAX_BYTES } from '@hall/contract/rental-messages';
import { formatFileSize } from '@/shared/lib/media';
import { applicationCopy, type RentalCategory } from '../copy';
import type { DocumentField, RentalApplicationInput } from '../api/rental-applications';

/**
 * The application form's values and its rules: the fields are checked by the cms's own schema
 * (@hall/contract/rental: every field required, digits-only numbers, an e-mail address, a real
 * calendar day not before today in Seoul, both agreements), the documents here by their name
 * and size (the cms reads their content).
 */

export interface ApplicationForm {
  termsAgreed: boolean;
  category: RentalCategory | '';
  company: string;
  businessNumber: string;
  businessRegistration: File | null;
  addressBasic: string;
  addressDetail: string;
  tel: string;
  fax: string;
  email: string;
  showTitle: string;
  performerFormat: string;
  performancePlan: File | null;
  desiredDate: string;
  desiredTime: string;
  contactName: string;
  contactPhone: string;
  privacyAgreed: boolean;
}

export type FieldName = keyof ApplicationForm;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_FORM: ApplicationForm = {
  termsAgreed: false,
  category: '',
  company: '',
  businessNumber: '',
  businessRegistration: null,
  addressBasic: '',
  addressDetail: '',
  tel: '',
  fax: '',
  email: '',
  showTitle: '',
  performerFormat: '',
  performancePlan: null,
  desiredDate: '',
  desiredTime: '',
  contactName: '',
  contactPhone: '',
  privacyAgreed: false,
};

/** The order of the fields on the page: the first invalid one gets the focus. */
export const FIELD_ORDER = Object.keys(EMPTY_FORM) as FieldName[];

/** Maximum lengths of the cms's content type. */
export const MAX_LENGTH = RENTAL_LIMITS satisfies Partial<Record<FieldName, number>>;

export const DIGIT_FIELDS = ['businessNumber', 'tel', 'fax', 'contactPhone'] as const satisfies readonly FieldName[];
const TEXT_FIELDS = [
  'company',
  'showTitle',
  'performerFormat',
  'contactName',
  'desiredTime',
] as const satisfies readonly FieldName[];

/** Keeps only the digits of what was typed or pasted (010-1234-5678 becomes 01012345678). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export const ACCEPT_ATTRIBUTE = RENTAL_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why a chosen file cannot be attached, or null. The cms checks the content as well. */
export function fileProblem(file: File): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(RENTAL_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension))
    return applicationCopy.file.wrongType;
  if (file.size > RENTAL_DOCUMENT_MAX_BYTES) return applicationCopy.file.tooLarge;
  if (file.size === 0) return applicationCopy.file.empty;
  return null;
}

export function localFileSize(file: File): string {
  return formatFileSize(file.size / 1024);
}

const { messages } = applicationCopy;

/** The form's values as the `data` part the cms checks; an unticked agreement stays false. */
function toSchemaInput(form: ApplicationForm) {
  return {
    company: form.company,
    category: form.category,
    businessNumber: form.businessNumber,
    address: { basic: form.addressBasic, detail: form.addressDetail },
    tel: form.tel,
    fax: form.fax,
    email: form.email,
    showTitle: form.showTitle,
    performerFormat: form.performerFormat,
    contactName: form.contactName,
    contactPhone: form.contactPhone,
    desiredDate: form.desiredDate,
    desiredTime: form.desiredTime,
    termsAgreed: form.termsAgreed,
    privacyAgreed: form.privacyAgreed,
  };
}

/** The message of each field the schema refuses (the first rule it breaks). `today` is Seoul's date. */
function schemaErrors(form: ApplicationForm, today: string): FieldErrors {
  const result = rentalApplicationSchema(today).safeParse(toSchemaInput(form));
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOfPath(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function documentProblem(file: File | null): string | null {
  return file ? fileProblem(file) : messages.file;
}

/** The message of one field, or null when it is valid. `today` is Seoul's date, YYYY-MM-DD. */
export function validateField(name: FieldName, form: ApplicationForm, today: string): string | null {
  if (name === 'businessRegistration' || name === 'performancePlan') return documentProblem(form[name]);
  return schemaErrors(form, today)[name] ?? null;
}

export function validateForm(form: ApplicationForm, today: string): FieldErrors {
  const found: FieldErrors = { ...schemaErrors(form, today) };
  for (const name of ['businessRegistration', 'performancePlan'] as const) {
    const message = documentProblem(form[name]);
    if (message) found[name] = message;
  }
  const errors: FieldErrors = {};
  for (const name of FIELD_ORDER) if (found[name]) errors[name] = found[name];
  return errors;
}

/**
 * The first desired date of a form opened from a link (/apply/write?date=YYYY-MM-DD, as the
 * rental guide's calendar of free dates makes them): the day when it is one the form accepts, else empty.
 */
export function prefilledDesiredDate(value: string | null, today: string): string {
  if (!value) return '';
  return rentalApplicationSchema(today).shape.desiredDate.safeParse(value).success ? value : '';
}

export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name]);
}

/** The request body of a valid form. */
export function toApplicationInput(form: ApplicationForm): RentalApplicationInput {
  return {
    company: form.company.trim(),
    category: form.category as RentalCategory,
    businessNumber: form.businessNumber,
    address: { basic: form.addressBasic.trim(), detail: form.addressDetail.trim() },
    tel: form.tel,
    fax: form.fax,
    email: form.email.trim(),
    showTitle: form.showTitle.trim(),
    performerFormat: form.performerFormat.trim(),
    contactName: form.contactName.trim(),
    contactPhone: form.contactPhone,
    desiredDate: form.desiredDate,
    desiredTime: form.desiredTime.trim(),
    termsAgreed: true,
    privacyAgreed: true,
  };
}

/* ---------- Responses of the cms ---------- */

interface ServerFieldError {
  path?: unknown;
  message?: string;
  name?: string;
}

/** The form field a cms error path points at (['address', 'basic'] → addressBasic). */
export function fieldOfPath(path: unknown): FieldName | null {
  if (!Array.isArray(path) || path.length === 0) return null;
  const [head, child] = path.map(String);
  if (head === 'address') return child === 'detail' ? 'addressDetail' : 'addressBasic';
  if (head === 'data' && path.length > 1) return fieldOfPath(path.slice(1));
  return head && head in EMPTY_FORM ? (head as FieldName) : null;
}

export const UPLOAD_ERROR_NAMES = ['FileTypeError', 'FileSizeError'];

export function serverFieldErrors(details: unknown): ServerFieldError[] {
  const errors = (details as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? (errors as ServerFieldError[]) : [];
}

/**
 * The inline messages for the cms's field errors: the message the form's own rule gives for
 * the current value, else the cms's own Korean message (a limit the form does not check, such
 * as two files in one field), else the rule the field is about.
 */
export function messagesForServerErrors(details: unknown, form: ApplicationForm, today: string): FieldErrors {
  const result: FieldErrors = {};
  for (const error of serverFieldErrors(details)) {
    const field = fieldOfPath(error.path);
    if (!field || result[field]) continue;
    if (error.name === 'FileTypeError') result[field] = applicationCopy.file.wrongType;
    else if (error.name === 'FileSizeError') result[field] = applicationCopy.file.tooLarge;
    else
      result[field] =
        validateField(field, form, today) ?? (isKorean(error.message) ? error.message : fallbackMessage(field, form));
  }
  return result;
}

function isKorean(message: string | undefined): message is string {
  return typeof message === 'string' && /[가-힣]/.test(message);
}

function fallbackMessage(field: FieldName, form: ApplicationForm): string {
  if (field === 'termsAgreed' || field === 'privacyAgreed') return messages.agreement;
  if (field === 'businessRegistration' || field === 'performancePlan') return messages.file;
  if (field === 'addressBasic') return messages.address;
  if (field === 'addressDetail' && !form.addressDetail.trim()) return messages.required;
  if (field === 'email') return messages.email;
  if (field === 'desiredDate') return messages.pastDate;
  if ((DIGIT_FIELDS as readonly FieldName[]).includes(field)) return messages.digits;
  if ((TEXT_FIELDS as readonly FieldName[]).includes(field) && !(form[field] as string).trim())
    return messages.required;
  return messages.invalid;
}

export type DocumentFiles = Record<DocumentField, File>;
