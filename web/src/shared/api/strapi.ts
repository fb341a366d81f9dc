import qs from 'qs';
import { getAccessToken, isAccessTokenStale, refreshAccessToken } from './session';

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

/** Where the server that renders pages fetches their loaders' data (its own API); unset in the browser. */
let serverApiOrigin: string | undefined;

export function setServerApiOrigin(origin: string): void {
  serverApiOrigin = origin;
}

/** Headers the server adds to the API requests of the page it is rendering (a preview's token); unset in the browser. */
let serverRequestHeaders: (() => Record<string, string> | undefined) | undefined;

export function setServerRequestHeaders(headers: () => Record<string, string> | undefined): void {
  serverRequestHeaders = headers;
}

function absolute(url: string): string {
  // Same origin in the browser; an absolute URL also lets Node's fetch (tests) resolve it.
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') {
    return new URL(url, window.location.origin).toString();
  }
  return serverApiOrigin ? new URL(url, serverApiOrigin).toString() : url;
}

interface StrapiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: unknown };
}

export interface StrapiRequestOptions extends Omit<RequestInit, 'method' | 'body'> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: StrapiQuery;
  /** Sent as JSON; a FormData is sent as multipart/form-data (the browser sets the boundary). */
  body?: unknown;
  /**
   * 'auto' (default): send the member's access token when there is one; renew it when it is
   * about to expire, and after a 401 renew it once (shared with concurrent requests) and retry.
   * 'none': never send it (login, signup and password reset refuse a logged-in caller).
   */
  auth?: 'auto' | 'none';
}

/** The token to send: the current one, renewed first when it is about to expire. */
async function tokenForRequest(): Promise<string | null> {
  if (!getAccessToken()) return null;
  if (isAccessTokenStale()) return refreshAccessToken();
  return getAccessToken();
}

async function errorFrom(response: Response): Promise<StrapiRequestError> {
  let body: StrapiErrorBody | undefined;
  try {
    body = (await response.json()) as StrapiErrorBody;
  } catch {
    body = undefined;
  }
  return new StrapiRequestError(
    response.status,
    body?.error?.message ?? response.statusText ?? `HTTP ${response.status}`,
    body?.error?.name,
    body?.error?.details,
  );
}

/** Calls a cms endpoint and returns the parsed JSON body; throws StrapiRequestError on failure. */
export async function strapiRequest<T>(path: string, options: StrapiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, auth = 'auto', headers, ...init } = options;
  const url = absolute(buildStrapiUrl(path, query));

  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;

  const send = async (token: string | null): Promise<Response> => {
    const merged = new Headers(headers);
    if (!merged.has('Accept')) merged.set('Accept', 'application/json');
    if (body !== undefined && !isMultipart) merged.set('Content-Type', 'application/json');
    if (token) merged.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(serverRequestHeaders?.() ?? {})) merged.set(name, value);
    try {
      return await fetch(url, {
        credentials: 'same-origin',
        ...init,
        method,
        headers: merged,
        body: body === undefined ? undefined : isMultipart ? (body as FormData) : JSON.stringify(body),
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new StrapiRequestError(0, cause instanceof Error ? cause.message : 'Network error', 'NetworkError');
    }
  };

  const token = auth === 'auto' ? await tokenForRequest() : null;
  let response = await send(token);
  if (response.status === 401 && token) {
    // The token expired or its login ended: renew it once (or take the one another request
    // just renewed) and retry; without a token when the login is over.
    const latest = getAccessToken();
    const renewed = latest && latest !== token ? latest : await refreshAccessToken();
    response = await send(renewed);
  }

  if (!response.ok) throw await errorFrom(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** GET a cms endpoint and return the parsed JSON body; throws StrapiRequestError on failure. */
export function strapiGet<T>(path: string, query?: StrapiQuery, init?: RequestInit): Promise<T> {
  const { method: _method, body: _body, ...rest } = init ?? {};
  return strapiRequest<T>(path, { ...rest, method: 'GET', query });
}

/** The response, or null when the cms says there is no such record (404): a page shows 'not found'. */
export async function nullWhenNotFound<T>(response: Promise<T>): Promise<T | null> {
  try {
    return await response;
  } catch (error) {
    if (error instanceof StrapiRequestError && error.isNotFound) return null;
    throw error;
  }
}

/** SWR fetcher for keys of the form `[path, query]`. */
export function strapiFetcher<T>([path, query]: readonly [string, StrapiQuery?]): Promise<T> {
  return strapiGet<T>(path, query);
}
