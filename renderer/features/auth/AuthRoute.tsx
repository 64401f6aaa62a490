import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SplashScreen } from '../../ui/SplashScreen';
import { isPending, SessionPending } from './SessionPending';
import { useSession } from '../../ui/session/useSession';

const AuthPage = lazy(() => import('./AuthPage'));

/** Where sign-in sends you: the page you were turned away from, else home (privacy flag kept). */
function returnPath(state: unknown, search: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth')) {
    return from;
  }
  return `/${search}`;
}

/** /auth: the sign-in and create-farm screen; a signed-in visitor goes home instead. */
export function AuthRoute() {
  const session = useSession();
  const location = useLocation();

  if (isPending(session)) return <SessionPending session={session} />;
  switch (session.status) {
    case 'authenticated':
      return <Navigate to={returnPath(location.state, location.search)} replace />;
    case 'unauthenticated':
      return (
        <Suspense fallback={<SplashScreen />}>
          <AuthPage returnTo={returnPath(location.state, location.search)} />
        </Suspense>
      );
  }
}
