import type { Core } from '@strapi/strapi';
import { SUBMISSION_KEYS_TABLE } from '../rental';
import { OUTBOUND_MAIL } from '../email/outbox';
import { logText } from '../utils/log-text';
import { hallSettings } from '../utils/hall-settings';

/**
 * Rows kept only for a while (docs/decisions/023), removed at start and every
 * RETENTION_INTERVAL_SECONDS (1 hour), like the document sweeper:
 * - idempotency keys of rental submissions (`rental_submission_keys`) older than
 *   SUBMISSION_KEY_TTL_HOURS (24): a retry after a lost 201 comes within seconds or minutes;
 * - sent and failed mails of the outbox recorded more than MAIL_OUTBOX_RETENTION_DAYS (90): they hold
 *   addresses and what applicants wrote in the subject. Pending mails are never removed.
 * Every instance may run it; deleting twice is harmless. The three settings are in config/hall.ts.
 */

export interface PruneResult {
  submissionKeys: number;
  mails: number;
}

export async function pruneExpiredRows(strapi: Core.Strapi, now = Date.now()): Promise<PruneResult> {
  const { submissionKeyTtlMs, mailOutboxRetentionMs } = hallSettings(strapi, 'retention');
  const submissionKeys = Number(
    await strapi.db
      .connection(SUBMISSION_KEYS_TABLE)
      .where('created_at', '<', new Date(now - submissionKeyTtlMs))
      .delete(),
  );
  const { count: mails } = (await strapi.db.query(OUTBOUND_MAIL).deleteMany({
    where: { deliveryStatus: { $in: ['sent', 'failed'] }, createdAt: { $lt: new Date(now - mailOutboxRetentionMs) } },
  })) as { count: number };
  return { submissionKeys, mails };
}

async function pruneAndLog(strapi: Core.Strapi): Promise<void> {
  try {
    const { submissionKeys, mails } = await pruneExpiredRows(strapi);
    if (submissionKeys > 0 || mails > 0) {
      strapi.log.info(`[operations] removed ${submissionKeys} expired idempotency key(s) and ${mails} old mail(s)`);
    }
  } catch (error) {
    strapi.log.error(`[operations] pruning expired rows failed: ${logText((error as Error).message)}`);
  }
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | null = null;

export async function startExpiredRowPruning(strapi: Core.Strapi): Promise<void> {
  await pruneAndLog(strapi);
  clearInterval(timer);
  timer = setInterval(() => {
    running ??= pruneAndLog(strapi).finally(() => {
      running = null;
    });
  }, hallSettings(strapi, 'retention').intervalMs);
  timer.unref();
  strapi.server.httpServer.once('close', () => clearInterval(timer));
}

/** Stops the timer and waits for a pass in progress, so the database is not closed under it. */
export async function stopExpiredRowPruning(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
