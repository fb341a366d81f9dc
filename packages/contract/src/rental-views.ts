/**
 * What the rental routes send and return besides the application's fields (docs/api/rental.md):
 * the names of the two documents, an entry of the status history, a document as anyone may see
 * it, and the staff's workflow view. The cms builds them (cms/src/rental/server/views.ts); the
 * site (web/src/features/rental/api) and the edit view's panels (cms/src/rental/admin/workflow)
 * read them.
 */
import type { ApplicationStatus } from './labels';
import type { FeeQuote, Payment, RentalFee } from './rental-fees';

/** The multipart parts of a submission, and the keys of an application's `documents`. */
export const DOCUMENT_FIELDS = ['businessRegistration', 'performancePlan'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

export const isDocumentField = (value: unknown): value is DocumentField =>
  typeof value === 'string' && (DOCUMENT_FIELDS as readonly string[]).includes(value);

/** A stored document as members and staff see it: never where it is stored. */
export interface DocumentSummary {
  name: string;
  /** Bytes. */
  size: number;
  mime: string;
}

/** One entry of an application's status history, oldest first. */
export interface StatusChange {
  applicationStatus: ApplicationStatus;
  /** ISO 8601, UTC. */
  changedAt: string;
  /** The reason given for 반려 or 취소, else null. */
  reason: string | null;
  /** Present (true) only when the applicant withdrew the application themselves, not staff. */
  byApplicant?: true;
}

/** A step staff may take from the application's status. */
export interface WorkflowStep {
  step: string;
  label: string;
  /** The status the step leads to. */
  status: ApplicationStatus;
  needsReason: boolean;
}

/** Other applications (not rejected or cancelled) and published shows on an application's day. */
export interface SameDay {
  applications: Array<{
    documentId: string;
    company: string;
    showTitle: string;
    applicationStatus: ApplicationStatus;
    statusLabel: string;
  }>;
  shows: Array<{ documentId: string; title: string; startsAt: string }>;
}

/**
 * GET/POST /admin/rental-applications/:documentId/steps: the application's workflow as the edit
 * view's 진행 단계 and 진행 이력 panels show it. It also carries the application's fields that the
 * staff member's role may read.
 */
export interface StaffWorkflowView {
  documentId: string;
  applicationStatus: ApplicationStatus;
  statusLabel: string;
  rejectionReason: string | null;
  hasOwner: boolean;
  statusHistory: StatusChange[];
  documents: Record<DocumentField, DocumentSummary | null>;
  steps: WorkflowStep[];
  /** The quote and what was paid of it; null for an application from before quotes were stored. */
  fee: RentalFee | null;
  /** The quote as stored at submission; null before quotes were stored. */
  feeQuote: FeeQuote | null;
  /** In full, oldest first. */
  payments: Payment[];
  sameDay: SameDay;
}
