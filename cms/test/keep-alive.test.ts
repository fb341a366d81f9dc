import { expect, it } from 'vitest';
import { cmsUrl } from './helpers/http';

/** Blocks this process's event loop, as a busy machine does to a client: its timers run late. */
const stall = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

it('keeps an idle connection open longer than a client that reuses it assumes (Keep-Alive: timeout=65)', async () => {
  const response = await fetch(`${cmsUrl()}/api/health/ready`);
  await response.arrayBuffer();
  expect(response.headers.get('keep-alive')).toBe('timeout=65');
});

it('serves an upload sent on kept-alive connections after the client stalled past Node’s 5 s default', async () => {
  // Ten kept-alive connections in the client's pool.
  await Promise.all(
    Array.from({ length: 10 }, async () => (await fetch(`${cmsUrl()}/api/health/ready`)).arrayBuffer()),
  );
  // The client stalls while its connections idle: with the server closing them after 5 s, the
  // client still takes them for open and writes the next request into a closed socket (EPIPE).
  stall(6_000);
  const form = new FormData();
  form.append('data', '{}');
  form.append('performancePlan', new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'application/pdf' }), 'plan.pdf');
  const outcomes = await Promise.allSettled(
    Array.from({ length: 10 }, async () => {
      const upload = await fetch(`${cmsUrl()}/api/rental-applications`, { method: 'POST', body: form });
      await upload.arrayBuffer();
      return upload.status;
    }),
  );
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String((outcome.reason as Error).cause ?? outcome.reason)] : [],
  );
  expect(failures).toEqual([]);
  // Read whole, then refused: an anonymous visitor may not submit.
  for (const outcome of outcomes) expect([401, 403]).toContain((outcome as PromiseFulfilledResult<number>).value);
});
