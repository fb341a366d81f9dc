import crypto from 'node:crypto';

/** Smaller bodies are not worth compressing. */
export const GZIP_MIN_BYTES = 1024;

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return /\bgzip\b/.test(acceptEncoding ?? '');
}

/** Weak: the same ETag names the identity and the gzipped representation. */
export function weakEtag(body: Buffer): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Compared here rather than with `ctx.fresh`, which ignores the condition when the request also
 * says `Cache-Control: no-cache` (fetch() adds it to every request with an explicit If-None-Match).
 */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
