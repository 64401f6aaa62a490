import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthRoute } from './features/auth/AuthRoute';
import { RequireAuth } from './features/auth/RequireAuth';
import { RootLayout } from './features/shell/RootLayout';
import { SCREENS } from './features/shell/screens';

// Every path of spec 1 §2.1. Pages load on demand (one chunk per page module), so the first screen
// carries only the router, the auth gate and the splash. A screen with its own page is listed in
// PAGES; the others show the shared ScreenPage.
const ScreenPage = lazy(() => import('./features/shell/ScreenPage'));

const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/cattle': lazy(() => import('./features/cattle/CattlePage')),
  '/': lazy(() => import('./features/dashboard/DashboardPage')),
};
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/auth', element: <AuthRoute /> },
      {
        element: <RequireAuth />,
        children: [
          ...SCREENS.map((screen) => {
            const Page = PAGES[screen.path];
            return { path: screen.path, element: Page ? <Page /> : <ScreenPage screen={screen} /> };
          }),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
