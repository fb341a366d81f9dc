import type { Payment, RentalFee } from '@hall/contract/rental-fees';
import useSWR from 'swr';
import { strapiGet, strapiRequest } from '@/shared/api/strapi';
import type { StrapiCollection, StrapiSingle } from '@/shared/api/types';
import { useAuth } from '@/shared/auth/auth-store';
import type { RentalApplicationInput as ApplicationFields } from '@hall/contract/rental';
import {
  DOCUMENT_FIELDS,
  type DocumentField,
  type DocumentSummary,
  type StatusChange,
} from '@hall/contract/rental-views';
import type { ApplicationStatus, RentalCategory } from '../copy';

/** Shapes of the cms's rental-application endpoints (docs/api/rental.md). */

export { DOCUMENT_FIELDS, type DocumentField, type StatusChange };

/** The `data` part of a submission: the application's fields and both agreements. */
export type RentalApplicationInput = ApplicationFields & { termsAgreed: true; privacyAgreed: true };

export interface RentalApplicationSummary {
  id: number;
  documentId: string;
  company: string;
  showTitle: string;
  desiredDate: string;
  applicationStatus: ApplicationStatus;
  submittedAt: string;
}

export interface RentalApplication extends RentalApplicationSummary {
  category: RentalCategory;
  businessNumber: string;
  address: { basic: string; detail: string | null } | null;
  tel: string;
  fax: string;
  email: string;
  performerFormat: string;
  contactName: string;
  contactPhone: string;
  desiredTime: string;
  rejectionReason: string | null;
  statusHistory: StatusChange[];
  documents: Partial<Record<DocumentField, DocumentSummary | null>>;
  /** The fee quoted at submission and what was paid of it (docs/api/rental.md); null for an old application. */
  fee?: RentalFee | null;
  payments?: Array<Pick<Payment, 'kind' | 'amount' | 'paidOn'>>;
}

/**
 * Fields and both documents in one multipart request: stored together or not at all. The
 * idempotency key names this filled-in form: sent again with a retry, it makes the cms return
 * the application the first attempt created (its response may have been lost) instead of a
 * second one.
 */
export function submitRentalApplication(
  input: RentalApplicationInput,
  documents: Record<DocumentField, File>,
  idempotencyKey: string,
): Promise<StrapiSingle<RentalApplication>> {
  const body = new FormData();
  body.append('data', JSON.stringify(input));
  for (const field of DOCUMENT_FIELDS) body.append(field, documents[field], documents[field].name);
  return strapiRequest<StrapiSingle<RentalApplication>>('/rental-applications', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * A new idempotency key, for a form filled in anew: a random UUID. Browsers offer
 * crypto.randomUUID only on HTTPS and localhost; a hall served over plain HTTP gets the same
 * format from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const MY_APPLICATIONS_PAGE_SIZE = 10;

/** One page of the member's own applications, newest first (the server keeps only the caller's). */
export function useMyApplications(page: number) {
  const { member } = useAuth();
  const query = { pagination: { page, pageSize: MY_APPLICATIONS_PAGE_SIZE } };
  // Keyed by the member too: another login in the same tab must not see the previous list.
  return useSWR(
    member ? (['/rental-applications', query, member.id] as const) : null,
    ([path, params]) => strapiGet<StrapiCollection<RentalApplicationSummary>>(path, params),
    { keepPreviousData: true },
  );
}

export function useMyApplication(documentId: string | undefined) {
  const { member } = useAuth();
  return useSWR(
    member && documentId ? ([`/rental-applications/${encodeURIComponent(documentId)}`, member.id] as const) : null,
    ([path]) => strapiGet<StrapiSingle<RentalApplication>>(path).then((response) => response.data),
  );
}

/** A short-lived address that downloads the document without the access token. */
export async function requestDocumentLink(
  documentId: string,
  field: DocumentField,
): Promise<{ url: string; expiresAt: string }> {
  const response = await strapiRequest<{ data: { url: string; expiresAt: string } }>(
    `/rental-applications/${encodeURIComponent(documentId)}/documents/${field}/link`,
    { method: 'POST' },
  );
  return response.data;
}

interface BusyDates {
  month: string;
  busyDates: string[];
}

/** Days of a month (YYYY-MM) on which the hall is already taken. */
export function useBusyDates(month: string | null) {
  return useSWR(
    month ? (['/rental-busy-dates', { month }] as const) : null,
    ([path, query]) => strapiGet<{ data: BusyDates }>(path, query).then((response) => response.data),
    // Only a hint beside the date: a failure shows nothing rather than an error toast.
    { onError: () => undefined, shouldRetryOnError: false, dedupingInterval: 60_000 },
  );
}
