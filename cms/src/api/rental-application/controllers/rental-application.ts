import fs from 'node:fs/promises';
import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { validateYupSchema, yup } from '@strapi/utils';
import { allOf } from '../../../utils/public-query';
import { attachmentDisposition, createDocumentLink, linkNamesCopy, readDocumentLink } from '../lib/links';
import { DOCUMENT_FIELDS, RENTAL_APPLICATION, isDocumentField } from '../lib/settings';
import {
  checkStaffUpload,
  documentSummary,
  replaceDocument,
  type Documents,
  type UploadedFile,
} from '../lib/staff-documents';
import { takeStep } from '../lib/steps';
import { staffName } from '../../../utils/staff-name';
import { recordPayment } from '../lib/fees';
import { DateConflictError, HELD_DAYS_MAX, heldDays } from '../lib/conflicts';
import { exportFileName, exportRows, readExportQuery, toCsv, toXlsx } from '../lib/export';
import { isCalendarDay, seoulDateKey } from '@hall/contract/seoul-time';
import { openStoredDocument } from '../lib/storage';
import { conflictBody } from '../lib/idempotency';
import { memberListRow, memberView, staffView, storedDocuments, type ApplicationRecord } from '../lib/views';
import type { RentalApplicationService } from '../services/rental-application';

/** The columns of the member's list (My page → 대관 신청 내역). */
const LIST_FIELDS = ['company', 'showTitle', 'desiredDate', 'applicationStatus', 'submittedAt'] as const;
const MAX_PAGE_SIZE = 50;
const DEFAULT_PAGE_SIZE = 10;

