import type { FarmDb } from '../db/open-farm-db';
import type { UserRow } from '../db/users';
import { InvalidInputError } from '../errors';
import { CURRENT_PASSWORD_MESSAGES } from '../schemas/auth';
import { tryPassword } from './password-attempts';

/**
 * Asks for the account's password before a change that could lock its owner out (a new e-mail, a
 * new password), so a stolen session alone cannot. Wrong answers count with the sign-in failures
 * from this client, so a stolen session cannot guess either. A missing or wrong password is a 400
 * at the field, never a 401: the app reads a 401 as "this session has ended".
 */
export async function confirmCurrentPassword(db: FarmDb, user: UserRow, password: string | undefined, client: string): Promise<void> {
  if (!password) throw new InvalidInputError([{ path: ['currentPassword'], message: CURRENT_PASSWORD_MESSAGES.required }]);
  if (!(await tryPassword(db, user.email, client, password, user.passwordHash))) {
    throw new InvalidInputError([{ path: ['currentPassword'], message: CURRENT_PASSWORD_MESSAGES.wrong }]);
  }
}
