import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import knex from 'knex';
import { documentStoreFor } from '../storage';
import { isStorageKey } from '../storage/document-store';
import { mediaBaseUrl } from '../storage/s3-settings';
import type { Log } from './backup';
import { listTables, loadTables } from './database';
import { readManifest, verifyFiles, type Manifest } from './manifest';
import { mediaFiles, rewriteMediaUrls } from './media';
import { cmsRoot, installSettings, type InstallSettings } from './settings';

async function md5Of(file: string): Promise<Buffer> {
  const hash = crypto.createHash('md5');
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest();
}

/** What the target already holds; empty when nothing. */
async function targetContents(): Promise<string[]> {
  const settings = installSettings();
  const found: string[] = [];
  if (settings.client === 'postgres' || (await fs.stat(settings.sqliteFile!).catch(() => null))) {
    const db = knex(settings.knex);
    try {
      const tables = await listTables(db, settings.client);
      if (tables.length > 0) found.push(`the database has ${tables.length} tables`);
    } finally {
      await db.destroy();
    }
  }
  const media = await mediaFiles(settings.uploadsDir, settings.s3).list();
  if (media.length > 0) found.push(`${media.length} media file(s)`);
  const store = documentStoreFor(settings.documentsDir, settings.s3);
  const documents = [...(await store.list('stored')), ...(await store.list('pending'))];
  if (documents.length > 0) found.push(`${documents.length} rental document(s)`);
  return found;
}

/**
 * Lets Strapi create (or check) every table of this version on the target, as a first start
 * would, without demo content or a first admin: the restore then replaces their rows.
 */
async function syncSchema(settings: InstallSettings): Promise<void> {
  // Strapi's local upload provider refuses to start without its folder (a fresh checkout has it).
  if (!settings.s3.mediaBucket) await fs.mkdir(settings.uploadsDir, { recursive: true });
  const { createStrapi } = await import('@strapi/strapi');
  const app = createStrapi({ appDir: cmsRoot, distDir: path.join(cmsRoot, 'dist') });
  // Its configuration is loaded; register and bootstrap read it later: no demo content and no
  // first admin (the backup's rows replace every table's).
  app.config.set('hall.seedDemoContent', false);
  app.config.set('hall.firstAdmin.email', '');
  app.config.set('hall.firstAdmin.password', '');
  const strapi = await app.load();
  const { stopDocumentSweeper } = await import('../rental');
  await stopDocumentSweeper();
  await strapi.destroy();
}

/**
 * `npm run restore -- DIR [--force]` (docs/decisions/026), with the cms stopped: checks every
 * file against the manifest, refuses a target that holds anything (unless --force), lets Strapi
 * create the schema, writes the documents and media, then replaces every table's rows in one
 * transaction and checks the row counts.
 */
export async function restore(dir: string, options: { force: boolean }, log: Log): Promise<Manifest> {
  const manifest = await readManifest(dir);
  await verifyFiles(dir, manifest);
  log(
    `backup of ${manifest.createdAt} (${manifest.database.client}, app ${manifest.app.version}): every file matches the manifest`,
  );

  const occupied = await targetContents();
  if (occupied.length > 0 && !options.force) {
    throw new Error(
      `the target is not empty (${occupied.join(', ')}): restore into a fresh install, or pass --force to replace it`,
    );
  }

  const settings = installSettings();
  await syncSchema(settings);
  log(`schema ready (${settings.client})`);

  const store = documentStoreFor(settings.documentsDir, settings.s3);
  if (options.force) {
    await store.remove((await store.list('stored')).map((document) => document.key));
    await store.discardPending((await store.list('pending')).map((document) => document.key));
  }
  const names = Object.keys(manifest.files);
  const documents = names.filter((name) => name.startsWith('rental-documents/')).map((name) => name.slice(17));
  for (const key of documents) {
    if (!isStorageKey(key)) throw new Error(`not a storage key in the backup: ${key}`);
    const file = path.join(dir, 'rental-documents', key);
    await store.putStored(key, file, { md5: await md5Of(file) }).catch(async (error: NodeJS.ErrnoException) => {
      // --force over the same documents: already there, byte for byte (the manifest was checked).
      if (error.code !== 'EEXIST') throw error;
    });
  }
  const media = mediaFiles(settings.uploadsDir, settings.s3);
  const mediaNames = names.filter((name) => name.startsWith('uploads/')).map((name) => name.slice(8));
  for (const name of mediaNames) await media.put(name, path.join(dir, 'uploads', name));
  log(
    `files written: ${documents.length} rental documents (${store.kind}), ${mediaNames.length} media files (${media.kind})`,
  );

  const db = knex(settings.knex);
  try {
    const { counts, skipped } = await loadTables(db, settings.client, dir, manifest.database.tables);
    for (const table of skipped) {
      log(`warning: table ${table} of the backup does not exist in this version; its rows were not restored`);
    }
    log(
      `database restored: ${Object.keys(counts).length} tables, ${Object.values(counts).reduce((a, b) => a + b, 0)} rows`,
    );
    const from = manifest.storage.mediaBaseUrl;
    const to = mediaBaseUrl(settings.s3);
    if (from && from !== to) {
      const changed = await rewriteMediaUrls(db, from, to, media.kind === 's3' ? 'aws-s3' : 'local');
      log(`media URLs moved from ${from} to ${to}: ${changed} file(s)`);
    }
  } finally {
    await db.destroy();
  }
  log(
    `restore complete: ${manifest.counts.applications} applications, ${manifest.counts.staffAccounts} staff accounts, ${manifest.counts.members} members`,
  );
  return manifest;
}
