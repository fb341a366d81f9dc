/**
 * Uploads generated files through Strapi's upload service, so they get the same treatment
 * as files staff upload in the admin panel (size optimisation, thumbnail and responsive
 * formats for images, a media-library entry).
 */
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';

export interface UploadedFile {
  id: number;
  name: string;
  url: string;
  mime: string;
  hash: string;
  ext: string;
  formats?: Record<string, unknown> | null;
  provider: string;
}

export interface UploadInput {
  buffer: Buffer;
  /** ASCII file name: Strapi derives the stored file name (and so the URL) from it. */
  filename: string;
  mime: string;
  /** Name shown in the media library and offered on download; defaults to `filename`. */
  displayName?: string;
  alternativeText?: string;
  caption?: string;
}

export class SeedUploader {
  /** Every file uploaded so far, so a failed seed can remove what it stored. */
  readonly uploaded: UploadedFile[] = [];
  /** One working folder per seed; a promise, so concurrent uploads share it. */
  private workDir: Promise<string> | undefined;

  constructor(private readonly strapi: Core.Strapi) {}

  async upload(input: UploadInput): Promise<UploadedFile> {
    if (!/^[A-Za-z0-9._-]+$/.test(input.filename)) throw new Error(`seed file name must be ASCII: ${input.filename}`);
    this.workDir ??= fs.mkdtemp(path.join(os.tmpdir(), 'hall-seed-'));
    const dir = await fs.mkdtemp(path.join(await this.workDir, 'f-'));
    const filepath = path.join(dir, input.filename);
    await fs.writeFile(filepath, input.buffer);

    const uploadService = this.strapi.plugin('upload').service('upload');
    const [file] = (await uploadService.upload({
      data: {
        fileInfo: {
          name: input.filename,
          alternativeText: input.alternativeText ?? null,
          caption: input.caption ?? null,
        },
      },
      files: { filepath, originalFilename: input.filename, mimetype: input.mime, size: input.buffer.length },
    })) as UploadedFile[];
    if (!file?.id) throw new Error(`upload of ${input.filename} returned no file`);
    this.uploaded.push(file);

    if (input.displayName && input.displayName !== input.filename) {
      await this.strapi.db
        .query('plugin::upload.file')
        .update({ where: { id: file.id }, data: { name: input.displayName } });
      file.name = input.displayName;
    }
    await fs.rm(dir, { recursive: true, force: true });
    return file;
  }

  /** Removes the working folder. */
  async close(): Promise<void> {
    const workDir = this.workDir;
    this.workDir = undefined;
    if (workDir) await fs.rm(await workDir, { recursive: true, force: true });
  }

  /**
   * Deletes the stored files (and their formats) of everything uploaded, after a failure; the
   * database rows go with the rolled-back transaction. Best effort: a file that cannot be
   * deleted is logged, the original error is what the caller reports.
   */
  async discardStoredFiles(): Promise<void> {
    const provider = this.strapi.plugin('upload').provider as { delete?: (file: unknown) => Promise<void> | void };
    for (const file of this.uploaded) {
      const variants = [file, ...Object.values(file.formats ?? {})];
      for (const variant of variants) {
        try {
          await provider.delete?.(variant);
        } catch (error) {
          this.strapi.log.warn(
            `[seed] could not delete ${(variant as UploadedFile).hash}: ${(error as Error).message}`,
          );
        }
      }
    }
    this.uploaded.length = 0;
  }
}

/**
 * Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order.
 * After a failure no new item starts, and the calls already running are awaited before the
 * first error is thrown, so nothing is still writing when the caller cleans up.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await fn(items[index], index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  const settled = await Promise.allSettled(workers);
  const rejection = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (rejection) throw rejection.reason;
  return results;
}
