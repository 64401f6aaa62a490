import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { PublicUser } from '../../../core/schemas/auth';
import { isPending, SessionPending } from './SessionPending';
import { useSession } from '../../ui/session/useSession';

/**
 * The signed-in part of the app: everything but /auth, drawn by `shell` (the routes give the app
 * shell, so auth imports no other feature). Anyone else is sent to /auth.
 */
export function RequireAuth({ shell }: { shell: (user: PublicUser) => ReactNode }) {
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
      return shell(session.user);
  }
}
