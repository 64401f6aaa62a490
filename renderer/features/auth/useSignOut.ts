import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../api/query-client';
import { useTRPC } from '../../api/trpc';

/** Revokes the token on the server, then forgets it and every cached record on this device. */
export function useSignOut() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());

  const signOut = async () => {
    // Signing out must work offline too: the local session ends whatever the server says.
    await logout.mutateAsync().catch(() => undefined);
    await clearSession();
    await navigate('/auth', { replace: true });
  };

  return { signOut, pending: logout.isPending };
}
