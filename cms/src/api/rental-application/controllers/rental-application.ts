import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { validateYupSchema, yup } from '@strapi/utils';
import { allOf } from '../../../utils/public-query';
import {
  attachmentDisposition,
  createDocumentLink,
  linkNamesCopy,
  readDocumentLink,
} from '../../../rental/server/links';
import { RENTAL_APPLICATION, isDocumentField } from '../../../rental/server/settings';
import type { Documents } from '../../../rental/server/staff-documents';
import { openStoredDocument } from '../../../rental/server/storage';
import { conflictBody } from '../../../rental/server/idempotency';
import { memberListRow, memberView, storedDocuments, type ApplicationRecord } from '../../../rental/server/views';
import { removeTemporaryFiles, uploadedFiles } from '../../../rental/server/uploaded-files';
import type { RentalApplicationService } from '../services/rental-application';

/** The columns of the member's list (My page → 대관 신청 내역). */
const LIST_FIELDS = ['company', 'showTitle', 'desiredDate', 'applicationStatus', 'submittedAt'] as const;
const MAX_PAGE_SIZE = 50;
const DEFAULT_PAGE_SIZE = 10;

const monthQuery = yup
  .object({
    month: yup
      .string()
      .required()
      .matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
  })
  .noUnknown()
  .strict();

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
      ctx.body = { data: createDocumentLink(strapi, { documentId, field, storageKey: document.storageKey }) };
    },

    /** GET /api/rental-documents/:token — the file a signed link names; no Authorization needed. */
    async download(ctx: Context) {
      const claims = readDocumentLink(strapi, ctx.params.token);
      if (!claims) return ctx.forbidden('This link is invalid or has expired');
      const application = (await strapi.db.query(RENTAL_APPLICATION).findOne({
        where: { documentId: claims.documentId },
        select: ['documentId', 'documents'],
      })) as { documents?: Documents } | null;
      const document = application?.documents?.[claims.field];
      if (!document || !linkNamesCopy(strapi, claims, document.storageKey)) return ctx.notFound();
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
  };
});
