import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { noticesData, useNotices } from '@/features/notices/api/get-notices';
import { showsData, type ShowListParams } from '@/features/shows/api/get-shows';
import { useShows } from '@/features/shows/api/use-shows';
import { isPageLoaderData, loadPageData, type PageDataRequest } from '@/shared/api/page-data';
import { buildNotice, buildShow } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { swrConfigFor } from './loader-data';

/**
 * What hydration and a navigation rely on: the pages' hooks render the responses their route's
 * loader fetched on their very first render, and their first revalidation takes those responses
 * instead of asking the cms. Under SWR's public API only (its fallback, a middleware), with the
 * loaders' and the hooks' own key helpers, so that an SWR upgrade that moved a key fails here.
 */

const NOW = new Date('2026-11-24T03:00:00.000Z');

async function loaderRun(...pageRequests: PageDataRequest[]) {
  const loaded = await loadPageData(new AbortController().signal, pageRequests);
  if (!isPageLoaderData(loaded) || !loaded.complete) throw new Error('the loader did not get its responses');
  requests.length = 0;
  return loaded;
}

function WithLoaderData({ loaded, children }: { loaded: Awaited<ReturnType<typeof loaderRun>>; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SWRConfig value={swrConfigFor([loaded])}>{children}</SWRConfig>
    </SWRConfig>
  );
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the loaders’ data handed to SWR', () => {
  it('is on the first render of a plain hook, which then asks nobody', async () => {
    db.notices = [buildNotice({ title: '로더가 가져온 공지' })];
    const loaded = await loaderRun(noticesData({ page: 1, locale: 'ko' }));
    const renders: Array<string[] | undefined> = [];
    function Notices() {
      const { data } = useNotices({ page: 1 });
      renders.push(data?.data.map((notice) => notice.title));
      return <p>{data?.data[0]?.title}</p>;
    }
    render(
      <WithLoaderData loaded={loaded}>
        <Notices />
      </WithLoaderData>,
    );
    expect(renders[0]).toEqual(['로더가 가져온 공지']);
    await settled();
    expect(screen.getByText('로더가 가져온 공지')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('is the first page of an infinite list on its first render, which then asks nobody', async () => {
    db.shows = [buildShow({ title: '로더가 가져온 공연', startsAt: '2026-11-28T10:30:00.000Z' })];
    const params: ShowListParams = { kind: 'upcoming', pageSize: 8, locale: 'ko', now: NOW };
    const loaded = await loaderRun(showsData(params));
    const renders: Array<string[] | undefined> = [];
    function Shows() {
      const { data } = useShows(params);
      renders.push(data?.flatMap((page) => page.data.map((show) => show.title)));
      return <p>{data?.[0]?.data[0]?.title}</p>;
    }
    render(
      <WithLoaderData loaded={loaded}>
        <Shows />
      </WithLoaderData>,
    );
    expect(renders[0]).toEqual(['로더가 가져온 공연']);
    await settled();
    expect(screen.getByText('로더가 가져온 공연')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('is taken once: a later revalidation asks the cms', async () => {
    db.notices = [buildNotice({ title: '처음 공지' })];
    const loaded = await loaderRun(noticesData({ page: 1, locale: 'ko' }));
    let revalidate: () => Promise<unknown> = async () => undefined;
    function Notices() {
      const { data, mutate } = useNotices({ page: 1 });
      revalidate = mutate;
      return <p>{data?.data[0]?.title}</p>;
    }
    render(
      <WithLoaderData loaded={loaded}>
        <Notices />
      </WithLoaderData>,
    );
    await settled();
    db.notices = [buildNotice({ title: '새 공지' })];
    await act(() => revalidate());
    expect(await screen.findByText('새 공지')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/api/notices']);
  });
});
