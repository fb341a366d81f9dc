import type { HydrationState } from '@remix-run/router';
import { isRouteErrorResponse } from 'react-router-dom';

/**
 * The router's hydration data in react-router's own serialised shape (what StaticRouterProvider
 * would inline, and what createBrowserRouter reads from `window.__staticRouterHydrationData`):
 * route errors become plain objects that the browser's router turns back into errors.
 */
export function serializeHydrationData(state: HydrationState): HydrationState {
  return { loaderData: state.loaderData, actionData: state.actionData, errors: serializeErrors(state.errors) };
}

function serializeErrors(errors: HydrationState['errors']): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error)
        // No stack: it would tell visitors about the server.
        return [
          routeId,
          { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) },
        ];
      return [routeId, error];
    }),
  );
}

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}
