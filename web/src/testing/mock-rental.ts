import type { RentalRound } from '@hall/contract/rental-rounds';
/**
 * A stand-in for the cms's rental-application endpoints (docs/api/rental.md): a member's own
 * applications only, multipart submissions, document links and the busy days of a month.
 * Records carry their owner's member id (see mock-auth.ts for the members and tokens).
 */
import { http, HttpResponse } from 'msw';
import type { ApplicationStatus } from '@hall/contract/labels';
import type { Payment, RentalFee } from '@hall/contract/rental-fees';
import type { DocumentSummary, StatusChange } from '@hall/contract/rental-views';
import { bearerMember, errorBody, unauthorized } from './mock-auth';

type Status = ApplicationStatus;

export interface MockApplication {
  id: number;
  documentId: string;
  ownerId: number;
  company: string;
  category: 'classical' | 'gugak' | 'popular' | 'lecture';
  businessNumber: string;
  address: { basic: string; detail: string | null };
  tel: string;
  fax: string;
  email: string;
  showTitle: string;
  performerFormat: string;
  contactName: string;
  contactPhone: string;
  desiredDate: string;
  desiredTime: string;
  applicationStatus: Status;
  rejectionReason: string | null;
  submittedAt: string;
  statusHistory: StatusChange[];
  fee?: RentalFee | null;
  payments?: Array<Pick<Payment, 'kind' | 'amount' | 'paidOn'>>;
  /** Sizes in bytes. */
  documents: {
    businessRegistration: DocumentSummary | null;
    performancePlan: DocumentSummary | null;
  };
  createdAt: string;
  updatedAt: string;
}

export interface SubmittedApplication {
  authorization: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
  data: Record<string, unknown>;
  files: Record<string, { name: string; size: number; type: string }>;
}

const STATUS_WORDS: Record<Status, string> = {
  received: '접수',
  reviewing: '검토중',
  approved: '승인',
  rejected: '반려',
  cancelled: '취소',
  contracted: '계약완료',
  completed: '완료',
};

export const rentalDb = {
  applications: [] as MockApplication[],
  /** Busy days, YYYY-MM-DD. */
  busyDates: [] as string[],
  /** Every POST /api/rental-applications as the server received it. */
  submissions: [] as SubmittedApplication[],
  /** Every document link requested: which application and field. */
  linkRequests: [] as Array<{ documentId: string; field: string; authorization: string | null }>,
  /** Every busy-dates month asked for. */
  busyMonths: [] as string[],
  /** The published calls for applications (GET /api/rental-rounds). */
  rounds: [] as RentalRound[],
};

let sequence = 0;

export function resetRentalDb(): void {
  rentalDb.applications = [];
  rentalDb.busyDates = [];
  rentalDb.submissions = [];
  rentalDb.linkRequests = [];
  rentalDb.busyMonths = [];
  rentalDb.rounds = [];
  sequence = 0;
}

export function buildApplication(ownerId: number, overrides: Partial<MockApplication> = {}): MockApplication {
  sequence += 1;
  const submittedAt =
    overrides.submittedAt ?? new Date(Date.UTC(2026, 9, 1, 1, 0) + sequence * 3_600_000).toISOString();
  return {
    id: sequence,
    documentId: `rental${String(sequence).padStart(4, '0')}k2j3x9w8q7`,
    ownerId,
    company: `주식회사 대관${sequence}`,
    category: 'classical',
    businessNumber: '1234567890',
    address: { basic: '서울특별시 중구 세종대로 110', detail: '5층' },
    tel: '0212345678',
    fax: '0212345679',
    email: `company${sequence}@example.com`,
    showTitle: `대관 공연 ${sequence}`,
    performerFormat: '피아노 독주',
    contactName: '김담당',
    contactPhone: '01012345678',
    desiredDate: '2026-12-24',
    desiredTime: '19:30 공연',
    applicationStatus: 'received',
    rejectionReason: null,
    submittedAt,
    statusHistory: [{ applicationStatus: 'received', changedAt: submittedAt, reason: null }],
    documents: {
      businessRegistration: { name: '사업자등록증.pdf', size: 186_778, mime: 'application/pdf' },
      performancePlan: { name: '공연계획서.hwp', size: 49_357, mime: 'application/x-hwp' },
    },
    createdAt: submittedAt,
    updatedAt: submittedAt,
    ...overrides,
  };
}

/** The record as the API responds with it: no owner. */
function publicRecord(application: MockApplication) {
  const { ownerId: _ownerId, ...rest } = application;
  return rest;
}

const SUMMARY_FIELDS = [
  'id',
  'documentId',
  'company',
  'showTitle',
  'desiredDate',
  'applicationStatus',
  'submittedAt',
] as const;

const notFound = () => HttpResponse.json(errorBody(404, 'NotFoundError', 'Not Found'), { status: 404 });

function owned(request: Request, documentId: unknown): MockApplication | 'unauthorized' | null {
  const memberId = bearerMember(request);
  if (!memberId) return 'unauthorized';
  return rentalDb.applications.find((item) => item.documentId === documentId && item.ownerId === memberId) ?? null;
}

