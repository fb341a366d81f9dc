import fs from 'node:fs/promises';
import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';

/**
 * A NUL character (U+0000) is never text. PostgreSQL cannot hold or even compare one ("invalid
 * byte sequence for encoding UTF8"), so a NUL in a login, a signup field or a filter got a
 * 500 on PostgreSQL and something else on SQLite. Any request whose path, query or parsed body
 * (keys and values, at any depth, and uploaded file names) holds one is refused here with 400,
 * naming where it was, before any controller or query sees it; the upload's temporary files are
 * removed, since no controller will. Runs after strapi::body.
 */

export const NUL_MESSAGE = '허용되지 않는 문자(NUL)가 포함되어 있습니다.';

type Path = Array<string | number>;

/** Where the first NUL is in `value`, or null. */
function nulIn(value: unknown, path: Path): Path | null {
  const stack: Array<[unknown, Path]> = [[value, path]];
  while (stack.length > 0) {
    const [current, at] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return at;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, [...at, index]]));
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...at, key];
        stack.push([item, [...at, key]]);
      }
    }
  }
  return null;
}

function decodedPath(ctx: Context): string {
  try {
    return decodeURIComponent(ctx.path);
  } catch {
    return ctx.path;
  }
}

interface UploadedFile {
  filepath?: string;
  originalFilename?: string | null;
}

const uploadedFiles = (ctx: Context): Record<string, UploadedFile[]> =>
  Object.fromEntries(
    Object.entries(
      ((ctx.request as { files?: unknown }).files ?? {}) as Record<string, UploadedFile | UploadedFile[]>,
    ).map(([field, value]) => [field, Array.isArray(value) ? value : [value]]),
  );

export default () => async (ctx: Context, next: Next) => {
  const files = uploadedFiles(ctx);
  const names = Object.fromEntries(
    Object.entries(files).map(([field, list]) => [field, list.map((file) => file?.originalFilename ?? '')]),
  );
  const found =
    nulIn(decodedPath(ctx), ['path']) ??
    nulIn(ctx.query, ['query']) ??
    nulIn((ctx.request as { body?: unknown }).body, []) ??
    nulIn(names, ['files']);
  if (found) {
    await Promise.all(
      Object.values(files)
        .flat()
        .map((file) => (file?.filepath ? fs.rm(file.filepath, { force: true }).catch(() => undefined) : undefined)),
    );
    const path = found.map(String);
    throw new errors.ValidationError(NUL_MESSAGE, {
      errors: [{ path, message: NUL_MESSAGE, name: 'ValidationError' }],
    });
  }
  await next();
};
