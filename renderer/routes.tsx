import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthRoute } from './features/auth/AuthRoute';
import { RequireAuth } from './features/auth/RequireAuth';
import { RootLayout } from './features/shell/RootLayout';
import { SCREENS } from './features/shell/screens';

// Every path of spec 1 §2.1. Pages load on demand (one chunk per page module), so the first screen
// carries only the router, the auth gate and the splash. A screen that gets its own page swaps
// ScreenPage for `lazy(() => import('./features/<feature>/<Feature>Page'))` here.
const ScreenPage = lazy(() => import('./features/shell/ScreenPage'));
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/auth', element: <AuthRoute /> },
      {
        element: <RequireAuth />,
        children: [
          ...SCREENS.map((screen) => ({ path: screen.path, element: <ScreenPage screen={screen} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
