import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { startPeriodicJob } from '../operations/periodic-job';
import { staffName } from '../shared/staff-name';
import { hallSettings } from '../utils/hall-settings';

/**
 * Scheduled publishing (issue 20, docs/decisions/033): shows, notices and popups get 게시 예약
 * (`scheduledPublishAt`) and 게시 종료 (`scheduledUnpublishAt`), set on the draft in the edit view.
 * Every cms instance runs the job every SCHEDULED_PUBLISHING_INTERVAL_SECONDS (30); a due
 * document is claimed by clearing its time with a conditional update (only one instance's update
 * matches), then published or unpublished through the document service, so the public caches of
 * every instance are cleared as for a staff member's click. Strapi's Releases, which do this, are
 * not in the free edition.
 */

export const SCHEDULED_TYPES = ['api::show.show', 'api::notice.notice', 'api::popup.popup'] as const;
type ScheduledType = (typeof SCHEDULED_TYPES)[number];

const BATCH = 100;

export interface ScheduledRun {
  published: Array<{ uid: ScheduledType; documentId: string }>;
  unpublished: Array<{ uid: ScheduledType; documentId: string }>;
  /** Drafts that could not be published (their schedule is cleared, the reason kept in scheduledBy). */
  failed: Array<{ uid: ScheduledType; documentId: string; reason: string }>;
}

type Field = 'scheduledPublishAt' | 'scheduledUnpublishAt';

/**
 * The drafts whose `field` is due at `now`. Every document has a draft row (publishedAt null) per
 * language: a schedule is shared by the languages (docs/decisions/038), so each language's draft is
 * published or taken off on its own, the Korean and the English version at the same time.
 */
async function dueDrafts(strapi: Core.Strapi, uid: ScheduledType, field: Field, now: Date) {
  return (await strapi.db.query(uid).findMany({
    where: { publishedAt: null, [field]: { $notNull: true, $lte: now } },
    select: ['id', 'documentId', 'locale'],
    orderBy: { id: 'asc' },
    limit: BATCH,
  })) as Array<{ id: number; documentId: string; locale?: string | null }>;
}

/** The document service's `locale` of a row: its own for a localized type, none for the others. */
const localeOf = (row: { locale?: string | null }) => (row.locale ? { locale: row.locale } : {});

/** Clears `field` on the draft row; true for the one caller whose update matched. */
async function claim(strapi: Core.Strapi, uid: ScheduledType, id: number, field: Field): Promise<boolean> {
  const { count } = (await strapi.db.query(uid).updateMany({
    where: { id, [field]: { $notNull: true } },
    data: { [field]: null },
  })) as { count: number };
  return count === 1;
}

/** One pass at `now`: publishes what is due, then takes off the site what has ended. */
export async function runScheduledPublishing(
  strapi: Core.Strapi,
  { now = new Date() }: { now?: Date | string } = {},
): Promise<ScheduledRun> {
  const at = new Date(now);
  const run: ScheduledRun = { published: [], unpublished: [], failed: [] };
  for (const uid of SCHEDULED_TYPES) {
    for (const row of await dueDrafts(strapi, uid, 'scheduledPublishAt', at)) {
      let done = false;
      try {
        done = await strapi.db.transaction(async () => {
          if (!(await claim(strapi, uid, row.id, 'scheduledPublishAt'))) return false;
          await strapi.documents(uid).publish({ documentId: row.documentId, ...localeOf(row) });
          return true;
        });
      } catch (error) {
        // A draft that cannot be published (a required field left empty): the schedule ends, and
        // the edit view says why in 예약한 사람, instead of a retry every interval.
        const reason = error instanceof Error ? error.message : String(error);
        await strapi.db.query(uid).updateMany({
          where: { id: row.id, scheduledPublishAt: { $notNull: true } },
          data: { scheduledPublishAt: null, scheduledBy: `예약 게시 실패: ${reason}`.slice(0, 200) },
        });
        run.failed.push({ uid, documentId: row.documentId, reason });
        strapi.log.warn(`[publishing] scheduled publication of ${uid} ${row.documentId} failed: ${reason}`);
      }
      if (done) run.published.push({ uid, documentId: row.documentId });
    }
    for (const row of await dueDrafts(strapi, uid, 'scheduledUnpublishAt', at)) {
      const done = await strapi.db.transaction(async () => {
        if (!(await claim(strapi, uid, row.id, 'scheduledUnpublishAt'))) return false;
        const published = await strapi.db
          .query(uid)
          .count({ where: { documentId: row.documentId, publishedAt: { $notNull: true }, ...localeOf(row) } });
        if (Number(published) > 0)
          await strapi.documents(uid).unpublish({ documentId: row.documentId, ...localeOf(row) });
        return true;
      });
      if (done) run.unpublished.push({ uid, documentId: row.documentId });
    }
  }
  return run;
}

const time = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Date.parse(String(value));
  return Number.isFinite(parsed) ? parsed : NaN;
};

/**
 * Document service middleware: a save that sets or changes 게시 예약 or 게시 종료 records who did it
 * (the staff member of the request, Korean order) in `scheduledBy`, and 게시 종료 must come after 게시
 * 예약 (a Korean message on the field otherwise).
 */
export function scheduledPublishingMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (!(SCHEDULED_TYPES as readonly string[]).includes(context.uid)) return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (!data || (!('scheduledPublishAt' in data) && !('scheduledUnpublishAt' in data))) return next();
    const publishAt = time(data.scheduledPublishAt);
    const unpublishAt = time(data.scheduledUnpublishAt);
    if (Number.isNaN(publishAt) || Number.isNaN(unpublishAt)) {
      throw new errors.ValidationError('예약 시각을 확인해주세요.', {
        errors: [{ path: ['scheduledPublishAt'], message: '예약 시각을 확인해주세요.', name: 'ValidationError' }],
      });
    }
    if (publishAt !== null && unpublishAt !== null && unpublishAt <= publishAt) {
      const message = '게시 종료는 게시 예약보다 뒤여야 합니다.';
      throw new errors.ValidationError(message, {
        errors: [{ path: ['scheduledUnpublishAt'], message, name: 'ValidationError' }],
      });
    }
    const user = strapi.requestContext.get()?.state?.user;
    if (publishAt === null && unpublishAt === null) data.scheduledBy = null;
    else if (user) data.scheduledBy = staffName(user);
    return next();
  };
}

/** At start and every SCHEDULED_PUBLISHING_INTERVAL_SECONDS (30); SCHEDULED_PUBLISHING=off stops it (config/hall.ts). */
export function startScheduledPublishing(strapi: Core.Strapi): void {
  const { enabled, intervalMs } = hallSettings(strapi, 'scheduledPublishing');
  startPeriodicJob(strapi, {
    name: 'scheduled publishing',
    enabled,
    intervalMs,
    run: async () => {
      const run = await runScheduledPublishing(strapi);
      if (run.published.length + run.unpublished.length > 0)
        strapi.log.info(
          `[publishing] scheduled: ${run.published.length} published, ${run.unpublished.length} taken off the site`,
        );
    },
  });
}
