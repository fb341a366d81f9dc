import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { factories, type Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import { allOf } from '../../../utils/public-query';
import { seoulDateKey, seoulMidnight } from '../../../utils/seoul-time';
import { sendRentalSubmittedMails, toRentalMail } from '../../../email/rental';
import { detectDocumentType } from '../lib/document-type';
import { attachmentDisposition, createDocumentLink, linkNamesCopy, readDocumentLink } from '../lib/links';
import {
  DOCUMENT_FIELDS,
  RENTAL_APPLICATION,
  documentMaxBytes,
  faultInjectionEnabled,
  isDocumentField,
  type DocumentField,
} from '../lib/settings';
import { asServerWrite } from '../lib/server-write';
import { checkStaffUpload, documentSummary, replaceDocument } from '../lib/staff-documents';
import { takeStep } from '../lib/steps';
import {
  commitDocuments,
  discardPendingDocuments,
  displayName,
  storeDocument,
  storedPath,
  type StoredDocument,
} from '../lib/storage';
import {
  conflictBody,
  findPreviousSubmission,
  forgetSubmissionKey,
  readIdempotencyKey,
  recordSubmissionKey,
  submissionFingerprint,
  type SubmissionKey,
} from '../lib/idempotency';
import { STATUS_LABELS, STEPS, nextSteps, sortedHistory, type ApplicationStatus } from '../lib/workflow';
import { MESSAGES, validateApplication, type FieldError } from '../lib/validation';
import { trackBackgroundTask } from '../../../operations/shutdown';

/** The columns of the member's list (My page → 대관 신청 내역). */
const LIST_FIELDS = ['company', 'showTitle', 'desiredDate', 'applicationStatus', 'submittedAt'];
const MAX_PAGE_SIZE = 50;
const DEFAULT_PAGE_SIZE = 10;
const BUSY_STATUSES = ['approved', 'contracted'];

type Documents = Partial<Record<DocumentField, StoredDocument>>;

interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

/** The core controller's own output shaping, which the submission's replay uses too. */
interface ResponseShaper {
  sanitizeOutput(data: unknown, ctx: unknown): Promise<unknown>;
  transformResponse(data: unknown, meta?: unknown): unknown;
}

const ownedBy = (userId: number) => ({ owner: { id: { $eq: userId } } });

/** The member's own view of an application (contract: docs/api/rental.md). */
function memberView(application: Record<string, any>, documents: Documents | null | undefined) {
  const history = [...(application.statusHistory ?? [])]
    .sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || (a.id ?? 0) - (b.id ?? 0))
    .map(({ applicationStatus, changedAt, reason, byApplicant }) => ({
      applicationStatus,
      changedAt,
      reason: reason ?? null,
      ...(byApplicant === true ? { byApplicant: true } : {}),
    }));
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
    statusHistory: history,
    submittedAt: application.submittedAt,
    documents: documentSummary(documents),
  };
}

function uploadedFiles(ctx): Record<string, UploadedFile[]> {
  const files = (ctx.request.files ?? {}) as Record<string, UploadedFile | UploadedFile[]>;
  return Object.fromEntries(
    Object.entries(files).map(([field, value]) => [field, Array.isArray(value) ? value : [value]]),
  );
}

async function removeTemporaryFiles(files: Record<string, UploadedFile[]>): Promise<void> {
  await Promise.all(
    Object.values(files)
      .flat()
      .map((file) => fs.rm(file.filepath, { force: true }).catch(() => undefined)),
  );
}

function parseDataPart(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

const monthQuery = yup
  .object({
    month: yup
      .string()
      .required()
      .matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
  })
  .noUnknown()
  .strict();

const UPDATE = 'plugin::content-manager.explorer.update';
const READ = 'plugin::content-manager.explorer.read';

/** Staff may act on applications only with the content manager's permission on the type. */
const allowed = (ctx, action: string): boolean => !!ctx.state.userAbility?.can(action, RENTAL_APPLICATION);

/**
 * What the edit view's 진행 단계 and 진행 이력 panels show: the application as the staff member's
 * ability may read it, its documents without storage keys, its history oldest first and the
 * steps legal from its status (contract: docs/api/rental.md).
 */
async function staffView(strapi, ctx, application: Record<string, any>) {
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ctx.state.userAbility, model: RENTAL_APPLICATION });
  const { documents, owner, statusHistory, ...fields } = application;
  const sanitized = (await checker.sanitizeOutput(fields)) as Record<string, unknown>;
  const status = application.applicationStatus as ApplicationStatus;
  return {
    ...sanitized,
    hasOwner: !!owner,
    statusHistory: sortedHistory(statusHistory),
    documents: documentSummary(documents),
    statusLabel: STATUS_LABELS[status],
    steps: nextSteps(status).map((step) => ({
      step,
      label: STEPS[step].label,
      status: STEPS[step].status,
      needsReason: STEPS[step].needsReason,
    })),
  };
}

