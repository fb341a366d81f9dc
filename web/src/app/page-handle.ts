import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { siteConfigData } from '@/shared/api/get-site-config';
import { preloadPageData, type PageDataRequest } from '@/shared/api/page-data';
import { currentBreakpoint, type Breakpoint } from '@/shared/hooks/use-breakpoint';

export interface PageMatch {
  params: Params;
  searchParams: URLSearchParams;
  /** The breakpoint the page is drawn for (the page size of the show lists depends on it). */
  breakpoint: Breakpoint;
}

/** What a route says about its page, for the server that draws it and for a first visit. */
export interface RouteHandle {
  /** The page's module as the build manifest names it: the server links its chunks and styles. */
  module?: string;
  /** The answers the page reads on its first render. */
  data?: (match: PageMatch) => PageDataRequest[];
  /** HTTP status of the page when the server draws it (200 unless said). */
  status?: number;
  /** For members only: the server sends a visitor it knows is logged out to /login. */
  membersOnly?: boolean;
}

type Location = Pick<URL, 'pathname' | 'search'>;

/** The handles of the routes a location matches, outermost first, with the route's parameters. */
export function matchedHandles(
  routes: RouteObject[],
  location: Location,
): Array<{ handle: RouteHandle; params: Params }> {
  return (matchRoutes(routes, location.pathname) ?? []).map((match) => ({
    handle: (match.route.handle as RouteHandle | undefined) ?? {},
    params: match.params,
  }));
}

/** Every answer the page at `location` reads on its first render: the site config (header and footer) and the page's own. */
export function pageDataFor(routes: RouteObject[], location: Location, breakpoint: Breakpoint): PageDataRequest[] {
  const searchParams = new URLSearchParams(location.search);
  return [
    siteConfigData(),
    ...matchedHandles(routes, location).flatMap(
      ({ handle, params }) => handle.data?.({ params, searchParams, breakpoint }) ?? [],
    ),
  ];
}

/**
 * A first visit the server did not draw (the development server, or a failed server render):
 * the page's answers are requested together with its code (route `lazy`) instead of after it.
 */
export function preloadFirstPage(routes: RouteObject[], location: Location): void {
  for (const request of pageDataFor(routes, location, currentBreakpoint())) preloadPageData(request);
}

/**
 * Loads the modules of the routes at `location` into the route objects (no longer lazy), so that
 * the router draws the page at once: a page the server drew is taken over without a loading state.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location.pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const module = await route.lazy!();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
