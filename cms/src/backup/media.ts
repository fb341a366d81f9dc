import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig, type S3Settings } from '../storage/s3-settings';

/**
 * The media library's files where the cms keeps them: `<PUBLIC_DIR>/uploads`, or the S3_BUCKET
 * bucket (the upload provider stores `<hash><ext>` at the bucket's root).
 */
export interface MediaFiles {
  kind: 'local' | 's3';
  open(name: string): Promise<Readable | null>;
  put(name: string, sourcePath: string): Promise<void>;
  /** Names of every file there now (to tell an empty target). */
  list(): Promise<string[]>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertMediaName(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`not a media file name: ${JSON.stringify(name)}`);
  return name;
}

export function mediaFiles(uploadsDir: string, settings: S3Settings): MediaFiles {
  if (settings.mediaBucket) {
    const client = new S3Client(s3ClientConfig(settings));
    const Bucket = settings.mediaBucket;
    return {
      kind: 's3',
      async open(name) {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: assertMediaName(name) }));
          return object.Body as Readable;
        } catch (error) {
          if ((error as { name?: string }).name === 'NoSuchKey') return null;
          throw error;
        }
      },
      async put(name, sourcePath) {
        const { size } = await fs.stat(sourcePath);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: assertMediaName(name),
            Body: createReadStream(sourcePath),
            ContentLength: size,
          }),
        );
      },
      async list() {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, MaxKeys: 1000 }));
        return (listed.Contents ?? []).map((object) => object.Key!);
      },
    };
  }
  return {
    kind: 'local',
    async open(name) {
      const file = path.join(uploadsDir, assertMediaName(name));
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async put(name, sourcePath) {
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.copyFile(sourcePath, path.join(uploadsDir, assertMediaName(name)));
    },
    async list() {
      const names = await fs.readdir(uploadsDir).catch(() => [] as string[]);
      return names.filter((name) => name !== '.gitkeep');
    },
  };
}

/** The stored names a media-library row refers to: the file and each of its formats (thumbnail, small, …). */
export function mediaNamesOf(row: { hash?: unknown; ext?: unknown; formats?: unknown }): string[] {
  const names: string[] = [];
  const nameOf = (entry: { hash?: unknown; ext?: unknown }) =>
    typeof entry.hash === 'string' ? `${entry.hash}${typeof entry.ext === 'string' ? entry.ext : ''}` : null;
  const main = nameOf(row);
  if (main) names.push(main);
  const formats = typeof row.formats === 'string' ? (JSON.parse(row.formats) as unknown) : row.formats;
  if (formats && typeof formats === 'object') {
    for (const format of Object.values(formats as Record<string, { hash?: unknown; ext?: unknown }>)) {
      const name = format && nameOf(format);
      if (name) names.push(name);
    }
  }
  return names;
}

/** The one address all media rows' URLs start with (`/uploads`, a bucket's URL), or null. */
export function sharedMediaBase(rows: Array<{ url?: unknown; hash?: unknown; ext?: unknown }>): string | null {
  const bases = new Set<string>();
  for (const row of rows) {
    const [name] = mediaNamesOf(row);
    if (typeof row.url !== 'string' || !name || !row.url.endsWith(`/${name}`)) return null;
    bases.add(row.url.slice(0, -(name.length + 1)));
  }
  return bases.size === 1 ? [...bases][0] : null;
}

/**
 * After a restore into other media storage: the rows' URLs (and their formats') moved from
 * `from` to `to`, and their provider named, so the site links to where the files now are.
 */
export async function rewriteMediaUrls(db: Knex, from: string, to: string, provider: string): Promise<number> {
  const rows = (await db('files').select('id', 'url', 'formats')) as Array<{
    id: number;
    url: string;
    formats: unknown;
  }>;
  let changed = 0;
  await db.transaction(async (trx) => {
    for (const row of rows) {
      if (!row.url.startsWith(`${from}/`)) continue;
      const formats =
        row.formats === null ? null : typeof row.formats === 'string' ? row.formats : JSON.stringify(row.formats);
      await trx('files')
        .where({ id: row.id })
        .update({
          url: `${to}${row.url.slice(from.length)}`,
          formats:
            formats === null
              ? null
              : formats.split(JSON.stringify(`${from}/`).slice(0, -1)).join(JSON.stringify(`${to}/`).slice(0, -1)),
          provider,
        });
      changed += 1;
    }
  });
  return changed;
}