export const rentalHandlers = [
  http.post('*/api/rental-applications', async ({ request }) => {
    const memberId = bearerMember(request);
    const contentType = request.headers.get('content-type');
    const form = await request.formData();
    const files: SubmittedApplication['files'] = {};
    for (const field of ['businessRegistration', 'performancePlan']) {
      const file = form.get(field);
      if (file && typeof file !== 'string') files[field] = { name: file.name, size: file.size, type: file.type };
    }
    const data = JSON.parse(String(form.get('data') ?? '{}')) as Record<string, unknown>;
    rentalDb.submissions.push({
      authorization: request.headers.get('authorization'),
      contentType,
      idempotencyKey: request.headers.get('idempotency-key'),
      data,
      files,
    });
    if (!memberId) return unauthorized();

    const missing = ['businessRegistration', 'performancePlan'].filter((field) => !files[field]);
    if (missing.length) {
      return HttpResponse.json(
        errorBody(400, 'ValidationError', `${missing[0]} is required`, {
          errors: missing.map((field) => ({ path: [field], message: `${field} is required`, name: 'ValidationError' })),
        }),
        { status: 400 },
      );
    }
    const now = new Date().toISOString();
    const mime = (field: string) => files[field]!.type || 'application/octet-stream';
    const application = buildApplication(memberId, {
      ...(data as Partial<MockApplication>),
      applicationStatus: 'received',
      rejectionReason: null,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
      documents: {
        businessRegistration: {
          name: files.businessRegistration!.name,
          size: files.businessRegistration!.size,
          mime: mime('businessRegistration'),
        },
        performancePlan: {
          name: files.performancePlan!.name,
          size: files.performancePlan!.size,
          mime: mime('performancePlan'),
        },
      },
    });
    application.statusHistory = [{ applicationStatus: 'received', changedAt: now, reason: null }];
    rentalDb.applications.push(application);
    return HttpResponse.json({ data: publicRecord(application), meta: {} }, { status: 201 });
  }),

  http.get('*/api/rental-applications', ({ request }) => {
    const memberId = bearerMember(request);
    if (!memberId) return unauthorized();
    const params = new URL(request.url).searchParams;
    const page = Math.max(1, Number(params.get('pagination[page]') ?? 1));
    const pageSize = Math.min(100, Number(params.get('pagination[pageSize]') ?? 25));
    const own = rentalDb.applications
      .filter((item) => item.ownerId === memberId)
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    const data = own
      .slice((page - 1) * pageSize, page * pageSize)
      .map((item) => Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, item[field]])));
    return HttpResponse.json({
      data,
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(own.length / pageSize), total: own.length } },
    });
  }),

  http.get('*/api/rental-applications/:documentId', ({ request, params }) => {
    const found = owned(request, params.documentId);
    if (found === 'unauthorized') return unauthorized();
    return found ? HttpResponse.json({ data: publicRecord(found), meta: {} }) : notFound();
  }),

  http.post('*/api/rental-applications/:documentId/withdraw', async ({ request, params }) => {
    const found = owned(request, params.documentId);
    if (found === 'unauthorized') return unauthorized();
    if (!found) return notFound();
    const body = (await request.json().catch(() => ({}))) as { reason?: string };
    if (found.applicationStatus !== 'received' && found.applicationStatus !== 'reviewing') {
      const message = `지금 상태는 '${STATUS_WORDS[found.applicationStatus]}'입니다. 접수 또는 검토중인 신청만 직접 취소할 수 있습니다. 대관 담당자에게 문의해주세요.`;
      return HttpResponse.json(
        errorBody(409, 'ConflictError', message, { applicationStatus: found.applicationStatus }),
        { status: 409 },
      );
    }
    const reason = body.reason?.trim() || null;
    found.applicationStatus = 'cancelled';
    found.rejectionReason = reason;
    found.documents = { businessRegistration: null, performancePlan: null };
    found.statusHistory.push({
      applicationStatus: 'cancelled',
      changedAt: new Date().toISOString(),
      reason,
      byApplicant: true,
    });
    return HttpResponse.json({ data: publicRecord(found), meta: {} });
  }),

  http.post('*/api/rental-applications/:documentId/documents/:field/link', ({ request, params }) => {
    rentalDb.linkRequests.push({
      documentId: String(params.documentId),
      field: String(params.field),
      authorization: request.headers.get('authorization'),
    });
    const found = owned(request, params.documentId);
    if (found === 'unauthorized') return unauthorized();
    if (!found || !(String(params.field) in found.documents)) return notFound();
    const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
    return HttpResponse.json({
      data: { url: `/api/rental-documents/${found.documentId}-${String(params.field)}-token`, expiresAt },
    });
  }),

  http.get('*/api/rental-rounds', () =>
    HttpResponse.json({ data: rentalDb.rounds, meta: { total: rentalDb.rounds.length } }),
  ),

  http.get('*/api/rental-busy-dates', ({ request }) => {
    const month = new URL(request.url).searchParams.get('month') ?? '';
    rentalDb.busyMonths.push(month);
    if (!/^\d{4}-\d{2}$/.test(month)) {
      return HttpResponse.json(
        errorBody(400, 'ValidationError', 'month must be YYYY-MM', {
          errors: [{ path: ['month'], message: 'month must be YYYY-MM', name: 'ValidationError' }],
        }),
        { status: 400 },
      );
    }
    return HttpResponse.json({
      data: { month, busyDates: rentalDb.busyDates.filter((day) => day.startsWith(`${month}-`)).sort() },
    });
  }),
];
