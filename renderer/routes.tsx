import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { JOIN_PATH } from '../core/schemas/join-link';
import { AuthRoute } from './features/auth/AuthRoute';
import { JoinRoute } from './features/auth/JoinRoute';
import { RequireAuth } from './features/auth/RequireAuth';
import AppShell from './features/shell/AppShell';
import { RootLayout } from './features/shell/RootLayout';
import { SCREENS } from './screens';

// One route per registered screen, each page its own chunk (the home screen's travels with the
// entry: main.tsx). Any other path is "Page Not Found".
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/auth', element: <AuthRoute /> },
      // An invitation's link opens here, signed in or not.
      { path: JOIN_PATH, element: <JoinRoute /> },
      {
        element: <RequireAuth shell={(user) => <AppShell user={user} />} />,
        children: [
          ...SCREENS.map(({ path, page: Page }) => ({ path, element: <Page /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's routes, drawn where the router puts them. */
export function AppRoutes() {
  return useRoutes(routes);
}
