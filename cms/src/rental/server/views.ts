import type { Core, Utils } from '@strapi/strapi';
import { applicationStatusLabel, type ApplicationStatus } from '@hall/contract/labels';
import type { StaffWorkflowView } from '@hall/contract/rental-views';
import { RENTAL_APPLICATION } from './settings';
import { documentSummary, type Documents } from './staff-documents';
import { STEPS, nextSteps, sortedHistory, type HistoryRow } from './workflow';
import { applicationFee, storedFeeQuote, storedPayments } from './fees';
import { sameDay } from './conflicts';

/**
 * What the rental routes return of an application (contract: docs/api/rental.md): the member's
 * view and the staff's workflow view. Neither ever carries a storage key or the owner.
 */

/** An application as read with its address and history. */
export interface ApplicationRecord {
  id?: number;
  documentId: string;
  company?: string;
  category?: string;
  businessNumber?: string;
  address?: { basic?: string | null; detail?: string | null } | null;
  tel?: string;
  fax?: string;
  email?: string;
  showTitle?: string;
  performerFormat?: string;
  contactName?: string;
  contactPhone?: string;
  desiredDate?: string;
  desiredTime?: string;
  applicationStatus: ApplicationStatus;
  rejectionReason?: string | null;
  statusHistory?: HistoryRow[] | null;
  submittedAt?: string | null;
  documents?: unknown;
  owner?: { id?: number; email?: string | null } | null;
  feeQuote?: unknown;
  payments?: unknown;
  depositDueOn?: string | null;
  balanceDueOn?: string | null;
}

/** The documents as the private `documents` field (a JSON attribute) stores them. */
export const documentsField = (documents: Documents): Utils.JSONObject => ({ ...documents }) as Utils.JSONObject;

/** The private `documents` field as stored (a JSON attribute). */
export const storedDocuments = (application: { documents?: unknown } | null | undefined): Documents | null =>
  (application?.documents ?? null) as Documents | null;

/** The member's own view of an application. */
export function memberView(application: ApplicationRecord, documents: Documents | null | undefined) {
  return {
    id: application.id,
    documentId: application.documentId,
    company: application.company,
    category: application.category,
    businessNumber: application.businessNumber,
    address: { basic: application.address?.basic ?? '', detail: application.address?.detail ?? '' },
    tel: application.tel,
    fax: application.fax,
    email: application.email,
    showTitle: application.showTitle,
    performerFormat: application.performerFormat,
    contactName: application.contactName,
    contactPhone: application.contactPhone,
    desiredDate: application.desiredDate,
    desiredTime: application.desiredTime,
    applicationStatus: application.applicationStatus,
    rejectionReason: application.rejectionReason ?? null,
    statusHistory: sortedHistory(application.statusHistory),
    submittedAt: application.submittedAt,
    documents: documentSummary(documents),
    fee: applicationFee(application),
    payments: storedPayments(application).map(({ kind, amount, paidOn }) => ({ kind, amount, paidOn })),
  };
}

/** The row of the member's list (My page → 대관 신청 내역). */
export const memberListRow = (row: ApplicationRecord) => ({
  id: row.id,
  documentId: row.documentId,
  company: row.company,
  showTitle: row.showTitle,
  desiredDate: row.desiredDate,
  applicationStatus: row.applicationStatus,
  submittedAt: row.submittedAt,
});

/**
 * What the edit view's 진행 단계 and 진행 이력 panels show: the application as the staff member's
 * ability may read it, its documents, its history oldest first and the steps legal from its status.
 */
export async function staffView(strapi: Core.Strapi, userAbility: unknown, application: ApplicationRecord) {
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility, model: RENTAL_APPLICATION });
  const { documents, owner, statusHistory, feeQuote, payments, ...fields } = application;
  const sanitized = (await checker.sanitizeOutput(fields)) as Record<string, unknown>;
  const status = application.applicationStatus;
  // The application's own fields (documentId, applicationStatus, rejectionReason, …) are those the
  // role may read; the rest is the workflow.
  const workflow: Omit<StaffWorkflowView, 'documentId' | 'applicationStatus' | 'rejectionReason'> = {
    hasOwner: !!owner,
    statusHistory: sortedHistory(statusHistory),
    documents: documentSummary(storedDocuments({ documents })),
    fee: applicationFee(application),
    feeQuote: storedFeeQuote({ feeQuote }),
    payments: storedPayments({ payments }),
    sameDay: application.desiredDate
      ? await sameDay(strapi, application.documentId, String(application.desiredDate).slice(0, 10))
      : { applications: [], shows: [] },
    statusLabel: applicationStatusLabel(status),
    steps: nextSteps(status).map((step) => ({
      step,
      label: STEPS[step].label,
      status: STEPS[step].status,
      needsReason: STEPS[step].needsReason,
    })),
  };
  return { ...sanitized, ...workflow };
}
