import { clearLoginFailures, LOGIN_LIMIT_MESSAGES, loginLimitReached, recordLoginFailure } from '../db/login-failures';
import type { FarmDb } from '../db/open-farm-db';
import type { UserRow } from '../db/users';
import { InvalidInputError, TooManyRequestsError } from '../errors';
import { CURRENT_PASSWORD_MESSAGES } from '../schemas/auth';
import { verifyPassword } from './passwords';

/**
 * Asks for the account's password before a change that could lock its owner out (a new e-mail, a
 * new password), so a stolen session alone cannot. Wrong answers count with the sign-in failures
 * from this client, so a stolen session cannot guess either. A missing or wrong password is a 400
 * at the field, never a 401: the app reads a 401 as "this session has ended".
 */
export async function confirmCurrentPassword(db: FarmDb, user: UserRow, password: string | undefined, client: string): Promise<void> {
  if (!password) throw new InvalidInputError([{ path: ['currentPassword'], message: CURRENT_PASSWORD_MESSAGES.required }]);
  const limit = loginLimitReached(db, user.email, client);
  if (limit) throw new TooManyRequestsError(LOGIN_LIMIT_MESSAGES[limit]);
  if (!(await verifyPassword(password, user.passwordHash))) {
    recordLoginFailure(db, user.email, client);
    throw new InvalidInputError([{ path: ['currentPassword'], message: CURRENT_PASSWORD_MESSAGES.wrong }]);
  }
  clearLoginFailures(db, user.email, client);
}
