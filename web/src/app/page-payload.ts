import { preload } from 'swr';
import type { Breakpoint } from '@/shared/hooks/use-breakpoint';
import { PAGE_PAYLOAD_ID } from '@/shared/ssr/document-ids';

/** What the browser needs to take over a page the server drew, besides the HTML. */
export interface PagePayload {
  /** The breakpoint the server drew the page for. */
  breakpoint: Breakpoint;
  /**
   * The answers the page was drawn with, under their SWR keys (serialised); `listKey` is the key of
   * the useSWRInfinite list whose first page the answer is.
   */
  answers: Array<{ key: string; listKey?: string; data: unknown }>;
}

/** The payload of the page the server drew, or null when the browser draws the page itself. */
export function readPagePayload(document: Document): PagePayload | null {
  const element = document.getElementById(PAGE_PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PagePayload;
  } catch {
    return null;
  }
}

/**
 * Hands the server's answers to SWR: as fallback data, so that the first render matches the
 * server's, and as preloaded requests, so that the hooks' first revalidation takes them instead
 * of asking the cms again.
 */
export function takeOverAnswers(payload: PagePayload): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const { key, listKey, data } of payload.answers) {
    void preload(key, () => Promise.resolve(data));
    if (listKey) fallback[listKey] = [data];
    else fallback[key] = data;
  }
  return fallback;
}
