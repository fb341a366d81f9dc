import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildNotice, buildShow } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { setNow } from '@/testing/render';
import { preloadFirstPage } from './page-handle';
import { AppProviders } from './provider';
import { routerFuture, routes } from './routes';

/**
 * The app as app/start.tsx starts it on a page the server did not draw: the first page's data
 * request is sent before anything renders, on SWR's default cache (no per-test cache here, so that
 * the page can take the preloaded answer). The same `handle.data` is what the server fetches.
 */
async function landOn(path: string, expectedRequest: string) {
  preloadFirstPage(routes, new URL(path, 'http://localhost'));
  // Sent with nothing rendered yet.
  await waitFor(() => expect(requests.map((request) => request.path)).toContain(expectedRequest));
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  render(
    <AppProviders swr={{ errorRetryCount: 0 }}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProviders>,
  );
}

const pagesRequested = (path: string) => requests.filter((request) => request.path === path);

describe('preloadFirstPage', () => {
  it('starts the notice list request the page then uses, with the page and search of the address', async () => {
    db.notices = Array.from({ length: 12 }, (_, index) => buildNotice({ title: `공지 ${index + 1}` }));
    await landOn('/notice?page=2&q=공지', '/api/notices');

    expect(await screen.findByText('공지 11')).toBeInTheDocument();
    await waitFor(() => expect(pagesRequested('/api/notices')).toHaveLength(1));
    expect(pagesRequested('/api/notices')[0]?.query).toMatchObject({
      pagination: { page: '2', pageSize: '10' },
      filters: { title: { $containsi: '공지' } },
    });
  });

  it('starts the show detail request the page then uses', async () => {
    const show = buildShow({ title: '미리 불러온 공연' });
    db.shows = [show];
    await landOn(`/detail/show/${show.documentId}`, `/api/shows/${show.documentId}`);

    expect(await screen.findByRole('heading', { name: '미리 불러온 공연' })).toBeInTheDocument();
    expect(pagesRequested(`/api/shows/${show.documentId}`)).toHaveLength(1);
  });

  it("starts the calendar's request for the month grid FullCalendar then draws", async () => {
    setNow('2026-11-23T03:00:00.000Z');
    await landOn('/show/calendar', '/api/schedule');

    expect(await screen.findByRole('heading', { name: '2026년 11월' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.fc-daygrid-day')).not.toBeNull());
    expect(pagesRequested('/api/schedule').map((request) => request.query)).toEqual([
      { from: '2026-11-01', to: '2026-12-13' },
    ]);
  });

  it('starts nothing but the shared site config for a page without data of its own', async () => {
    preloadFirstPage(routes, new URL('/about/intro', 'http://localhost'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.path !== '/api/site-config')).toEqual([]);
  });
});
