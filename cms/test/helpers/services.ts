import { inject } from 'vitest';
import { cmsUrl } from './http';

/** One call through the test hooks' door; its JSON result, or an error naming `what`. */
async function callTestHook<T>(what: string, body: Record<string, unknown>, baseUrl: string): Promise<T> {
  const response = await fetch(`${baseUrl}/__test__/service`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-hook-token': inject('cms').testHookToken },
    body: JSON.stringify(body),
  });
  const result = (await response.json()) as { result?: T; error?: string };
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${result.error}`);
  return result.result as T;
}

/**
 * Calls a service method inside the cms under test through the test hooks
 * (helpers/test-hooks.cjs) and returns its JSON result: how a test runs a periodic job with a
 * fake "now" instead of waiting for its schedule, e.g.
 * `await callService('api::x.jobs', 'runDaily', [{ now: '2027-03-01T00:00:00.000Z' }])`.
 * Arguments and the result travel as JSON (dates as ISO strings). `baseUrl` reaches a child cms
 * (helpers/child-cms.ts) instead of the suite's.
 */
export function callService<T = unknown>(
  uid: string,
  method: string,
  args: unknown[] = [],
  { baseUrl = cmsUrl() }: { baseUrl?: string } = {},
): Promise<T> {
  return callTestHook<T>(`${uid}#${method}`, { uid, method, args }, baseUrl);
}

/**
 * Calls a module's exported job function inside the cms under test, `strapi` first: e.g.
 * `await callModule('publishing/scheduled', 'runScheduledPublishing', [{ now }])` (the path is
 * relative to cms/src, without extension).
 */
export function callModule<T = unknown>(
  module: string,
  method: string,
  args: unknown[] = [],
  { baseUrl = cmsUrl() }: { baseUrl?: string } = {},
): Promise<T> {
  return callTestHook<T>(`${module}#${method}`, { module, method, args }, baseUrl);
}
