import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { MutationPath, QueryPath } from './procedure-paths';
import { useTRPC } from './trpc';

export type CallPath = QueryPath | MutationPath;

/**
 * Whether the signed-in member's role allows a call ("cattle.delete"), from the calls the server
 * answers with the account: the screens hide what the role cannot use, rather than offer a button
 * that answers 403. The server still checks every call; this only keeps the screen honest. No role
 * is named here or in the screens, so a role's reach changes on the server alone. Privacy mode
 * shows the demo farm's account but keeps the real calls, so it hides what the member cannot do.
 * Until the account is known nothing is allowed (signed-in screens draw only once it is).
 */
export function useMayCall(): (path: CallPath) => boolean {
  const trpc = useTRPC();
  const calls = useQuery({ ...trpc.auth.me.queryOptions(), select: (user) => user.calls }).data;
  const allowed = useMemo(() => new Set(calls), [calls]);
  return useCallback((path: CallPath) => allowed.has(path), [allowed]);
}
