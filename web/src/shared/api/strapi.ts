import qs from 'qs';

/** Error thrown for any failed cms request; `status` is 0 when the network itself failed. */
export class StrapiRequestError extends Error {
  readonly status: number;
  readonly errorName: string;
  readonly details: unknown;

  constructor(status: number, message: string, errorName = 'StrapiRequestError', details: unknown = undefined) {
    super(message);
    this.name = 'StrapiRequestError';
    this.status = status;
    this.errorName = errorName;
    this.details = details;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export type StrapiQuery = Record<string, unknown>;

/** Builds `/api/<path>?<query>` with Strapi's bracket notation (`filters[title][$containsi]=x`). */
export function buildStrapiUrl(path: string, query?: StrapiQuery): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const search = query ? qs.stringify(query, { encodeValuesOnly: true, skipNulls: true }) : '';
  return `/api${cleanPath}${search ? `?${search}` : ''}`;
}

function absolute(url: string): string {
  // Same origin in the browser; an absolute URL also lets Node's fetch (tests) resolve it.
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') {
    return new URL(url, window.location.origin).toString();
  }
  return url;
}

interface StrapiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: unknown };
}

/** GET a cms endpoint and return the parsed JSON body; throws StrapiRequestError on failure. */
export async function strapiGet<T>(path: string, query?: StrapiQuery, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(absolute(buildStrapiUrl(path, query)), {
      ...init,
      method: 'GET',
      headers: { Accept: 'application/json', ...(init?.headers ?? {}) },
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new StrapiRequestError(0, cause instanceof Error ? cause.message : 'Network error', 'NetworkError');
  }

  if (!response.ok) {
    let body: StrapiErrorBody | undefined;
    try {
      body = (await response.json()) as StrapiErrorBody;
    } catch {
      body = undefined;
    }
    throw new StrapiRequestError(
      response.status,
      body?.error?.message ?? response.statusText ?? `HTTP ${response.status}`,
      body?.error?.name,
      body?.error?.details,
    );
  }

  return (await response.json()) as T;
}

/** SWR fetcher for keys of the form `[path, query]`. */
export function strapiFetcher<T>([path, query]: readonly [string, StrapiQuery?]): Promise<T> {
  return strapiGet<T>(path, query);
}
