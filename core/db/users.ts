import { eq } from 'drizzle-orm';
import { normaliseEmail } from '../domain/email';
import type { Role } from '../domain/roles';
import type { AccountDetails } from '../schemas/auth';
import type { FarmDb } from './open-farm-db';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** The farm's own details, kept on its owner's row. */
export type FarmDetails = Pick<UserRow, 'farmName' | 'location'>;

/** The details of the farm the account works on: its own row's for the owner, the owner's for a member. */
export function farmDetailsOf(db: FarmDb, row: UserRow): FarmDetails {
  if (row.farmId === null || row.farmId === row.id) return row;
  return db.select({ farmName: users.farmName, location: users.location }).from(users).where(eq(users.id, row.farmId)).get() ?? row;
}

// The one place a user row becomes an answer: the password hash never leaves here.
export function toPublicUser(row: UserRow, farm: FarmDetails): AccountDetails {
  return {
    id: row.id,
    email: row.email,
    farmName: farm.farmName,
    ownerName: row.ownerName,
    location: farm.location,
    role: row.role,
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
  /** A member joins a farm with a role; without them the account owns a farm of its own. */
  farmId?: string;
  role?: Role;
}

export function insertUser(db: FarmDb, user: NewUser): UserRow {
  const id = crypto.randomUUID();
  return db
    .insert(users)
    .values({ ...user, id, farmId: user.farmId ?? id, email: normaliseEmail(user.email) })
    .returning()
    .get();
}

export interface ProfileChanges {
  farmName?: string | undefined;
  ownerName: string;
  location?: string | undefined;
  email: string;
}

/**
 * Saves the account's details; a new e-mail is unproven until a link mailed to it is opened. The
 * farm's name and location are kept on the owner's row only: a member's own row keeps its name and e-mail.
 */
export function updateUserProfile(db: FarmDb, user: UserRow, changes: ProfileChanges): UserRow | undefined {
  const email = normaliseEmail(changes.email);
  const proof = email === user.email ? {} : { emailVerifiedAt: null };
  const farm = user.role === 'owner' ? { farmName: changes.farmName, location: changes.location } : {};
  return db
    .update(users)
    .set({ ownerName: changes.ownerName, ...farm, email, ...proof, updatedAt: new Date().toISOString() })
    .where(eq(users.id, user.id))
    .returning()
    .get();
}

export function setPasswordHash(db: FarmDb, id: string, passwordHash: string): void {
  db.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, id)).run();
}
