import { ConflictError, TooManyRequestsError, UnauthorizedError } from '../errors';
import { ACCOUNT_FAILURE_WINDOW_MINUTES, clearLoginFailures, LOGIN_FAILURE_WINDOW_MINUTES, loginLimitReached, recordLoginFailure } from '../db/login-failures';
import type { FarmDb } from '../db/open-farm-db';
import { createSession } from '../db/sessions';
import { conflictOnDuplicate } from '../db/unique-violation';
import { findUserByEmail, insertUser, normaliseEmail, toPublicUser, updateUserProfile } from '../db/users';
import type { AuthResult, PublicUser } from '../schemas/auth';
import { hashPassword, verifyPassword } from './passwords';
import { newSessionToken } from './tokens';

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: `Too many failed sign-in attempts. Please try again in ${LOGIN_FAILURE_WINDOW_MINUTES} minutes.`,
  tooManyAttemptsOnAccount: `Too many failed sign-in attempts on this account. Please try again within ${ACCOUNT_FAILURE_WINDOW_MINUTES} minutes.`,
} as const;

function startSession(db: FarmDb, user: Parameters<typeof toPublicUser>[0]): AuthResult {
  const token = newSessionToken();
  createSession(db, user.id, token);
  return { token, user: toPublicUser(user) };
}

export interface SignUp {
  email: string;
  password: string;
  farmName: string;
  ownerName: string | null;
  location: string | null;
}

export async function signUp(db: FarmDb, input: SignUp): Promise<AuthResult> {
  if (findUserByEmail(db, input.email)) throw new ConflictError(MESSAGES.emailTaken);
  const { password, ...profile } = input;
  const passwordHash = await hashPassword(password);
  // Hashing yields to the event loop, so a twin sign-up can win the race: the unique index decides.
  const user = conflictOnDuplicate(() => insertUser(db, { ...profile, passwordHash }), MESSAGES.emailTaken);
  return startSession(db, user);
}

/**
 * Signs in from `client` (the caller's address; one fixed name on the desktop). The attempt
 * limits count per account and client, so failures from elsewhere do not lock this client out.
 */
export async function logIn(db: FarmDb, input: { email: string; password: string }, client: string): Promise<AuthResult> {
  const email = normaliseEmail(input.email);
  const limit = loginLimitReached(db, email, client);
  if (limit) throw new TooManyRequestsError(limit === 'client' ? MESSAGES.tooManyAttempts : MESSAGES.tooManyAttemptsOnAccount);
  const user = findUserByEmail(db, email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk || !user.isActive) {
    recordLoginFailure(db, email, client);
    throw new UnauthorizedError(MESSAGES.invalidCredentials);
  }
  clearLoginFailures(db, email, client);
  return startSession(db, user);
}

export function updateProfile(
  db: FarmDb,
  userId: string,
  changes: { farmName: string; ownerName: string; location: string; email: string },
): PublicUser {
  const holder = findUserByEmail(db, changes.email);
  if (holder && holder.id !== userId) throw new ConflictError(MESSAGES.emailTaken);
  const user = conflictOnDuplicate(() => updateUserProfile(db, userId, changes), MESSAGES.emailTaken);
  if (!user) throw new UnauthorizedError();
  return toPublicUser(user);
}
