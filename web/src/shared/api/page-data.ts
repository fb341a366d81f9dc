import { preload } from 'swr';

/**
 * One answer a page reads on its first render: its SWR key and fetcher, exactly as the page's
 * hook uses them. The server fetches these before it draws the page and hands the answers to
 * the browser with it; on a visit the server did not draw, the browser requests them together
 * with the page's code.
 */
export interface PageDataRequest {
  key: readonly unknown[];
  fetch: (key: never) => Promise<unknown>;
  /** The key is the first page of a list read with useSWRInfinite. */
  list?: boolean;
}

export function pageData<Key extends readonly unknown[], Data>(
  key: Key,
  fetch: (key: Key) => Promise<Data>,
  options: { list?: boolean } = {},
): PageDataRequest {
  return { key, fetch: fetch as PageDataRequest['fetch'], ...options };
}

/** Starts the request now; the hook that reads the same key takes its answer instead of asking again. */
export function preloadPageData(request: PageDataRequest): void {
  void preload(request.key, request.fetch as (key: unknown) => Promise<unknown>);
}
