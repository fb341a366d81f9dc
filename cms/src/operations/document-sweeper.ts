import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  RENTAL_APPLICATION,
  documentSweepAgeSeconds,
  documentSweepIntervalSeconds,
  documentsDir,
} from '../api/rental-application/lib/settings';
import { isStorageKey, pendingDir, syncFolder } from '../api/rental-application/lib/storage';

export interface SweepResult {
  /** Pending files no row names, and stored files no application references any more. */
  removed: number;
  /** Pending files a committed row names (a crash between the commit and the rename): moved to their final names. */
  completed: number;
}

async function oldFiles(dir: string, olderThan: number): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const old: string[] = [];
  for (const name of names.filter(isStorageKey)) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < olderThan) old.push(name);
  }
  return old;
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
 * One pass over the private document store. Only files older than the age threshold are looked
 * at, so a submission in progress (its files pending, its row not yet committed) is never
 * touched; the folders are listed before the rows are read, so a file renamed after its commit
 * is always found referenced.
 */
export async function sweepDocuments(
  strapi: Core.Strapi,
  maxAgeMs = documentSweepAgeSeconds() * 1000,
): Promise<SweepResult> {
  const olderThan = Date.now() - maxAgeMs;
  const storedDir = documentsDir(strapi);
  const waitingDir = pendingDir(strapi);
  const stored = await oldFiles(storedDir, olderThan);
  const pending = await oldFiles(waitingDir, olderThan);
  const result: SweepResult = { removed: 0, completed: 0 };
  if (stored.length === 0 && pending.length === 0) return result;

  const referenced = await referencedKeys(strapi);
  for (const name of pending) {
    const from = path.join(waitingDir, name);
    const to = path.join(storedDir, name);
    if (referenced.has(name) && !(await fs.stat(to).catch(() => null))) {
      await fs.rename(from, to);
      result.completed += 1;
    } else {
      await fs.rm(from, { force: true });
      result.removed += 1;
    }
  }
  for (const name of stored) {
    if (referenced.has(name)) continue;
    await fs.rm(path.join(storedDir, name), { force: true });
    result.removed += 1;
  }
  await syncFolder(storedDir);
  if (pending.length > 0) await syncFolder(waitingDir);
  return result;
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
  }, documentSweepIntervalSeconds() * 1000);
  timer.unref();
  strapi.server.httpServer.once('close', () => clearInterval(timer));
}

/** Stops the timer and waits for a sweep in progress, so the database is not closed under it. */
export async function stopDocumentSweeper(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
