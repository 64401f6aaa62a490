import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthRoute } from './features/auth/AuthRoute';
import { RequireAuth } from './features/auth/RequireAuth';
import { RootLayout } from './features/shell/RootLayout';
import { SCREENS } from './screens';

// One route per registered screen, each page its own chunk, so the first screen carries only the
// router, the auth gate and the splash. Any other path is "Page Not Found".
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/auth', element: <AuthRoute /> },
      {
        element: <RequireAuth />,
        children: [
          ...SCREENS.map(({ path, page: Page }) => ({ path, element: <Page /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
