import { isDeepStrictEqual } from 'node:util';
import { errors } from '@strapi/utils';
import type { Core, Modules } from '@strapi/strapi';
import { RENTAL_APPLICATION } from './settings';
import { isServerWrite } from './server-write';
import { removeStoredDocuments } from './storage';
import { quoteForApplication } from './fees';
import { APPLICATION_STATUS_LABELS as STATUS_LABELS, type ApplicationStatus } from '@hall/contract/labels';
import { RENTAL_REASON_MAX_LENGTH } from '@hall/contract/rental-messages';
import type { StatusChange } from '@hall/contract/rental-views';

export type { ApplicationStatus };

/**
 * ../shared/spec/decisions.md: 접수 → 검토중 → 승인 | 반려 | 취소; 승인 → 계약완료 → 완료. An applicant who
 * withdraws before the review starts is cancelled straight from 접수 (docs/decisions/009).
 */
export const NEXT_STATUSES: Record<ApplicationStatus, ApplicationStatus[]> = {
  received: ['reviewing', 'cancelled'],
  reviewing: ['approved', 'rejected', 'cancelled'],
  approved: ['contracted'],
  contracted: ['completed'],
  rejected: [],
  cancelled: [],
  completed: [],
};

/** The steps staff take (docs/decisions/014): each leads to exactly one status. */
export const STEPS = {
  review: { status: 'reviewing', label: '검토 시작', needsReason: false },
  approve: { status: 'approved', label: '승인', needsReason: false },
  reject: { status: 'rejected', label: '반려', needsReason: true },
  cancel: { status: 'cancelled', label: '취소', needsReason: true },
  contract: { status: 'contracted', label: '계약 완료', needsReason: false },
  complete: { status: 'completed', label: '완료', needsReason: false },
} as const satisfies Record<string, { status: ApplicationStatus; label: string; needsReason: boolean }>;
export type Step = keyof typeof STEPS;

export const isStep = (value: unknown): value is Step =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(STEPS, value);

const stepTo = (status: ApplicationStatus): Step =>
  (Object.keys(STEPS) as Step[]).find((step) => STEPS[step].status === status)!;

/** The steps legal from `status`, in the order staff see them. */
export const nextSteps = (status: ApplicationStatus): Step[] => NEXT_STATUSES[status].map(stepTo);

/** "할 수 있는 단계: 승인, 반려, 취소" or, at the end of the workflow, that nothing follows. */
export function legalStepsSentence(status: ApplicationStatus): string {
  const steps = nextSteps(status).map((step) => STEPS[step].label);
  return steps.length ? `할 수 있는 단계: ${steps.join(', ')}` : '더 이상 진행할 단계가 없습니다.';
}

export type { StatusChange };

export const refuse = (field: string, message: string): never => {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
};

const normalizedText = (value: unknown): string | null =>
  typeof value === 'string' ? value.trim() || null : value == null ? null : String(value);

/** Checks a step staff take; returns the history entry it appends. */
export function checkStep(from: ApplicationStatus, step: Step, reasonInput: unknown, now = new Date()): StatusChange {
  const { status: to, label, needsReason } = STEPS[step];
  if (!NEXT_STATUSES[from].includes(to)) {
    return refuse(
      'step',
      `지금 상태는 '${STATUS_LABELS[from]}'입니다. '${label}' 단계는 진행할 수 없습니다. ${legalStepsSentence(from)}`,
    );
  }
  const reason = normalizedText(reasonInput);
  if (needsReason && !reason) return refuse('reason', `${label}하려면 ${label} 사유를 입력해주세요.`);
  if (!needsReason && reason) return refuse('reason', '사유는 반려하거나 취소할 때만 입력합니다.');
  if (reason && reason.length > RENTAL_REASON_MAX_LENGTH)
    return refuse('reason', `사유는 ${RENTAL_REASON_MAX_LENGTH}자 이내로 입력해주세요.`);
  return { applicationStatus: to, changedAt: now.toISOString(), reason };
}

export type HistoryRow = {
  id?: number;
  applicationStatus: ApplicationStatus;
  changedAt: string;
  reason?: string | null;
  byApplicant?: boolean | null;
};

export const sortedHistory = (rows: HistoryRow[] | null | undefined): StatusChange[] =>
  [...(rows ?? [])]
    .sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || (a.id ?? 0) - (b.id ?? 0))
    .map(({ applicationStatus, changedAt, reason, byApplicant }) => ({
      applicationStatus,
      changedAt: new Date(changedAt).toISOString(),
      reason: reason ?? null,
      ...(byApplicant === true ? { byApplicant: true } : {}),
    }));

/**
 * Written by the server only: the quote at submission, the due dates at 승인, the payments
 * (fees.ts), the reminders the daily job sent (deadlines.ts).
 */
