import { useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type BareFetcher, type Key, type Middleware, type SWRConfiguration } from 'swr';
import { isPageLoaderData, type PageLoaderData } from '@/shared/api/page-data';

/**
 * Hands the route loaders' data to the pages' SWR hooks, so that nothing is fetched twice: a page
 * renders at once with what its loader fetched (SWR `fallback`, under the keys its hooks read), and
 * the hook's first revalidation takes the same response instead of asking the cms again (a
 * fetcher middleware, once per response). Later revalidations fetch as usual.
 *
 * The same on the server (where hooks never revalidate), when the browser hydrates the page with
 * the server's loader data, and after each client navigation with the data its loaders fetched.
 */
export function LoaderDataToSwr({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const value = useMemo(() => swrConfigFor(matches.map((match) => match.data).filter(isPageLoaderData)), [matches]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

/** The responses of a loader run that no hook has taken yet; a run's data object is its identity. */
const untakenResponses = new WeakMap<PageLoaderData, Map<string, unknown>>();

function untaken(loaded: PageLoaderData): Map<string, unknown> {
  let responses = untakenResponses.get(loaded);
  if (!responses) {
    responses = new Map(loaded.responses.map((response) => [response.key, response.data]));
    untakenResponses.set(loaded, responses);
  }
  return responses;
}

export function swrConfigFor(loaded: PageLoaderData[]): SWRConfiguration {
  const fallback: Record<string, unknown> = {};
  for (const { responses } of loaded) for (const { key, data } of responses) fallback[key] = data;

  const takeLoadedResponse: Middleware =
    (useSWRNext) =>
    <Data, Error>(
      key: Key,
      fetcher: BareFetcher<Data> | null,
      config: SWRConfiguration<Data, Error, BareFetcher<Data>>,
    ) =>
      useSWRNext<Data, Error>(
        key,
        fetcher &&
          ((...args: unknown[]) => {
            // SWR calls a fetcher with the key's arguments (useSWRInfinite with one page's).
            const serialized = unstable_serialize(args[0] as Key);
            for (const responses of loaded.map(untaken)) {
              if (!responses.has(serialized)) continue;
              const data = responses.get(serialized) as Data;
              responses.delete(serialized);
              return data;
            }
            return fetcher(...args);
          }),
        config,
      );

  return { fallback, use: [takeLoadedResponse] };
}
