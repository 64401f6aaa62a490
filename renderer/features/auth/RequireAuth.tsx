import { Navigate, useLocation } from 'react-router-dom';
import AppShell from '../shell/AppShell';
import { isPending, SessionPending } from './SessionPending';
import { useSession } from './useSession';

/** The signed-in part of the app: everything but /auth. Anyone else is sent to /auth. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  if (isPending(session)) return <SessionPending session={session} />;
  switch (session.status) {
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
      return <AppShell user={session.user} />;
  }
}