const FEE_FIELDS = ['feeQuote', 'payments', 'depositDueOn', 'balanceDueOn', 'sentReminders'] as const;
const FEE_HINT = "견적과 납부 기한은 서버가 정하고, 입금은 오른쪽 '대관료·입금'에서 기록합니다.";

interface CurrentApplication {
  feeQuote?: unknown;
  payments?: unknown;
  depositDueOn?: string | null;
  balanceDueOn?: string | null;
  sentReminders?: string | null;
  applicationStatus: ApplicationStatus;
  rejectionReason: string | null;
  statusHistory?: HistoryRow[];
  submittedAt: string | null;
  documents: unknown;
  owner?: { id: number; documentId: string } | null;
}

const STEP_HINT = "편집 화면 오른쪽의 '진행 단계'에서 바꿔주세요.";

const sameTime = (given: unknown, stored: string | null): boolean => {
  if (given === null || given === undefined || given === '') return stored === null;
  return stored !== null && typeof given === 'string' && Date.parse(given) === Date.parse(stored);
};

const historyKey = (rows: unknown): string | null => {
  if (rows === null || rows === undefined) return '';
  if (!Array.isArray(rows)) return null;
  return rows
    .map((row) => {
      if (!row || typeof row !== 'object') return '?';
      const { applicationStatus, changedAt, reason } = row as Record<string, unknown>;
      return `${applicationStatus}|${typeof changedAt === 'string' ? Date.parse(changedAt) : '?'}|${normalizedText(reason) ?? ''}`;
    })
    .sort()
    .join('\n');
};

type Reference = number | string | { id?: unknown; documentId?: unknown };

const asList = (value: unknown): Reference[] =>
  (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]) as Reference[];

/**
 * Whether a relation value as the content manager (or any client of the admin API) sends it
 * changes the owner: `{ connect, disconnect }` (the edit form sends both empty when nothing
 * changed), `{ set }`, an id, a documentId or null.
 */
function changesOwner(value: unknown, owner: { id: number; documentId: string } | null | undefined): boolean {
  if (value === undefined) return false;
  const isOwner = (reference: Reference) =>
    !!owner &&
    (typeof reference === 'object' && reference !== null
      ? reference.id === owner.id || reference.documentId === owner.documentId
      : reference === owner.id || reference === owner.documentId || String(reference) === String(owner.id));
  const isExactly = (references: Reference[]) => references.length === (owner ? 1 : 0) && references.every(isOwner);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return !isExactly(asList(value));
  const { connect, disconnect, set } = value as Record<string, unknown>;
  if (set !== undefined) return !isExactly(asList(set));
  return asList(connect).some((reference) => !isOwner(reference)) || asList(disconnect).some(isOwner);
}

/** A content-manager save of an existing application: ordinary fields only; the rest must be unchanged. */
function checkStaffUpdate(data: Record<string, unknown>, current: CurrentApplication): void {
  const state = `지금 상태: ${STATUS_LABELS[current.applicationStatus]}. ${legalStepsSentence(current.applicationStatus)}`;
  if (data.applicationStatus !== undefined && data.applicationStatus !== current.applicationStatus) {
    refuse('applicationStatus', `진행 상태는 저장으로 바꿀 수 없습니다. ${STEP_HINT} (${state})`);
  }
  if (
    data.rejectionReason !== undefined &&
    normalizedText(data.rejectionReason) !== normalizedText(current.rejectionReason)
  ) {
    refuse('rejectionReason', `반려·취소 사유는 반려하거나 취소할 때만 입력합니다. ${STEP_HINT} (${state})`);
  }
  if (data.statusHistory !== undefined && historyKey(data.statusHistory) !== historyKey(current.statusHistory)) {
    refuse('statusHistory', '상태 변경 이력은 고칠 수 없습니다. 단계를 진행하면 서버가 기록합니다.');
  }
  if (changesOwner(data.owner, current.owner)) refuse('owner', '신청 회원은 바꿀 수 없습니다.');
  if (data.submittedAt !== undefined && !sameTime(data.submittedAt, current.submittedAt))
    refuse('submittedAt', '제출 일시는 바꿀 수 없습니다.');
  if (data.documents !== undefined && !isDeepStrictEqual(data.documents ?? null, current.documents ?? null)) {
    refuse('documents', "첨부 서류는 오른쪽 '첨부 서류'에서 올려주세요.");
  }
  for (const field of FEE_FIELDS) {
    const given = data[field];
    const stored = current[field] ?? null;
    const same =
      given === undefined ||
      isDeepStrictEqual(given ?? null, stored) ||
      (typeof given === 'string' && typeof stored === 'string' && given.slice(0, 10) === stored.slice(0, 10));
    if (!same) refuse(field, FEE_HINT);
  }
  for (const field of [
    'applicationStatus',
    'rejectionReason',
    'statusHistory',
    'owner',
    'submittedAt',
    'documents',
    ...FEE_FIELDS,
  ])
    delete data[field];
}

