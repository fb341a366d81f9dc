import fs from 'node:fs/promises';
import type { Context } from 'koa';
import type { UploadedFile } from './staff-documents';

/** The files of a multipart request by part name, each part as a list (a member's submission, a staff upload). */
export function uploadedFiles(ctx: Context): Record<string, UploadedFile[]> {
  const files = (ctx.request.files ?? {}) as Record<string, UploadedFile | UploadedFile[]>;
  return Object.fromEntries(
    Object.entries(files).map(([field, value]) => [field, Array.isArray(value) ? value : [value]]),
  );
}

/** Removes the parser's temporary copies once the request is done with them. */
export async function removeTemporaryFiles(files: Record<string, UploadedFile[]>): Promise<void> {
  await Promise.all(
    Object.values(files)
      .flat()
      .map((file) => fs.rm(file.filepath, { force: true }).catch(() => undefined)),
  );
}
