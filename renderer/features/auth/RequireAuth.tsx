import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SplashScreen } from '../shell/SplashScreen';
import { ServerUnreachable } from './ServerUnreachable';
import { useSession } from './useSession';

const AppShell = lazy(() => import('../shell/AppShell'));

/** The signed-in part of the app: everything but /auth. Anyone else is sent to /auth. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  switch (session.status) {
    case 'loading':
      return <SplashScreen />;
    case 'unreachable':
      return <ServerUnreachable error={session.error} onRetry={session.retry} />;
    case 'unauthenticated':
      // Keep ?privacy=true, and remember the page so sign-in can return to it.
      return (
        <Navigate
          to={{ pathname: '/auth', search: location.search }}
          replace
          state={{ from: location.pathname + location.search }}
        />
      );
    case 'authenticated':
      return (
        <Suspense fallback={<SplashScreen />}>
          <AppShell user={session.user} />
        </Suspense>
      );
  }
}
