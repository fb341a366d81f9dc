import { data } from '@remix-run/router';
import { unstable_serialize } from 'swr';

/**
 * One response a page reads on its first render: its SWR key and fetcher, exactly as the page's
 * hook uses them. A route's loader fetches these (loadPageData); the page's hooks then find the
 * responses in SWR under the same keys (app/loader-data.tsx) instead of asking again.
 */
export interface PageDataRequest {
  key: readonly unknown[];
  fetch: (key: never, signal?: AbortSignal) => Promise<unknown>;
}

export function pageData<Key extends readonly unknown[], Data>(
  key: Key,
  fetch: (key: Key, signal?: AbortSignal) => Promise<Data>,
): PageDataRequest {
  return { key, fetch: fetch as PageDataRequest['fetch'] };
}

/** One fetched response, under its serialised SWR key. */
export interface LoadedResponse {
  key: string;
  data: unknown;
}

/**
 * What a page's route loader returns (and the server sends to the browser as hydration data):
 * the responses its page reads on its first render.
 */
export interface PageLoaderData {
  responses: LoadedResponse[];
  /**
   * False when a response could not be had: the page renders without it (its hook asks again in
   * the browser) and the server does not keep the page.
   */
  complete: boolean;
}

export function isPageLoaderData(value: unknown): value is PageLoaderData {
  return typeof value === 'object' && value !== null && Array.isArray((value as PageLoaderData).responses);
}

/**
 * A route loader's body: fetches the page's responses together, with the loader's `signal` (a
 * navigation left, or a server render that ran out of time, aborts them). A response of `null`
 * means the page's record does not exist: the page still renders (it says so), with status 404.
 * A failed fetch leaves its response out and the page incomplete; an aborted one rejects.
 */
export async function loadPageData(
  signal: AbortSignal,
  requests: PageDataRequest[],
  options: { status?: number } = {},
) {
  const results = await Promise.allSettled(requests.map((request) => request.fetch(request.key as never, signal)));
  signal.throwIfAborted();
  const loaded: PageLoaderData = { responses: [], complete: true };
  let status = options.status ?? 200;
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      loaded.complete = false;
      return;
    }
    const request = requests[index]!;
    loaded.responses.push({ key: unstable_serialize(request.key), data: result.value });
    if (result.value === null) status = 404;
  });
  return status === 200 ? loaded : data(loaded, { status });
}
