import { eq } from 'drizzle-orm';
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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
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

export function updateUserProfile(db: FarmDb, id: string, changes: ProfileChanges): UserRow | undefined {
  return db
    .update(users)
    .set({ ...changes, email: normaliseEmail(changes.email), updatedAt: new Date().toISOString() })
    .where(eq(users.id, id))
    .returning()
    .get();
}
