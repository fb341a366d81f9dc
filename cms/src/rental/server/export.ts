import type { Core } from '@strapi/strapi';
import writeXlsxFile from 'write-excel-file/node';
import type { SheetData } from 'write-excel-file/node';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  rentalCategoryLabel,
  type ApplicationStatus,
} from '@hall/contract/labels';
import { isCalendarDay, seoulDateKey, seoulParts } from '@hall/contract/seoul-time';
import { applicationFee, type FeeFields } from './fees';
import { RENTAL_APPLICATION } from './settings';
import { refuse } from './workflow';

/**
 * The list staff send their manager (GET /admin/rental-applications/export, docs/api/rental.md):
 * the applications of a period with their fee and payments, as CSV (UTF-8 with a BOM, so that
 * Excel reads Korean) or XLSX (amounts as numbers).
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** More rows than a hall has applications in years: a larger export asks for a shorter period. */
export const EXPORT_MAX_ROWS = 10_000;

export interface ExportQuery {
  format: ExportFormat;
  from: string | null;
  to: string | null;
  statuses: ApplicationStatus[];
}

const QUERY_KEYS = ['format', 'from', 'to', 'status'];

/** Checks the query: unknown keys, formats, days and statuses are refused in Korean. */
export function readExportQuery(query: Record<string, unknown>): ExportQuery {
  for (const key of Object.keys(query)) {
    if (!QUERY_KEYS.includes(key)) refuse(key, '허용되지 않는 항목입니다.');
  }
  const format = query.format ?? 'csv';
  if (typeof format !== 'string' || !(EXPORT_FORMATS as readonly string[]).includes(format))
    refuse('format', '파일 형식은 csv 또는 xlsx입니다.');
  const day = (key: 'from' | 'to'): string | null => {
    const value = query[key];
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string' || !isCalendarDay(value))
      return refuse(key, `${key === 'from' ? '시작' : '끝'} 날짜는 YYYY-MM-DD 형식으로 입력해주세요.`);
    return value;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && from > to) refuse('to', '끝 날짜가 시작 날짜보다 앞입니다.');
  const statusInput = query.status;
  const statuses: ApplicationStatus[] = [];
  if (statusInput !== undefined && statusInput !== '') {
    const values = typeof statusInput === 'string' ? statusInput.split(',') : statusInput;
    if (!Array.isArray(values) || values.length > APPLICATION_STATUSES.length)
      refuse('status', '진행 상태를 다시 선택해주세요.');
    for (const value of values as unknown[]) {
      if (typeof value !== 'string' || !(APPLICATION_STATUSES as readonly string[]).includes(value))
        refuse('status', `알 수 없는 진행 상태입니다. 상태: ${APPLICATION_STATUSES.join(', ')}`);
      if (!statuses.includes(value as ApplicationStatus)) statuses.push(value as ApplicationStatus);
    }
  }
  return { format: format as ExportFormat, from, to, statuses };
}

type Cell = string | number | null;

export const EXPORT_HEADERS = [
  '신청자',
  '공연명',
  '공연 유형',
  '희망 날짜',
  '진행 상태',
  '담당자',
  '담당자 연락처',
  '이메일',
  '제출 일시',
  '견적 금액',
  '계약금',
  '계약금 기한',
  '잔금 기한',
  '입금액',
  '미수금',
  '부대시설 입금액',
] as const;
/** The columns that hold won. */
const AMOUNT_COLUMNS = new Set(['견적 금액', '계약금', '입금액', '미수금', '부대시설 입금액']);

type ExportRecord = FeeFields & {
  company?: string | null;
  showTitle?: string | null;
  category?: string | null;
  desiredDate?: string | null;
  applicationStatus: ApplicationStatus;
  contactName?: string | null;
  contactPhone?: string | null;
  email?: string | null;
  submittedAt?: string | null;
};

const seoulDateTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const parts = seoulParts(value);
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${seoulDateKey(value)} ${pad(parts.hour)}:${pad(parts.minute)}`;
};

export function exportRow(application: ExportRecord): Cell[] {
  const fee = applicationFee(application);
  return [
    application.company ?? '',
    application.showTitle ?? '',
    rentalCategoryLabel(application.category ?? undefined),
    application.desiredDate ?? '',
    APPLICATION_STATUS_LABELS[application.applicationStatus],
    application.contactName ?? '',
    application.contactPhone ?? '',
    application.email ?? '',
    seoulDateTime(application.submittedAt),
    fee?.total ?? null,
    fee?.deposit ?? null,
    fee?.depositDueOn ?? '',
    fee?.balanceDueOn ?? '',
    fee?.paidTotal ?? null,
    fee?.outstanding ?? null,
    fee?.extraPaid ?? null,
  ];
}

export async function exportRows(strapi: Core.Strapi, query: ExportQuery): Promise<Cell[][]> {
  const desiredDate: Record<string, string> = {};
  if (query.from) desiredDate.$gte = query.from;
  if (query.to) desiredDate.$lte = query.to;
  const where: Record<string, unknown> = {};
  if (Object.keys(desiredDate).length > 0) where.desiredDate = desiredDate;
  if (query.statuses.length > 0) where.applicationStatus = { $in: query.statuses };
  const count = await strapi.db.query(RENTAL_APPLICATION).count({ where });
  if (count > EXPORT_MAX_ROWS)
    refuse('from', `${count.toLocaleString('ko-KR')}건은 한 번에 내려받을 수 없습니다. 기간을 줄여주세요.`);
  const rows = (await strapi.db.query(RENTAL_APPLICATION).findMany({
    where,
    orderBy: [{ desiredDate: 'asc' }, { submittedAt: 'asc' }],
    select: [
      'company',
      'showTitle',
      'category',
      'desiredDate',
      'applicationStatus',
      'contactName',
      'contactPhone',
      'email',
      'submittedAt',
      'feeQuote',
      'payments',
      'depositDueOn',
      'balanceDueOn',
    ],
  })) as ExportRecord[];
  return rows.map(exportRow);
}

/** A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
const neutralized = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function toCsv(rows: Cell[][]): Buffer {
  const cell = (value: Cell): string => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const text = neutralized(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [EXPORT_HEADERS.map(cell), ...rows.map((row) => row.map(cell))].map((row) => row.join(','));
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

export async function toXlsx(rows: Cell[][]): Promise<Buffer> {
  const data: SheetData = [
    EXPORT_HEADERS.map((header) => ({ value: header, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((value, index) =>
        typeof value === 'number'
          ? { value, type: Number, format: AMOUNT_COLUMNS.has(EXPORT_HEADERS[index]!) ? '#,##0' : undefined }
          : value === null
            ? null
            : { value: neutralized(value), type: String },
      ),
    ),
  ];
  return writeXlsxFile(data, {
    sheet: '대관 신청',
    stickyRowsCount: 1,
    columns: EXPORT_HEADERS.map((header) => ({ width: AMOUNT_COLUMNS.has(header) ? 14 : 18 })),
  }).toBuffer();
}

/** The file name, e.g. 대관신청_2027-01-01_2027-12-31.xlsx. */
export const exportFileName = (query: ExportQuery, today: string): string =>
  `대관신청_${query.from ?? '처음'}_${query.to ?? today}.${query.format}`;
