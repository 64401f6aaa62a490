import { randomUUID } from 'node:crypto';
import { newSessionToken } from '../auth/tokens';
import type { FarmDb } from '../db/open-farm-db';
import { createSession } from '../db/sessions';
import { insertUser } from '../db/users';

export interface QuickUser {
  userId: string;
  token: string;
}

/**
 * A signed-in farm without bcrypt (~70 ms a hash): a user row with a placeholder hash (nobody can
 * log in with it) and a real session, for tests that only need a caller and an owner id.
 */
export function quickUser(db: FarmDb, farmName = 'Test Farm'): QuickUser {
  const user = insertUser(db, {
    email: `${randomUUID()}@example.com`,
    passwordHash: 'placeholder: no password opens this account',
    farmName,
    ownerName: null,
    location: null,
  });
  const token = newSessionToken();
  createSession(db, user.id, token);
  return { userId: user.id, token };
}
