import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isCalendarDay, seoulDateKey } from '@hall/contract/seoul-time';
import { DateConflictError, HELD_DAYS_MAX, heldDays } from './conflicts';
import { exportFileName, exportRows, readExportQuery, toCsv, toXlsx } from './export';
import { recordPayment } from './fees';
import { attachmentDisposition, createDocumentLink } from './links';
import { DOCUMENT_FIELDS, RENTAL_APPLICATION, isDocumentField } from './settings';
import { checkStaffUpload, documentSummary, replaceDocument, type Documents } from './staff-documents';
import { takeStep } from './steps';
import { removeTemporaryFiles, uploadedFiles } from './uploaded-files';
import { staffView } from './views';
import { staffName } from '../../shared/staff-name';

const UPDATE = 'plugin::content-manager.explorer.update';
const READ = 'plugin::content-manager.explorer.read';

interface Ability {
  can(action: string, subject: string): boolean;
}

/** Staff may act on applications only with the content manager's permission on the type. */
const allowed = (ctx: Context, action: string): boolean =>
  !!(ctx.state.userAbility as Ability | undefined)?.can(action, RENTAL_APPLICATION);

/**
 * The staff's routes on rental applications (declared by the hall plugin in
 * src/plugins/hall/server/routes/admin.ts, docs/api/rental.md): document links and uploads, the
 * workflow's steps, payments, held days and the export. The business rules are beside this file;
 * these handlers check the caller's permission, read the request and shape the response.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /admin/rental-documents/:documentId/links — fresh links to both documents for staff. */
  async links(ctx: Context) {
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
          const link = createDocumentLink(strapi, {
            documentId: application.documentId,
            field,
            storageKey: document.storageKey,
          });
          return [field, { name: document.name, size: document.size, mime: document.mime, ...link }];
        }),
      ),
    };
  },

  /** GET /admin/rental-applications/:documentId/steps — the stored state, its history and the legal next steps. */
  async steps(ctx: Context) {
    if (!allowed(ctx, READ)) return ctx.forbidden('대관 신청을 볼 권한이 없습니다.');
    const application = await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId: ctx.params.documentId },
      populate: { address: true, statusHistory: true, owner: { select: ['id'] } },
    });
    if (!application) return ctx.notFound('대관 신청을 찾을 수 없습니다.');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await staffView(strapi, ctx.state.userAbility, application) };
  },

  /** POST /admin/rental-applications/:documentId/steps — `{ step, reason? }`: one step of the workflow. */
  async takeStep(ctx: Context) {
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

  /** POST /admin/rental-applications/:documentId/payments — `{ kind, amount, paidOn, memo? }`: a payment or a correction. */
  async recordPayment(ctx: Context) {
    if (!allowed(ctx, UPDATE)) return ctx.forbidden('대관 신청을 처리할 권한이 없습니다.');
    const recorded = await recordPayment(strapi, ctx.params.documentId, ctx.request.body, staffName(ctx.state.user));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.status = 201;
    ctx.body = { data: recorded };
  },

  /**
   * GET /admin/rental-applications/held-days?days=YYYY-MM-DD,…: which of the days an
   * application, a show or an approval already holds; the list view's warning badge.
   */
  async heldDays(ctx: Context) {
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

  /** GET /admin/rental-applications/export?format=csv|xlsx&from&to&status: the list for Excel. */
  async export(ctx: Context) {
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

  /** POST /admin/rental-documents/:documentId/:field — multipart `file`: staff attach or replace a document. */
  async uploadDocument(ctx: Context) {
    const files = uploadedFiles(ctx);
    try {
      if (!allowed(ctx, UPDATE)) return ctx.forbidden('대관 신청을 처리할 권한이 없습니다.');
      const { documentId, field } = ctx.params;
      if (!isDocumentField(field)) return ctx.notFound('그런 첨부 서류는 없습니다.');
      const exists = await strapi.db.query(RENTAL_APPLICATION).findOne({ where: { documentId }, select: ['id'] });
      if (!exists) return ctx.notFound('대관 신청을 찾을 수 없습니다.');
      const upload = await checkStaffUpload(strapi, files, (ctx.request.body ?? {}) as Record<string, unknown>);
      const documents = await replaceDocument(strapi, documentId, field, upload);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: documentSummary(documents) };
    } finally {
      await removeTemporaryFiles(files);
    }
  },
});
