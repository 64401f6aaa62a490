import { clearLoginFailures, LOGIN_LIMIT_MESSAGES, loginLimitReached, recordLoginFailure } from '../db/login-failures';
import type { FarmDb } from '../db/open-farm-db';
import { TooManyRequestsError } from '../errors';
import { verifyPassword } from './passwords';

/**
 * One try of a password for `email` from `client`, under the sign-in limits: over a limit it is
 * refused (429) before any hashing; a wrong password counts as a failure from this client, a right
 * one forgives this client's failures. `hash` null (no such account, or one that may not sign in)
 * is checked against a decoy, so it takes as long and is always wrong. Answers whether it was right.
 */
export async function tryPassword(db: FarmDb, email: string, client: string, password: string, hash: string | null): Promise<boolean> {
  const limit = loginLimitReached(db, email, client);
  if (limit) throw new TooManyRequestsError(LOGIN_LIMIT_MESSAGES[limit]);
  const right = await verifyPassword(password, hash);
  if (right) clearLoginFailures(db, email, client);
  else recordLoginFailure(db, email, client);
  return right;
}
