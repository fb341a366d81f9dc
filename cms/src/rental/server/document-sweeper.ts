import type { Core } from '@strapi/strapi';
import { RENTAL_APPLICATION } from './settings';
import { documentStore } from './storage';
import { hallSettings } from '../../utils/hall-settings';

export interface SweepResult {
  /** Pending documents no row names, and stored documents no application references any more. */
  removed: number;
  /** Pending documents a committed row names (a crash between the commit and the move): moved to their final names. */
  completed: number;
}

async function referencedKeys(strapi: Core.Strapi): Promise<Set<string>> {
  const rows = (await strapi.db.query(RENTAL_APPLICATION).findMany({ select: ['documents'] })) as Array<{
    documents?: Record<string, { storageKey?: string } | null> | null;
  }>;
  const keys = new Set<string>();
  for (const row of rows) {
    for (const document of Object.values(row.documents ?? {})) if (document?.storageKey) keys.add(document.storageKey);
  }
  return keys;
}

/**
 * One pass over the private document store (folder or bucket, docs/decisions/025). Only
 * documents older than the age threshold are looked at, so a submission in progress (its
 * documents pending, its row not yet committed) is never touched, on this instance or another
 * one sharing the store; the store is listed before the rows are read, so a document moved
 * after its commit is always found referenced.
 */
export async function sweepDocuments(
  strapi: Core.Strapi,
  maxAgeMs = hallSettings(strapi, 'rental').documentSweepAgeMs,
): Promise<SweepResult> {
  const olderThan = Date.now() - maxAgeMs;
  const store = documentStore(strapi);
  const old = async (place: 'stored' | 'pending') =>
    (await store.list(place)).filter((document) => document.modifiedAt < olderThan).map((document) => document.key);
  const stored = await old('stored');
  const pending = await old('pending');
  if (stored.length === 0 && pending.length === 0) return { removed: 0, completed: 0 };

  const referenced = await referencedKeys(strapi);
  const toComplete = pending.filter((key) => referenced.has(key));
  const toDiscard = pending.filter((key) => !referenced.has(key));
  const unreferenced = stored.filter((key) => !referenced.has(key));
  await store.promote(toComplete);
  await store.discardPending(toDiscard);
  await store.remove(unreferenced);
  return { removed: toDiscard.length + unreferenced.length, completed: toComplete.length };
}

async function sweepAndLog(strapi: Core.Strapi): Promise<void> {
  try {
    const { removed, completed } = await sweepDocuments(strapi);
    if (removed > 0 || completed > 0) {
      strapi.log.info(
        `[rental] document sweeper: removed ${removed} unreferenced file(s), finished moving ${completed} committed file(s)`,
      );
    }
  } catch (error) {
    strapi.log.error(`[rental] document sweeper failed: ${(error as Error).message}`);
  }
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | null = null;

/**
 * Sweeps once now (at start, before the server listens) and then every
 * RENTAL_DOCUMENT_SWEEP_INTERVAL_SECONDS. The timer does not keep the process alive; shutdown
 * stops it (stopDocumentSweeper), and so does the HTTP server's close.
 */
export async function startDocumentSweeper(strapi: Core.Strapi): Promise<void> {
  await sweepAndLog(strapi);
  clearInterval(timer);
  timer = setInterval(() => {
    running ??= sweepAndLog(strapi).finally(() => {
      running = null;
    });
  }, hallSettings(strapi, 'rental').documentSweepIntervalMs);
  timer.unref();
  strapi.server.httpServer.once('close', () => clearInterval(timer));
}

/** Stops the timer and waits for a sweep in progress, so the database is not closed under it. */
export async function stopDocumentSweeper(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
