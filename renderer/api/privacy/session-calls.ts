// The calls privacy mode lets through to the server: they are about the session, not the farm, so
// signing in and out still works. The account in their answers is shown as the demo farm's.
import { DEMO_ACCOUNT } from '../../../core/demo/account';
import type { PublicUser } from '../../../core/schemas/auth';
import type { MutationPath, QueryPath } from '../procedure-paths';

export const SESSION_CALLS = ['auth.me', 'auth.login', 'auth.signup', 'auth.join', 'auth.invitation', 'auth.logout', 'health.check'] as const satisfies readonly (
  | QueryPath
  | MutationPath
)[];
export type SessionCall = (typeof SESSION_CALLS)[number];

export const isSessionCall = (path: string) => (SESSION_CALLS as readonly string[]).includes(path);

/** The account as privacy mode shows it: the demo farm's name and e-mail, never the real ones. */
export function asDemoAccount(user: PublicUser): PublicUser {
  return { ...user, email: DEMO_ACCOUNT.email, farmName: DEMO_ACCOUNT.farmName, ownerName: DEMO_ACCOUNT.ownerName, location: DEMO_ACCOUNT.location };
}

/** A session call's answer with the account swapped: auth.me answers the user, login, signup and join { token, user }. */
export function withDemoAccount(path: string, data: unknown): unknown {
  if (path === 'auth.me') return asDemoAccount(data as PublicUser);
  if (path === 'auth.login' || path === 'auth.signup' || path === 'auth.join') {
    const answer = data as { user: PublicUser };
    return { ...answer, user: asDemoAccount(answer.user) };
  }
  return data;
}
