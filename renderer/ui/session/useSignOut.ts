import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../api/query-client';
import { useTRPC } from '../../api/trpc';

/**
 * Sign Out revokes this device's token on the server; Sign Out Everywhere revokes every token of
 * the farm. Either way this device then forgets its token and every cached record.
 */
export function useSignOut() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const logoutAll = useMutation(trpc.auth.logoutAll.mutationOptions());

  const endHere = async () => {
    await clearSession();
    await navigate('/auth', { replace: true });
  };

  const signOut = async () => {
    // Signing out must work offline too: the local session ends whatever the server says.
    await logout.mutateAsync().catch(() => undefined);
    await endHere();
  };

  /** Throws when the server did not sign the other devices out: this one then stays signed in to say so. */
  const signOutEverywhere = async () => {
    await logoutAll.mutateAsync();
    await endHere();
  };

  return { signOut, pending: logout.isPending, signOutEverywhere, endingEverywhere: logoutAll.isPending };
}
