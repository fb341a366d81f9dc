import { inject } from 'vitest';
import { cmsUrl } from './http';

/**
 * Calls a service method inside the cms under test through the test hooks
 * (helpers/test-hooks.cjs) and returns its JSON result: how a test runs a periodic job with a
 * fake "now" instead of waiting for its schedule, e.g.
 * `await callService('api::x.jobs', 'runDaily', [{ now: '2027-03-01T00:00:00.000Z' }])`.
 * Arguments and the result travel as JSON (dates as ISO strings). `baseUrl` reaches a child cms
 * (helpers/child-cms.ts) instead of the suite's.
 */
export async function callService<T = unknown>(
  uid: string,
  method: string,
  args: unknown[] = [],
  { baseUrl = cmsUrl() }: { baseUrl?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/__test__/service`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-hook-token': inject('cms').testHookToken },
    body: JSON.stringify({ uid, method, args }),
  });
  const body = (await response.json()) as { result?: T; error?: string };
  if (response.status !== 200) throw new Error(`${uid}#${method}: ${response.status} ${body.error}`);
  return body.result as T;
}

/**
 * Calls a module's exported job function inside the cms under test, `strapi` first: e.g.
 * `await callModule('publishing/scheduled', 'runScheduledPublishing', [{ now }])` (the path is
 * relative to cms/src, without extension).
 */
export async function callModule<T = unknown>(
  module: string,
  method: string,
  args: unknown[] = [],
  { baseUrl = cmsUrl() }: { baseUrl?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/__test__/service`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-hook-token': inject('cms').testHookToken },
    body: JSON.stringify({ module, method, args }),
  });
  const body = (await response.json()) as { result?: T; error?: string };
  if (response.status !== 200) throw new Error(`${module}#${method}: ${response.status} ${body.error}`);
  return body.result as T;
}
