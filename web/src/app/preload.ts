import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** What a route may start loading before its code arrives: its page's first data request. */
export interface RouteHandle {
  preload?: (match: { params: Params; searchParams: URLSearchParams }) => void;
}

/**
 * Starts the data requests of the page the visitor landed on, alongside the page's code (route
 * `lazy`) instead of after it: on a first visit, the largest paint waits for both. Only the
 * first page: later pages find the app's code loaded, and SWR's own requests are early enough.
 */
export function preloadFirstPage(routes: RouteObject[], location: Pick<Location, 'pathname' | 'search'>): void {
  const searchParams = new URLSearchParams(location.search);
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.preload?.({ params: match.params, searchParams });
  }
}
