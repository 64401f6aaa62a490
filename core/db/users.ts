import { eq } from 'drizzle-orm';
import { normaliseEmail } from '../domain/email';
import type { PublicUser } from '../schemas/auth';
import type { FarmDb } from './open-farm-db';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

// The one place a user row becomes an answer: the password hash never leaves here.
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    farmName: row.farmName,
    ownerName: row.ownerName,
    location: row.location,
    isActive: row.isActive,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function findUserByEmail(db: FarmDb, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, normaliseEmail(email))).get();
}

export function findUserById(db: FarmDb, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export interface NewUser {
  email: string;
  passwordHash: string;
  farmName: string;
  ownerName: string | null;
  location: string | null;
}

export function insertUser(db: FarmDb, user: NewUser): UserRow {
  return db
    .insert(users)
    .values({ ...user, email: normaliseEmail(user.email) })
    .returning()
    .get();
}

export interface ProfileChanges {
  farmName: string;
  ownerName: string;
  location: string;
  email: string;
}

/** Saves the account's details; a new e-mail is unproven until a link mailed to it is opened. */
export function updateUserProfile(db: FarmDb, user: UserRow, changes: ProfileChanges): UserRow | undefined {
  const email = normaliseEmail(changes.email);
  const proof = email === user.email ? {} : { emailVerifiedAt: null };
  return db
    .update(users)
    .set({ ...changes, email, ...proof, updatedAt: new Date().toISOString() })
    .where(eq(users.id, user.id))
    .returning()
    .get();
}

export function setPasswordHash(db: FarmDb, id: string, passwordHash: string): void {
  db.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, id)).run();
}
