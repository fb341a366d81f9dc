import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'hall-backup';
export const FORMAT_VERSION = 1;

export interface FileEntry {
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  createdAt: string;
  app: { version: string; strapi: string };
  database: { client: 'sqlite' | 'postgres'; tables: Record<string, number> };
  /** mediaBaseUrl: where the media rows' URLs start (null when they do not share one). */
  storage: { media: 'local' | 's3'; documents: 'disk' | 's3'; mediaBaseUrl: string | null };
  counts: {
    applications: number;
    documents: number;
    mediaFiles: number;
    staffAccounts: number;
    members: number;
    sessions: number;
  };
  /** Files the snapshot's rows name that were gone when they were copied (removed after the snapshot). */
  missing: { documents: string[]; media: string[] };
  /** Every file of the backup but this one, by its path relative to the backup folder (always with `/`). */
  files: Record<string, FileEntry>;
}

export async function fileEntry(file: string): Promise<FileEntry> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

export async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `${dir} holds no readable ${MANIFEST} (an unfinished or foreign backup): ${(error as Error).message}`,
    );
  }
  if (manifest.format !== FORMAT || manifest.formatVersion !== FORMAT_VERSION) {
    throw new Error(`${dir}/${MANIFEST} is not a ${FORMAT} version ${FORMAT_VERSION} manifest`);
  }
  return manifest;
}

/** Checks every file the manifest lists against its size and SHA-256; throws naming the first few that differ. */
export async function verifyFiles(dir: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.files)) {
    const file = path.join(dir, ...name.split('/'));
    if (path.relative(dir, file).startsWith('..'))
      throw new Error(`the manifest names a file outside the backup: ${name}`);
    const actual = await fileEntry(file).catch(() => null);
    if (!actual) problems.push(`${name}: missing`);
    else if (actual.size !== expected.size || actual.sha256 !== expected.sha256) problems.push(`${name}: changed`);
  }
  if (problems.length > 0) {
    throw new Error(
      `the backup in ${dir} does not match its manifest (${problems.length} file(s)): ${problems.slice(0, 5).join(', ')}`,
    );
  }
}
