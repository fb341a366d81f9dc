import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { RENTAL_APPLICATION } from './settings';
import { removeStoredDocuments } from './storage';

export const STATUSES = ['received', 'reviewing', 'approved', 'rejected', 'cancelled', 'contracted', 'completed'] as const;
export type ApplicationStatus = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: '접수',
  reviewing: '검토중',
  approved: '승인',
  rejected: '반려',
  cancelled: '취소',
  contracted: '계약완료',
  completed: '완료',
};

/**
 * decisions.md: 접수 → 검토중 → 승인 | 반려 | 취소; 승인 → 계약완료 → 완료. An applicant who
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

export interface StatusChange {
  applicationStatus: ApplicationStatus;
  changedAt: string;
  reason: string | null;
}

const isStatus = (value: unknown): value is ApplicationStatus => typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

const refuse = (field: string, message: string): never => {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
};

/** Checks a status change made by staff; returns the entry to append to the history. */
export function checkTransition(
  from: ApplicationStatus,
  to: unknown,
  rejectionReason: string | null | undefined,
  now = new Date(),
): StatusChange | null {
  if (to === undefined || to === null || to === from) return null;
  if (!isStatus(to)) return refuse('applicationStatus', '알 수 없는 진행 상태입니다.');
  const allowed = NEXT_STATUSES[from];
  if (!allowed.includes(to)) {
    const next = allowed.map((status) => STATUS_LABELS[status]).join(', ');
    return refuse(
      'applicationStatus',
      `'${STATUS_LABELS[from]}' 상태에서 '${STATUS_LABELS[to]}'(으)로 바꿀 수 없습니다. ${next ? `가능한 다음 상태: ${next}` : '더 이상 상태를 바꿀 수 없습니다.'}`,
    );
  }
  const reason = rejectionReason?.trim() || null;
  if (to === 'rejected' && !reason) return refuse('rejectionReason', '반려하려면 반려 사유를 입력해주세요.');
  return { applicationStatus: to, changedAt: now.toISOString(), reason: to === 'rejected' || to === 'cancelled' ? reason : null };
}

type HistoryRow = { id?: number; applicationStatus: ApplicationStatus; changedAt: string; reason?: string | null };

interface CurrentApplication {
  id: number;
  documentId: string;
  applicationStatus: ApplicationStatus;
  rejectionReason: string | null;
  statusHistory?: HistoryRow[];
  email: string;
  company: string;
  showTitle: string;
  desiredDate: string;
  owner?: { email?: string | null; name?: string | null } | null;
}

/** Fields only the server writes; staff edits of them are dropped. */
const SERVER_OWNED_ON_UPDATE = ['owner', 'submittedAt', 'documents', 'statusHistory'];

/**
 * Document service middleware for rental applications (registered in src/index.ts): every
 * create gets its first history entry; every update by staff (content-manager) is checked
 * against the workflow, appends the change to the history and, after it is stored, mails the
 * applicant.
 */
export function rentalWorkflowMiddleware(strapi: Core.Strapi, onStatusChanged: (application: CurrentApplication, change: StatusChange) => void) {
  return async (context: { uid: string; action: string; params: any }, next: () => Promise<unknown>) => {
    if (context.uid !== RENTAL_APPLICATION) return next();

    if (context.action === 'create') {
      const data = (context.params.data ??= {});
      const status: ApplicationStatus = isStatus(data.applicationStatus) ? data.applicationStatus : 'received';
      data.applicationStatus = status;
      data.submittedAt ??= new Date().toISOString();
      if (!Array.isArray(data.statusHistory) || data.statusHistory.length === 0) {
        data.statusHistory = [{ applicationStatus: status, changedAt: data.submittedAt, reason: null }];
      }
      return next();
    }

    if (context.action === 'delete' && context.params.documentId) {
      const deleted = (await strapi.db.query(RENTAL_APPLICATION).findOne({
        where: { documentId: context.params.documentId },
        select: ['documents'],
      })) as { documents?: Record<string, { storageKey?: string } | null> | null } | null;
      const result = await next();
      const keys = Object.values(deleted?.documents ?? {})
        .map((document) => document?.storageKey)
        .filter((key): key is string => !!key);
      await removeStoredDocuments(strapi, keys);
      return result;
    }

    if (context.action !== 'update' || !context.params.documentId) return next();

    const data = (context.params.data ??= {});
    const current = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId: context.params.documentId },
      populate: { statusHistory: true, owner: { select: ['email', 'name'] } },
    })) as CurrentApplication | null;
    if (!current) return next();

    for (const field of SERVER_OWNED_ON_UPDATE) delete data[field];
    const reason = data.rejectionReason !== undefined ? data.rejectionReason : current.rejectionReason;
    const change = checkTransition(current.applicationStatus, data.applicationStatus, reason);

    const history = [...(current.statusHistory ?? [])]
      .sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || (a.id ?? 0) - (b.id ?? 0))
      .map(({ id, applicationStatus, changedAt, reason: entryReason }) => ({ id, applicationStatus, changedAt, reason: entryReason ?? null }));
    data.statusHistory = change ? [...history, change] : history;

    const result = await next();
    if (change) onStatusChanged({ ...current, applicationStatus: change.applicationStatus, rejectionReason: reason ?? null }, change);
    return result;
  };
}
