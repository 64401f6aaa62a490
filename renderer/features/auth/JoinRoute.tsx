import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { JOIN_CODE_PARAM } from '../../../core/schemas/join-link';
import { SplashScreen } from '../../ui/SplashScreen';
import { useSession } from '../../ui/session/useSession';

const JoinPage = lazy(() => import('./JoinPage'));

/**
 * /join?code=…: an invitation's Join page, open to anyone. Someone already signed in on this device
 * sees it too, told who is signed in, rather than being sent away: the person holding the phone
 * tapped an invitation and expects to see it, and finding Sign out first would be a dead end for
 * them. Joining then signs this device in as the new member, as a sign-up does; the other account
 * is left as it is (its saves not yet sent wait on the device for its next sign-in).
 */
export function JoinRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  return (
    <Suspense fallback={<SplashScreen />}>
      <JoinPage code={params.get(JOIN_CODE_PARAM)?.trim() ?? ''} signedIn={session.status === 'authenticated' ? session.user : null} />
    </Suspense>
  );
}