/**
 * Answers a submission whose Idempotency-Key an earlier request of the member already used:
 * 201 with the application it created (as it is now), or 409 when its content differed.
 * False when the key is new, or names an application staff have deleted since.
 */
async function answerPreviousSubmission(
  strapi: Core.Strapi,
  controller: ResponseShaper,
  ctx,
  submission: SubmissionKey,
): Promise<boolean> {
  const previous = await findPreviousSubmission(strapi, submission);
  if (previous === null) return false;
  if (previous === 'conflict') {
    ctx.status = 409;
    ctx.body = conflictBody();
    return true;
  }
  const application = await strapi.documents(RENTAL_APPLICATION).findFirst({
    filters: { documentId: { $eq: previous }, ...ownedBy(submission.ownerId) } as any,
    populate: { address: true, statusHistory: true } as any,
  });
  if (!application) {
    await forgetSubmissionKey(strapi, submission);
    return false;
  }
  const sanitized = (await controller.sanitizeOutput(application, ctx)) as Record<string, any>;
  ctx.status = 201;
  ctx.set('Idempotent-Replayed', 'true');
  ctx.body = await controller.transformResponse(memberView(sanitized, (application as any).documents));
  return true;
}

export default factories.createCoreController(RENTAL_APPLICATION, ({ strapi }) => ({
  /** GET /api/rental-applications — the caller's own applications, newest first. */
  async find(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();
    await this.validateQuery(ctx);
    const query = (await this.sanitizeQuery(ctx)) as Record<string, any>;
    const page = Math.max(1, Number(query.pagination?.page) || 1);
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.pagination?.pageSize) || DEFAULT_PAGE_SIZE));
    const { results, pagination } = await strapi.service(RENTAL_APPLICATION).find({
      filters: allOf(query.filters, ownedBy(user.id)),
      fields: LIST_FIELDS as any,
      sort: ['submittedAt:desc', 'id:desc'] as any,
      pagination: { page, pageSize },
    });
    const sanitized = (await this.sanitizeOutput(results, ctx)) as Array<Record<string, any>>;
    const rows = sanitized.map((row) => ({
      id: row.id,
      documentId: row.documentId,
      company: row.company,
      showTitle: row.showTitle,
      desiredDate: row.desiredDate,
      applicationStatus: row.applicationStatus,
      submittedAt: row.submittedAt,
    }));
    return this.transformResponse(rows, { pagination });
  },

  /** GET /api/rental-applications/:id — one of the caller's own applications, in full. */
  async findOne(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();
    await this.validateQuery(ctx);
    const application = await strapi.documents(RENTAL_APPLICATION).findFirst({
      filters: { documentId: { $eq: ctx.params.id }, ...ownedBy(user.id) } as any,
      populate: { address: true, statusHistory: true } as any,
    });
    if (!application) return ctx.notFound();
    const sanitized = (await this.sanitizeOutput(application, ctx)) as Record<string, any>;
    return this.transformResponse(memberView(sanitized, (application as any).documents));
  },

  /**
   * POST /api/rental-applications — multipart: `data` (JSON) with businessRegistration and
   * performancePlan files, optional `Idempotency-Key` header. Everything is checked first, then
   * the files are written to the pending folder and flushed, then the row is created; the files
   * get their final names only once it is committed, and any failure before removes them.
   */
  async submit(ctx) {
    const files = uploadedFiles(ctx);
    try {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized();
      const idempotencyKey = readIdempotencyKey(ctx.get('idempotency-key'));

      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const parsed = parseDataPart(body.data);
      const { value: input, errors: fieldErrors } = validateApplication(parsed);
      const problems: FieldError[] = [...fieldErrors];
      for (const key of Object.keys(body)) {
        if (key !== 'data') problems.push({ path: [key], message: MESSAGES.notAllowed, name: 'ValidationError' });
      }

      const maxBytes = documentMaxBytes();
      const accepted: Partial<Record<DocumentField, { file: UploadedFile; mime: string; ext: string }>> = {};
      for (const field of Object.keys(files)) {
        if (!isDocumentField(field))
          problems.push({ path: [field], message: MESSAGES.notAllowed, name: 'ValidationError' });
      }
      for (const field of DOCUMENT_FIELDS) {
        const list = files[field] ?? [];
        if (list.length === 0) {
          problems.push({ path: [field], message: MESSAGES.file, name: 'ValidationError' });
        } else if (list.length > 1) {
          problems.push({ path: [field], message: MESSAGES.oneFile, name: 'ValidationError' });
        } else if (list[0].size > maxBytes) {
          problems.push({ path: [field], message: MESSAGES.fileSize(maxBytes), name: 'FileSizeError' });
        } else if (list[0].size === 0) {
          problems.push({ path: [field], message: MESSAGES.emptyFile, name: 'ValidationError' });
        } else {
          const type = await detectDocumentType(list[0].filepath);
          if (!type) problems.push({ path: [field], message: MESSAGES.fileType, name: 'FileTypeError' });
          else accepted[field] = { file: list[0], ...type };
        }
      }

      if (problems.length > 0 || !input) {
        const message = problems.length === 1 ? problems[0].message : `${problems.length} errors occurred`;
        const details = { errors: problems };
        if (problems.some((problem) => problem.name === 'FileSizeError'))
          throw new errors.PayloadTooLargeError(message, details);
        throw new errors.ValidationError(message, details);
      }

      const submissionKey: SubmissionKey | null = idempotencyKey
        ? {
            ownerId: user.id,
            key: idempotencyKey,
            fingerprint: await submissionFingerprint(
              input,
              DOCUMENT_FIELDS.map((field) => [field, accepted[field]!.file.filepath]),
            ),
          }
        : null;
      if (submissionKey && (await answerPreviousSubmission(strapi, this as ResponseShaper, ctx, submissionKey))) return;

      const stored: Documents = {};
      let application: Record<string, any>;
      try {
        for (const field of DOCUMENT_FIELDS) {
          const { file, mime, ext } = accepted[field]!;
          stored[field] = await storeDocument(strapi, {
            filepath: file.filepath,
            name: displayName(file.originalFilename, ext),
            mime,
            ext,
          });
        }
        const injectFault = faultInjectionEnabled() && ctx.get('x-rental-test-fault') === 'after-store';
        const submittedAt = new Date().toISOString();
        application = await strapi.db.transaction(async ({ trx }) => {
          const created = await asServerWrite(() =>
            strapi.documents(RENTAL_APPLICATION).create({
              data: {
                ...input,
                owner: { connect: [{ id: user.id }] },
                applicationStatus: 'received',
                submittedAt,
                statusHistory: [{ applicationStatus: 'received', changedAt: submittedAt, reason: null }],
                documents: stored,
              } as any,
              populate: { address: true, statusHistory: true } as any,
            }),
          );
          if (submissionKey) await recordSubmissionKey(strapi, trx, submissionKey, created.documentId);
          if (injectFault) throw new Error('fault injected after the documents were stored (test)');
          return created as Record<string, any>;
        });
      } catch (error) {
        await discardPendingDocuments(
          strapi,
          Object.values(stored).map((document) => document!.storageKey),
        );
        // Another request with the same key committed first: answer what it created.
        if (submissionKey && (await answerPreviousSubmission(strapi, this as ResponseShaper, ctx, submissionKey)))
          return;
        throw error;
      }
      await commitDocuments(
        strapi,
        Object.values(stored).map((document) => document!.storageKey),
      );

      trackBackgroundTask(
        sendRentalSubmittedMails(strapi, toRentalMail(application, user.email)).catch((error: Error) =>
          strapi.log.error(`[mail] rental application mails: ${error.message}`),
        ),
      );

      const sanitized = (await this.sanitizeOutput(application, ctx)) as Record<string, any>;
      ctx.status = 201;
      ctx.body = await this.transformResponse(memberView(sanitized, stored));
    } finally {
      await removeTemporaryFiles(files);
    }
  },

  /** POST /api/rental-applications/:id/documents/:field/link — a short-lived download link for the owner. */
  async documentLink(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();
    const { id: documentId, field } = ctx.params;
    if (!isDocumentField(field)) return ctx.notFound();
    const application = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId, owner: { id: user.id } },
      select: ['documentId', 'documents'],
    })) as { documentId: string; documents?: Documents } | null;
    const document = application?.documents?.[field];
    if (!application || !document) return ctx.notFound();
    ctx.body = { data: createDocumentLink({ documentId, field, storageKey: document.storageKey }) };
  },

  /** GET /api/rental-documents/:token — the file a signed link names; no Authorization needed. */
  async download(ctx) {
    const claims = readDocumentLink(ctx.params.token);
    if (!claims) return ctx.forbidden('This link is invalid or has expired');
    const application = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId: claims.documentId },
      select: ['documentId', 'documents'],
    })) as { documents?: Documents } | null;
    const document = application?.documents?.[claims.field];
    if (!document || !linkNamesCopy(claims, document.storageKey)) return ctx.notFound();
    const filepath = storedPath(strapi, document.storageKey);
    let size: number;
    try {
      size = (await fs.stat(filepath)).size;
    } catch {
      strapi.log.error(`[rental] stored document ${document.storageKey} of ${claims.documentId} is missing`);
      return ctx.notFound();
    }
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', attachmentDisposition(document.name));
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = document.mime;
    ctx.length = size;
    ctx.body = createReadStream(filepath);
  },

  /** GET /api/rental-busy-dates?month=YYYY-MM — Seoul days taken by a show or an approved/contracted rental. */
  async busyDates(ctx) {
    const { month } = await validateYupSchema(monthQuery)(ctx.query);
    const [year, monthNumber] = month.split('-').map(Number);
    const firstDay = `${month}-01`;
    const lastDay = `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
    const start = seoulMidnight(year, monthNumber, 1);
    const end = seoulMidnight(year, monthNumber + 1, 1);

    const [shows, applications] = await Promise.all([
      strapi.documents('api::show.show').findMany({
        status: 'published',
        filters: { startsAt: { $gte: start.toISOString(), $lt: end.toISOString() } },
        fields: ['startsAt'],
        limit: 1000,
      }),
      strapi.db.query(RENTAL_APPLICATION).findMany({
        where: { applicationStatus: { $in: BUSY_STATUSES }, desiredDate: { $gte: firstDay, $lte: lastDay } },
        select: ['desiredDate'],
        limit: 1000,
      }),
    ]);
    const days = new Set<string>();
    for (const show of shows) days.add(seoulDateKey(show.startsAt as string));
    for (const application of applications as Array<{ desiredDate: string }>)
      days.add(String(application.desiredDate).slice(0, 10));
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = {
      data: { month, busyDates: [...days].filter((day) => day >= firstDay && day <= lastDay).sort() },
      meta: {},
    };
  },

  /** GET /admin/rental-documents/:documentId/links (admin API) — fresh links to both documents for staff. */
  async adminLinks(ctx) {
    const ability = ctx.state.userAbility;
    if (!ability?.can('plugin::content-manager.explorer.read', RENTAL_APPLICATION)) return ctx.forbidden();
    const application = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId: ctx.params.documentId },
      select: ['documentId', 'documents'],
    })) as { documentId: string; documents?: Documents } | null;
    if (!application) return ctx.notFound();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = {
      data: Object.fromEntries(
        DOCUMENT_FIELDS.map((field) => {
          const document = application.documents?.[field];
          if (!document) return [field, null];
          const link = createDocumentLink({
            documentId: application.documentId,
            field,
            storageKey: document.storageKey,
          });
          return [field, { name: document.name, size: document.size, mime: document.mime, ...link }];
        }),
      ),
    };
  },

  /** GET /admin/rental-applications/:documentId/steps (admin API) — the stored state, its history and the legal next steps. */
  async adminSteps(ctx) {
    if (!allowed(ctx, READ)) return ctx.forbidden('대관 신청을 볼 권한이 없습니다.');
    const application = await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId: ctx.params.documentId },
      populate: { address: true, statusHistory: true, owner: { select: ['id'] } },
    });
    if (!application) return ctx.notFound('대관 신청을 찾을 수 없습니다.');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await staffView(strapi, ctx, application) };
  },

  /** POST /admin/rental-applications/:documentId/steps (admin API) — `{ step, reason? }`: one step of the workflow. */
  async adminTakeStep(ctx) {
    if (!allowed(ctx, UPDATE)) return ctx.forbidden('대관 신청을 처리할 권한이 없습니다.');
    const application = await takeStep(strapi, ctx.params.documentId, ctx.request.body);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await staffView(strapi, ctx, application) };
  },

  /** POST /admin/rental-documents/:documentId/:field (admin API) — multipart `file`: staff attach or replace a document. */
  async adminUploadDocument(ctx) {
    const files = uploadedFiles(ctx);
    try {
      if (!allowed(ctx, UPDATE)) return ctx.forbidden('대관 신청을 처리할 권한이 없습니다.');
      const { documentId, field } = ctx.params;
      if (!isDocumentField(field)) return ctx.notFound('그런 첨부 서류는 없습니다.');
      const exists = await strapi.db.query(RENTAL_APPLICATION).findOne({ where: { documentId }, select: ['id'] });
      if (!exists) return ctx.notFound('대관 신청을 찾을 수 없습니다.');
      const upload = await checkStaffUpload(files, (ctx.request.body ?? {}) as Record<string, unknown>);
      const documents = await replaceDocument(strapi, documentId, field, upload);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: documentSummary(documents) };
    } finally {
      await removeTemporaryFiles(files);
    }
  },
}));
