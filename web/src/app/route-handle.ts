import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** What a route says about its page to the server that renders it. */
export interface RouteHandle {
  /** The page's module as the build manifest names it: the server links its chunks and styles. */
  module?: string;
  /** For members only: the server sends a visitor it knows is logged out to /login. */
  membersOnly?: boolean;
  /** Not for search engines: the server adds `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

type Location = Pick<URL, 'pathname'>;

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

/**
 * Loads the modules of the routes at `location` into the route objects (no longer lazy). The
 * browser's router must have them before it hydrates a page the server rendered: it would render
 * its fallback for a route still lazy (react-router's server rendering guide).
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
