import { ConflictError, ForbiddenError, InvalidInputError, TooManyRequestsError, UnauthorizedError } from '../errors';
import { LOGIN_LIMIT_MESSAGES } from '../db/login-failures';
import type { FarmDb } from '../db/open-farm-db';
import { takeRateSlot } from '../db/rate-events';
import { createSession, revokeOtherSessions, type ActiveSession } from '../db/sessions';
import { conflictOnDuplicate } from '../db/unique-violation';
import { farmDetailsOf, findUserByEmail, insertUser, setPasswordHash, toPublicUser, updateUserProfile, type FarmDetails, type UserRow } from '../db/users';
import { roleRefusal } from '../domain/roles';
import { normaliseEmail, sameEmail } from '../domain/email';
import { accountProfileForm, type AccountDetails, type NewSession } from '../schemas/auth';
import { fieldIssues } from '../schemas/field-issues';
import { confirmCurrentPassword } from './current-password';
import { hashPassword } from './passwords';
import { tryPassword } from './password-attempts';
import { newSessionToken } from './tokens';

/** Sign-ups counted per client address within an hour, unless the host sets its own number. */
export const SIGNUPS_PER_HOUR = 10;
const SIGNUP_WINDOW_MINUTES = 60;
/** The limit new accounts are counted under, sign-ups and joins alike, per client address. */
export const SIGNUP_LIMIT = { bucket: 'signup', windowMinutes: SIGNUP_WINDOW_MINUTES } as const;

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: LOGIN_LIMIT_MESSAGES.client,
  tooManyAttemptsOnAccount: LOGIN_LIMIT_MESSAGES.account,
  tooManySignUps: `Too many farms were created from this address. Please try again within ${SIGNUP_WINDOW_MINUTES} minutes.`,
} as const;

/** A new session for the account, answered as sign-up, sign-in and joining answer it. */
export function startSession(db: FarmDb, user: UserRow): NewSession {
  const token = newSessionToken();
  createSession(db, user.id, token);
  return { token, user: toPublicUser(user, farmDetailsOf(db, user)) };
}

export interface SignUp {
  email: string;
  password: string;
  farmName: string;
  ownerName: string | null;
  location: string | null;
}

/**
 * Creates a farm from `client` (the caller's address), at most `perHour` an hour from one address.
 * Counted: each sign-up that gets as far as hashing its password, the costly step; bad input, a
 * taken e-mail and sign-ups over the limit are refused before it, cheaply, and not counted.
 */
export async function signUp(db: FarmDb, input: SignUp, from: { client: string; perHour: number }): Promise<NewSession> {
  if (findUserByEmail(db, input.email)) throw new ConflictError(MESSAGES.emailTaken);
  if (!takeRateSlot(db, { ...SIGNUP_LIMIT, limit: from.perHour }, from.client)) {
    throw new TooManyRequestsError(MESSAGES.tooManySignUps);
  }
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
export async function logIn(db: FarmDb, input: { email: string; password: string }, client: string): Promise<NewSession> {
  const email = normaliseEmail(input.email);
  const user = findUserByEmail(db, email);
  // An unknown or inactive account is tried against the decoy: as slow, and always a failure.
  const canSignIn = user?.isActive ? user : undefined;
  if (!(await tryPassword(db, email, client, input.password, canSignIn?.passwordHash ?? null)) || !canSignIn) {
    throw new UnauthorizedError(MESSAGES.invalidCredentials);
  }
  return startSession(db, canSignIn);
}

/**
 * The farm's name and location are the owner's to change, and the owner's form always sends them; a
 * member's form leaves them out or sends them as they are (403 otherwise).
 */
function requireFarmDetailsOfOwner(user: UserRow, farm: FarmDetails, changes: { farmName?: string | undefined; location?: string | undefined }): void {
  if (user.role === 'owner') {
    // The owner's form requires them: checked as that form checks them, with its messages.
    const checked = accountProfileForm.pick({ farmName: true, location: true }).safeParse(changes);
    if (!checked.success) throw new InvalidInputError(fieldIssues(checked.error));
    return;
  }
  const changesFarm = (changes.farmName !== undefined && changes.farmName !== farm.farmName) || (changes.location !== undefined && changes.location !== farm.location);
  if (changesFarm) throw new ForbiddenError(roleRefusal(user.role));
}

/** The account's details; a new e-mail needs the current password (see confirmCurrentPassword). */
export async function updateProfile(
  db: FarmDb,
  session: ActiveSession,
  changes: { farmName?: string | undefined; ownerName: string; location?: string | undefined; email: string; currentPassword?: string | undefined },
  client: string,
): Promise<AccountDetails> {
  const { currentPassword, ...profile } = changes;
  const { user } = session;
  requireFarmDetailsOfOwner(user, session.farm, profile);
  if (!sameEmail(profile.email, user.email)) {
    // The password first: a stolen session cannot even learn which e-mails have accounts.
    await confirmCurrentPassword(db, user, currentPassword, client);
    const holder = findUserByEmail(db, profile.email);
    if (holder && holder.id !== user.id) throw new ConflictError(MESSAGES.emailTaken);
  }
  const saved = conflictOnDuplicate(() => updateUserProfile(db, user, profile), MESSAGES.emailTaken);
  if (!saved) throw new UnauthorizedError();
  return toPublicUser(saved, farmDetailsOf(db, saved));
}

/** A new password, given the current one; every other session of the account ends with the old one. */
export async function changePassword(db: FarmDb, session: ActiveSession, input: { currentPassword: string; newPassword: string }, client: string): Promise<void> {
  await confirmCurrentPassword(db, session.user, input.currentPassword, client);
  const passwordHash = await hashPassword(input.newPassword);
  db.transaction(() => {
    setPasswordHash(db, session.user.id, passwordHash);
    revokeOtherSessions(db, session.user.id, session.sessionId);
  });
}
