import type { Core } from '@strapi/strapi';
import { ensureSubmissionKeysTable, prepareDocumentStore, startDocumentSweeper, stopDocumentSweeper } from '../rental';
import { prepareUploadsIncomingDir } from './incoming-uploads';
import { startMailWorker, stopMailWorker } from './mail-worker';
import { startExpiredRowPruning, stopExpiredRowPruning } from './expired-rows';
import { stopPeriodicJobs } from './periodic-job';
import { registerGracefulShutdown } from './shutdown';

/**
 * What keeps submissions durable across crashes (docs/decisions/019), run in bootstrap before
 * the server listens: the multipart parser's private folder emptied, the idempotency keys'
 * table in place, the document store ready (its folders private, or its bucket reachable), the
 * document sweeper started; then the mail worker and the pruning of expired idempotency keys and
 * old mails (docs/decisions/023).
 */
export async function startOperations(strapi: Core.Strapi): Promise<void> {
  const leftovers = await prepareUploadsIncomingDir(strapi);
  if (leftovers > 0) strapi.log.info(`[operations] removed ${leftovers} upload file(s) a previous run left behind`);
  await prepareDocumentStore(strapi);
  await ensureSubmissionKeysTable(strapi);
  await startDocumentSweeper(strapi);
  await startExpiredRowPruning(strapi);
  startMailWorker(strapi);
  operationsStarted = true;
}

let operationsStarted = false;

/**
 * Stops the background work before the database closes: the periodic jobs (a run in progress may
 * finish: closing the pool under it would abort its queries), the mail worker (the mail being sent
 * may finish), both within `timeoutMs`; then the pruning and the sweeper. The graceful
 * shutdown calls it once the requests are drained; Strapi's destroy calls it too, for a Strapi
 * destroyed otherwise (a command, a test), whose timers would otherwise go on against a closed
 * database while the process lives. The second call finds nothing to stop.
 */
export async function stopOperations(strapi: Core.Strapi, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const stillRunning = await stopPeriodicJobs(timeoutMs);
  if (stillRunning.length > 0)
    strapi.log.warn(`[operations] still running after ${timeoutMs} ms, cut: ${stillRunning.join(', ')}`);
  // A command that only registers never started them, nor connected to the database.
  if (!operationsStarted) return;
  operationsStarted = false;
  await stopMailWorker(strapi, Math.max(0, until - Date.now()));
  await stopExpiredRowPruning();
  await stopDocumentSweeper();
}

/** The graceful shutdown (register: before the middlewares and the server); readiness is api/health. */
export function registerOperations(strapi: Core.Strapi): void {
  registerGracefulShutdown(strapi, (timeoutMs) => stopOperations(strapi, timeoutMs));
}
