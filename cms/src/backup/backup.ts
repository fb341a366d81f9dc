import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import knex, { type Knex } from 'knex';
import { documentStoreFor } from '../storage';
import { dumpTables } from './database';
import { FORMAT, FORMAT_VERSION, MANIFEST, fileEntry, type FileEntry, type Manifest } from './manifest';
import { mediaFiles, mediaNamesOf, sharedMediaBase } from './media';
import { cmsRoot, installSettings, type InstallSettings } from './settings';

export type Log = (message: string) => void;

/** Rows of one dumped table, parsed. */
export async function dumpedRows(dir: string, table: string): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  const file = path.join(dir, 'database', `${table}.jsonl`);
  try {
    await fs.access(file);
  } catch {
    return rows;
  }
  for await (const line of readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line.trim()) rows.push(JSON.parse(line) as Record<string, unknown>);
  }
  return rows;
}

/** Storage keys of the documents the applications of the dump name. */
export function documentKeysOf(rows: Array<Record<string, unknown>>): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    const documents = typeof row.documents === 'string' ? (JSON.parse(row.documents) as unknown) : row.documents;
    for (const document of Object.values((documents ?? {}) as Record<string, { storageKey?: unknown } | null>)) {
      if (typeof document?.storageKey === 'string') keys.add(document.storageKey);
    }
  }
  return [...keys].sort();
}

async function writeStream(body: Readable, file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await pipeline(body, createWriteStream(file, { mode: 0o600 }));
}

/**
 * The database at one moment. SQLite: the online backup API copies the live file page by page
 * (writers go on; a write during the copy restarts it) into a snapshot, which is then dumped.
 * PostgreSQL: every table is read in one REPEATABLE READ, READ ONLY transaction, so every table
 * is seen as of its first read, while the cms goes on writing.
 */
async function snapshotDatabase(settings: InstallSettings, dir: string): Promise<Record<string, number>> {
  if (settings.client === 'sqlite') {
    const snapshot = path.join(dir, '.snapshot.sqlite');
    const live = new Database(settings.sqliteFile!, { readonly: true, fileMustExist: true });
    try {
      await live.backup(snapshot);
    } finally {
      live.close();
    }
    const db = knex({
      client: 'better-sqlite3',
      connection: { filename: snapshot },
      useNullAsDefault: true,
    });
    try {
      return await dumpTables(db, 'sqlite', dir);
    } finally {
      await db.destroy();
      await fs.rm(snapshot, { force: true });
    }
  }
  const db = knex(settings.knex);
  try {
    return await db.transaction(async (trx: Knex.Transaction) => {
      await trx.raw('set transaction isolation level repeatable read, read only');
      return dumpTables(trx, 'postgres', dir);
    });
  } finally {
    await db.destroy();
  }
}

async function appVersions(): Promise<{ version: string; strapi: string }> {
  const read = async (file: string) => JSON.parse(await fs.readFile(file, 'utf8')) as { version?: string };
  const app = await read(path.join(cmsRoot, '..', 'package.json')).catch(() => ({ version: undefined }));
  const strapi = await read(require.resolve('@strapi/strapi/package.json')).catch(() => ({ version: undefined }));
  return { version: app.version ?? 'unknown', strapi: strapi.version ?? 'unknown' };
}

async function listFiles(root: string, dir = root): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, full)));
    else if (entry.isFile()) files.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return files.sort();
}

/**
 * `npm run backup -- DIR` (docs/decisions/026): the database first, then the files its rows name
 * (rental documents from the document store, media from the upload folder or bucket), then
 * manifest.json with the SHA-256 of every file. DIR must be empty or not exist.
 */
export async function backup(dir: string, log: Log): Promise<Manifest> {
  const settings = installSettings();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if ((await fs.readdir(dir)).length > 0) throw new Error(`${dir} is not empty: back up into a new folder`);

  const tables = await snapshotDatabase(settings, dir);
  log(
    `database (${settings.client}): ${Object.keys(tables).length} tables, ${Object.values(tables).reduce((a, b) => a + b, 0)} rows`,
  );

  const missing: Manifest['missing'] = { documents: [], media: [] };
  const store = documentStoreFor(settings.documentsDir, settings.s3);
  const documentKeys = documentKeysOf(await dumpedRows(dir, 'rental_applications'));
  for (const key of documentKeys) {
    // A pending copy a committed row names (a crash before the move) is the document too.
    const opened = (await store.open(key, 'stored')) ?? (await store.open(key, 'pending'));
    if (!opened) missing.documents.push(key);
    else await writeStream(opened.body, path.join(dir, 'rental-documents', key));
  }
  log(`rental documents (${store.kind}): ${documentKeys.length - missing.documents.length} of ${documentKeys.length}`);

  const s3 = settings.s3;
  const media = mediaFiles(settings.uploadsDir, s3);
  const mediaRows = await dumpedRows(dir, 'files');
  const mediaNames = [...new Set(mediaRows.flatMap(mediaNamesOf))].sort();
  for (const name of mediaNames) {
    const body = await media.open(name);
    if (!body) missing.media.push(name);
    else await writeStream(body, path.join(dir, 'uploads', name));
  }
  log(`media (${media.kind}): ${mediaNames.length - missing.media.length} of ${mediaNames.length} files`);
  for (const [what, names] of Object.entries(missing)) {
    if (names.length > 0) log(`warning: ${names.length} ${what} file(s) were removed after the database snapshot`);
  }

  const files: Record<string, FileEntry> = {};
  for (const name of await listFiles(dir)) files[name] = await fileEntry(path.join(dir, ...name.split('/')));
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    app: await appVersions(),
    database: { client: settings.client, tables },
    storage: { media: media.kind, documents: store.kind, mediaBaseUrl: sharedMediaBase(mediaRows) },
    counts: {
      applications: tables.rental_applications ?? 0,
      documents: documentKeys.length - missing.documents.length,
      mediaFiles: tables.files ?? 0,
      staffAccounts: tables.admin_users ?? 0,
      members: tables.up_users ?? 0,
      sessions: tables.strapi_sessions ?? 0,
    },
    missing,
    files,
  };
  // Written last, under its final name only when complete: a folder without it is no backup.
  const partial = path.join(dir, `${MANIFEST}.partial`);
  await fs.writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(partial, path.join(dir, MANIFEST));
  log(
    `backup complete in ${dir}: ${manifest.counts.applications} applications, ${manifest.counts.staffAccounts} staff accounts, ${manifest.counts.members} members, ${Object.keys(files).length} files`,
  );
  return manifest;
}
