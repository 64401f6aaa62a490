import { SplashScreen } from '../../ui/SplashScreen';
import { ServerUnreachable } from './ServerUnreachable';
import type { Session } from '../../ui/session/useSession';

type PendingSession = Extract<Session, { status: 'loading' | 'unreachable' }>;

export const isPending = (session: Session): session is PendingSession =>
  session.status === 'loading' || session.status === 'unreachable';

/** What both auth gates show before the session is known: the splash, or the offline screen. */
export function SessionPending({ session }: { session: PendingSession }) {
  return session.status === 'loading' ? (
    <SplashScreen />
  ) : (
    <ServerUnreachable error={session.error} onRetry={session.retry} />
  );
}
