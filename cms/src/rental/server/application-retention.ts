import type { Core } from '@strapi/strapi';
import { startPeriodicJob } from '../../operations/periodic-job';
import { hallSettings } from '../../utils/hall-settings';
import { RENTAL_APPLICATION } from './settings';
import type { ApplicationStatus } from './workflow';

/**
 * The retention periods of the privacy policy (제3조, docs/decisions/027), performed: an
 * application is destroyed, with its documents, once its period after its last status change
 * has passed —
 * - 반려 or 취소 (not approved, including those withdrawn by the applicant): 1 year;
 * - 완료 (a rental that took place under a contract): 5 years.
 * 접수, 검토중, 승인 and 계약완료 are still in progress and kept. Deleting goes through the
 * document service, whose workflow middleware removes the stored files after the row.
 * Runs at start and once a day; RENTAL_RETENTION_PURGE=off turns it off (e.g. for a restored
 * backup that must be inspected first).
 */

const DAY_MS = 86_400_000;

export const RETENTION_DAYS: Partial<Record<ApplicationStatus, number>> = {
  rejected: 365,
  cancelled: 365,
  completed: 5 * 365 + 1,
};

interface RetentionCandidate {
  documentId: string;
  applicationStatus: ApplicationStatus;
  updatedAt?: string | null;
  submittedAt?: string | null;
  statusHistory?: Array<{ changedAt: string }> | null;
}

/** When the application reached its current status: its last history entry (else its last update). */
export function finishedAt(application: RetentionCandidate): number {
  const times = (application.statusHistory ?? []).map((entry) => Date.parse(entry.changedAt)).filter(Number.isFinite);
  if (times.length > 0) return Math.max(...times);
  return Date.parse(application.updatedAt ?? application.submittedAt ?? '') || Date.now();
}

/** Whether the application's retention period has passed at `now`. */
export function isPastRetention(application: RetentionCandidate, now = Date.now()): boolean {
  const days = RETENTION_DAYS[application.applicationStatus];
  if (days === undefined) return false;
  return finishedAt(application) + days * DAY_MS <= now;
}

const BATCH = 200;

/** One pass: destroys every application past its period. Returns how many. */
export async function purgeExpiredApplications(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  const shortest = Math.min(...Object.values(RETENTION_DAYS));
  let purged = 0;
  let afterId = 0;
  for (;;) {
    // A status change always updates the row, so rows updated since the shortest period are skipped cheaply.
    const rows = (await strapi.db.query(RENTAL_APPLICATION).findMany({
      where: {
        id: { $gt: afterId },
        applicationStatus: { $in: Object.keys(RETENTION_DAYS) },
        updatedAt: { $lte: new Date(now - shortest * DAY_MS).toISOString() },
      },
      select: ['id', 'documentId', 'applicationStatus', 'updatedAt', 'submittedAt'],
      populate: { statusHistory: { select: ['changedAt'] } },
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as Array<RetentionCandidate & { id: number }>;
    if (rows.length === 0) return purged;
    afterId = rows[rows.length - 1]!.id;
    for (const row of rows) {
      if (!isPastRetention(row, now)) continue;
      await strapi.documents(RENTAL_APPLICATION).delete({ documentId: row.documentId });
      purged += 1;
    }
    if (rows.length < BATCH) return purged;
  }
}

/** At start and once a day (src/operations/periodic-job.ts); RENTAL_RETENTION_PURGE=off turns it off (config/hall.ts). */
export function startRetentionPurge(strapi: Core.Strapi): void {
  startPeriodicJob(strapi, {
    name: 'rental retention',
    enabled: hallSettings(strapi, 'rental').retentionPurge,
    intervalMs: DAY_MS,
    run: async () => {
      const purged = await purgeExpiredApplications(strapi);
      if (purged > 0) strapi.log.info(`[rental] retention: destroyed ${purged} application(s) past their period`);
    },
  });
}
