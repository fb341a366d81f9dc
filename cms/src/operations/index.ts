import type { Core } from '@strapi/strapi';
import { ensureSubmissionKeysTable, prepareDocumentStore, startDocumentSweeper } from '../rental';
import { prepareUploadsIncomingDir } from './incoming-uploads';
import { startMailWorker } from './mail-worker';
import { startExpiredRowPruning } from './expired-rows';
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
}

/** The graceful shutdown (register: before the middlewares and the server); readiness is api/health. */
export function registerOperations(strapi: Core.Strapi): void {
  registerGracefulShutdown(strapi);
}