/**
 * A content-manager create: an application received by phone or on paper (docs/decisions/014).
 * It has no owner; it starts received, with the server's submission time and first history entry.
 */
function prepareStaffCreate(data: Record<string, unknown>, now = new Date()): void {
  if (data.applicationStatus != null && data.applicationStatus !== 'received') {
    refuse('applicationStatus', "새 신청은 '접수' 상태로 등록됩니다. 등록한 뒤 '진행 단계'에서 진행해주세요.");
  }
  if (normalizedText(data.rejectionReason))
    refuse('rejectionReason', '반려·취소 사유는 반려하거나 취소할 때만 입력합니다.');
  if (historyKey(data.statusHistory) !== '') refuse('statusHistory', '상태 변경 이력은 서버가 기록합니다.');
  if (changesOwner(data.owner, null)) refuse('owner', '전화나 서면으로 받은 신청에는 회원을 연결할 수 없습니다.');
  if (data.submittedAt != null && data.submittedAt !== '')
    refuse('submittedAt', '제출 일시는 등록할 때 서버가 기록합니다.');
  if (data.documents != null) refuse('documents', "첨부 서류는 등록한 뒤 오른쪽 '첨부 서류'에서 올려주세요.");
  for (const field of FEE_FIELDS) if (data[field] != null && data[field] !== '') refuse(field, FEE_HINT);
  delete data.owner;
  delete data.documents;
  for (const field of FEE_FIELDS) delete data[field];
  const submittedAt = now.toISOString();
  Object.assign(data, {
    applicationStatus: 'received',
    rejectionReason: null,
    submittedAt,
    statusHistory: [{ applicationStatus: 'received', changedAt: submittedAt, reason: null }],
  });
}

/** The numbers of an application: staff type them as people say them (345-67-89012, 031-700-1234). */
const NUMBER_FIELDS = ['businessNumber', 'tel', 'fax', 'contactPhone'] as const;

/** Keeps the digits of each number staff typed: stored as the site's form stores them. */
export function normalizeNumbers(data: Record<string, unknown>): void {
  for (const field of NUMBER_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') data[field] = value.replace(/[\s().-]/g, '');
  }
}

/** The parameters of a document service call, as far as the workflow reads them. */
interface WriteParams {
  documentId?: string;
  data?: Record<string, unknown>;
}

/**
 * Document service middleware for rental applications (registered in register.ts). The
 * server's own writes (server-write.ts) pass; any other create, update or clone, which is a
 * content-manager save, is refused with a Korean message when it touches the status, the
 * reason, the history, the owner, the submission time or the documents. Staff move an
 * application with the step route (steps.ts) instead. Deleting removes the stored files.
 */
export function rentalWorkflowMiddleware(
  strapi: Core.Strapi,
  /** Records the applicant's mail, in the transaction that creates the application. */
  onRegisteredByStaff: (application: Record<string, unknown>) => Promise<void>,
): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== RENTAL_APPLICATION) return next();
    const params = context.params as WriteParams;

    if (context.action === 'delete' && params.documentId) {
      const deleted = (await strapi.db.query(RENTAL_APPLICATION).findOne({
        where: { documentId: params.documentId },
        select: ['documents'],
      })) as { documents?: Record<string, { storageKey?: string } | null> | null } | null;
      const result = await next();
      const keys = Object.values(deleted?.documents ?? {})
        .map((document) => document?.storageKey)
        .filter((key): key is string => !!key);
      await removeStoredDocuments(strapi, keys);
      return result;
    }

    if (isServerWrite()) return next();

    if (context.action === 'clone') refuse('documentId', '대관 신청은 복제할 수 없습니다. 새 항목으로 등록해주세요.');

    if (context.action === 'create' || context.action === 'update') normalizeNumbers((params.data ??= {}));

    if (context.action === 'create') {
      prepareStaffCreate((params.data ??= {}));
      params.data.feeQuote = await quoteForApplication(strapi, params.data);
      return strapi.db.transaction(async () => {
        const created = await next();
        if (created) await onRegisteredByStaff(created as Record<string, unknown>);
        return created;
      });
    }

    if (context.action !== 'update' || !params.documentId) return next();

    const current = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId: params.documentId },
      populate: { statusHistory: true, owner: { select: ['id', 'documentId'] } },
    })) as CurrentApplication | null;
    if (!current) return next();
    checkStaffUpdate((params.data ??= {}), current);
    return next();
  };
}
