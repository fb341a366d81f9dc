import http from 'node:http';
import { inject } from 'vitest';

export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Another cms (a child process) instead of the one of the global setup. */
  baseUrl?: string;
}

export function cmsUrl(): string {
  return inject('cms').url;
}

/** One HTTP call to the cms under test; JSON bodies are parsed, anything else is kept as text. */
export async function request<T = any>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${options.baseUrl ?? cmsUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A GET with exactly these headers, which fetch does not allow (Host, say); of another cms with `baseUrl`. */
export function rawGet(
  pathname: string,
  headers: Record<string, string> = {},
  baseUrl = cmsUrl(),
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
      .on('error', reject);
  });
}
