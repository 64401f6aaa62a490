import { randomUUID } from 'node:crypto';
import { newSessionToken } from '../auth/tokens';
import type { FarmDb } from '../db/open-farm-db';
import { createSession } from '../db/sessions';
import { insertUser } from '../db/users';
import { ROLE_LABELS, type Role } from '../domain/roles';

export interface QuickUser {
  userId: string;
  token: string;
}

/** The password every quick user signs in with. */
export const QUICK_USER_PASSWORD = 'quick-farm-password';
// bcrypt (cost 10) of QUICK_USER_PASSWORD, made once: hashing it per user would cost ~70 ms each.
const QUICK_USER_HASH = '$2b$10$kW0YphQGDqXgexYE8yAmt.9pMOfXDOYgqM6xT0Ab9OjYO7H.kjol2';

/**
 * A signed-in farm without hashing a password: a user row with a ready-made hash of
 * QUICK_USER_PASSWORD and a real session, for tests that need a caller and an owner id.
 */
export function quickUser(db: FarmDb, farmName = 'Test Farm'): QuickUser {
  return signedIn(db, insertUser(db, { email: `${randomUUID()}@example.com`, passwordHash: QUICK_USER_HASH, farmName, ownerName: null, location: null }));
}

/** A signed-in member of the farm `farmId` with `role`, named `name`, as joining by an invitation makes one. */
export function quickMember(db: FarmDb, farmId: string, role: Role, name = `${ROLE_LABELS[role]} ${randomUUID().slice(0, 4)}`): QuickUser {
  return signedIn(db, insertUser(db, { email: `${randomUUID()}@example.com`, passwordHash: QUICK_USER_HASH, farmName: '', ownerName: name, location: null, farmId, role }));
}

function signedIn(db: FarmDb, user: { id: string }): QuickUser {
  const token = newSessionToken();
  createSession(db, user.id, token);
  return { userId: user.id, token };
}
