import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './provider';
import { routerFuture, routes } from './routes';

const router = createBrowserRouter(routes, { future: routerFuture });

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProviders>
  );
}