function uploadedFiles(ctx: Context): Record<string, UploadedFile[]> {
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

interface Ability {
  can(action: string, subject: string): boolean;
}

/** Staff may act on applications only with the content manager's permission on the type. */
const allowed = (ctx: Context, action: string): boolean =>
  !!(ctx.state.userAbility as Ability | undefined)?.can(action, RENTAL_APPLICATION);

/** A pagination parameter as sanitizeQuery leaves it. */
interface ListQuery {
  filters?: Record<string, unknown>;
  pagination?: { page?: unknown; pageSize?: unknown };
}

export default factories.createCoreController(RENTAL_APPLICATION, ({ strapi }) => {
  const applications = () => strapi.service(RENTAL_APPLICATION) as unknown as RentalApplicationService;

  return {
    /** GET /api/rental-applications — the caller's own applications, newest first. */
    async find(ctx: Context) {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized();
      await this.validateQuery(ctx);
      const query = (await this.sanitizeQuery(ctx)) as ListQuery;
      const page = Math.max(1, Number(query.pagination?.page) || 1);
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.pagination?.pageSize) || DEFAULT_PAGE_SIZE));
      const { results, pagination } = await applications().find({
        filters: allOf(query.filters, { owner: { id: { $eq: user.id } } }),
        fields: [...LIST_FIELDS],
        sort: ['submittedAt:desc', 'id:desc'],
        pagination: { page, pageSize },
      });
      const sanitized = (await this.sanitizeOutput(results, ctx)) as ApplicationRecord[];
      return this.transformResponse(sanitized.map(memberListRow), { pagination });
    },

    /** GET /api/rental-applications/:id — one of the caller's own applications, in full. */
    async findOne(ctx: Context) {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized();
      await this.validateQuery(ctx);
      const application = await applications().findOwned(ctx.params.id, user.id);
      if (!application) return ctx.notFound();
      const sanitized = (await this.sanitizeOutput(application, ctx)) as ApplicationRecord;
      return this.transformResponse(memberView(sanitized, storedDocuments(application)));
    },

    /**
     * POST /api/rental-applications — multipart: `data` (JSON) with businessRegistration and
     * performancePlan files, optional `Idempotency-Key` header (the service does the work, and
     * records the mails with the application). 201 with the application; a retry of a stored submission gets 201 again
     * with `Idempotent-Replayed`, a key reused for other content 409.
     */
    async submit(ctx: Context) {
      const files = uploadedFiles(ctx);
      try {
        const user = ctx.state.user;
        if (!user) return ctx.unauthorized();
        const outcome = await applications().submit({
          ownerId: user.id,
          ownerEmail: user.email,
          idempotencyKey: ctx.get('idempotency-key'),
          fields: (ctx.request.body ?? {}) as Record<string, unknown>,
          files,
        });
        if (outcome.kind === 'conflict') {
          ctx.status = 409;
          ctx.body = conflictBody();
          return;
        }
        const sanitized = (await this.sanitizeOutput(outcome.application, ctx)) as ApplicationRecord;
        ctx.status = 201;
        if (outcome.kind === 'replayed') ctx.set('Idempotent-Replayed', 'true');
        ctx.body = await this.transformResponse(memberView(sanitized, outcome.documents));
      } finally {
        await removeTemporaryFiles(files);
      }
    },

    /** POST /api/rental-applications/:id/documents/:field/link — a short-lived download link for the owner. */
    async documentLink(ctx: Context) {
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
    async download(ctx: Context) {
      const claims = readDocumentLink(ctx.params.token);
      if (!claims) return ctx.forbidden('This link is invalid or has expired');
      const application = (await strapi.db.query(RENTAL_APPLICATION).findOne({
        where: { documentId: claims.documentId },
        select: ['documentId', 'documents'],
      })) as { documents?: Documents } | null;
      const document = application?.documents?.[claims.field];
      if (!document || !linkNamesCopy(claims, document.storageKey)) return ctx.notFound();
      const stored = await openStoredDocument(strapi, document.storageKey);
      if (!stored) {
        strapi.log.error(`[rental] a stored document of ${claims.documentId} is missing`);
        return ctx.notFound();
      }
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Disposition', attachmentDisposition(document.name));
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.type = document.mime;
      ctx.length = stored.size;
      ctx.body = stored.body;
    },

    /** GET /api/rental-busy-dates?month=YYYY-MM — Seoul days taken by a show or an approved/contracted rental. */
    async busyDates(ctx: Context) {
      const { month } = await validateYupSchema(monthQuery)(ctx.query);
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = { data: { month, busyDates: await applications().busyDates(month) }, meta: {} };
    },

    /** GET /admin/rental-documents/:documentId/links (admin API) — fresh links to both documents for staff. */
    async adminLinks(ctx: Context) {
      if (!allowed(ctx, READ)) return ctx.forbidden();
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
    async adminSteps(ctx: Context) {
      if (!allowed(ctx, READ)) return ctx.forbidden('대관 신청을 볼 권한이 없습니다.');
      const application = await strapi.db.query(RENTAL_APPLICATION).findOne({
        where: { documentId: ctx.params.documentId },
        populate: { address: true, statusHistory: true, owner: { select: ['id'] } },
      });
      if (!application) return ctx.notFound('대관 신청을 찾을 수 없습니다.');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await staffView(strapi, ctx.state.userAbility, application) };
    },

    /** POST /admin/rental-applications/:documentId/steps (admin API) — `{ step, reason? }`: one step of the workflow. */
    async adminTakeStep(ctx: Context) {
      if (!allowed(ctx, UPDATE)) return ctx.forbidden('대관 신청을 처리할 권한이 없습니다.');
      let application;
      try {
        application = await takeStep(strapi, ctx.params.documentId, ctx.request.body);
      } catch (error) {
        if (!(error instanceof DateConflictError)) throw error;
        ctx.status = 409;
        ctx.body = {
          data: null,
          error: { status: 409, name: error.name, message: error.message, details: error.details },
        };
        return;
      }
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await staffView(strapi, ctx.state.userAbility, application) };
    },

    /** POST /admin/rental-applications/:documentId/payments (admin API) — `{ kind, amount, paidOn, memo? }`: a payment or a correction. */
    async adminRecordPayment(ctx: Context) {
      if (!allowed(ctx, UPDATE)) return ctx.forbidden('대관 신청을 처리할 권한이 없습니다.');
      const recorded = await recordPayment(strapi, ctx.params.documentId, ctx.request.body, staffName(ctx.state.user));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.status = 201;
      ctx.body = { data: recorded };
    },

    /**
     * GET /admin/rental-applications/held-days?days=YYYY-MM-DD,… (admin API): which of the days an
     * application, a show or an approval already holds; the list view's warning badge.
     */
    async adminHeldDays(ctx: Context) {
      if (!allowed(ctx, READ)) return ctx.forbidden('대관 신청을 볼 권한이 없습니다.');
      const given = ctx.query?.days;
      const days = typeof given === 'string' && given !== '' ? [...new Set(given.split(','))] : [];
      if (
        Object.keys(ctx.query ?? {}).some((key) => key !== 'days') ||
        days.length > HELD_DAYS_MAX ||
        !days.every(isCalendarDay)
      ) {
        return ctx.badRequest(`날짜는 days=YYYY-MM-DD를 쉼표로 이어 ${HELD_DAYS_MAX}개까지 보내주세요.`);
      }
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await heldDays(strapi, days) };
    },

    /** GET /admin/rental-applications/export?format=csv|xlsx&from&to&status (admin API): the list for Excel. */
    async adminExport(ctx: Context) {
      if (!allowed(ctx, READ)) return ctx.forbidden('대관 신청을 볼 권한이 없습니다.');
      const query = readExportQuery((ctx.query ?? {}) as Record<string, unknown>);
      const rows = await exportRows(strapi, query);
      const today = seoulDateKey(new Date());
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Disposition', attachmentDisposition(exportFileName(query, today)));
      if (query.format === 'xlsx') {
        ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        ctx.body = await toXlsx(rows);
      } else {
        ctx.type = 'text/csv; charset=utf-8';
        ctx.body = toCsv(rows);
      }
    },

    /** POST /admin/rental-documents/:documentId/:field (admin API) — multipart `file`: staff attach or replace a document. */
    async adminUploadDocument(ctx: Context) {
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
  };
});
