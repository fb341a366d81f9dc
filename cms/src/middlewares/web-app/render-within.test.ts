import { describe, expect, it } from 'vitest';
import type { PageRenderer, PageRequest } from './page-renderer';
import { renderWithin } from './render-within';

const request: PageRequest = {
  url: '/notice',
  origin: 'http://site.test',
  apiOrigin: 'http://api.test',
  variant: 'pc',
};
const page = { status: 200, html: '<p>page</p>', complete: true };

/** A renderer whose render waits `ms`, and says whether its signal fired. */
function slowRenderer(ms: number) {
  const seen: { aborted?: boolean } = {};
  const renderer: PageRenderer = {
    variantOf: () => 'pc',
    render: ({ signal }) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(page), ms);
        signal?.addEventListener('abort', () => {
          seen.aborted = true;
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      }),
  };
  return { renderer, seen };
}

describe('renderWithin', () => {
  it('gives the render its page when it is done in time, and leaves its signal alone', async () => {
    const { renderer, seen } = slowRenderer(5);
    await expect(renderWithin(renderer, request, 1_000)).resolves.toEqual(page);
    expect(seen.aborted).toBeUndefined();
  });

  it("aborts a render that takes too long (its loaders' fetches with it) and rejects", async () => {
    const { renderer, seen } = slowRenderer(60_000);
    await expect(renderWithin(renderer, request, 20)).rejects.toThrow('not rendered within 20 ms');
    expect(seen.aborted).toBe(true);
  });

  it('does not wait for a renderer that ignores its signal', async () => {
    const renderer: PageRenderer = { variantOf: () => 'pc', render: () => new Promise(() => undefined) };
    await expect(renderWithin(renderer, request, 20)).rejects.toThrow('not rendered within 20 ms');
  });
});
