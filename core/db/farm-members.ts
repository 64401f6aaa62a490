import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { hashToken } from '../auth/tokens';
import { memberName, type Role } from '../domain/roles';
import type { Member, PendingInvitation } from '../schemas/members';
import type { FarmDb } from './open-farm-db';
import { farmInvitations, users } from './schema';
import type { UserRow } from './users';

// A farm's members (the accounts whose farm it is) and its invitations, always by the farm's id.

const asMember = (row: UserRow): Member => ({ id: row.id, email: row.email, name: memberName(row), role: row.role, joinedAt: row.createdAt });

/** Every member of the farm, the owner first, then by when they joined. */
export function listMembers(db: FarmDb, farmId: string): Member[] {
  return db
    .select()
    .from(users)
    .where(eq(users.farmId, farmId))
    .orderBy(desc(eq(users.role, 'owner')), asc(users.createdAt))
    .all()
    .map(asMember);
}

/** The farm's member with this account id; another farm's is not found. */
export function findMember(db: FarmDb, farmId: string, id: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(and(eq(users.farmId, farmId), eq(users.id, id)))
    .get();
}

export function setMemberRole(db: FarmDb, farmId: string, id: string, role: Role): Member | undefined {
  const row = db
    .update(users)
    .set({ role, updatedAt: new Date().toISOString() })
    .where(and(eq(users.farmId, farmId), eq(users.id, id)))
    .returning()
    .get();
  return row ? asMember(row) : undefined;
}

/** Removes the member's account: their sessions go with it (cascade), so their next call is a 401. */
export function deleteMember(db: FarmDb, farmId: string, id: string): boolean {
  return db.delete(users).where(and(eq(users.farmId, farmId), eq(users.id, id))).run().changes > 0;
}

export interface NewInvitation {
  id: string;
  email: string;
  role: Role;
  code: string;
  invitedBy: string;
  expiresAt: string;
}

export function insertInvitation(db: FarmDb, farmId: string, invitation: NewInvitation): void {
  const { code, ...rest } = invitation;
  db.insert(farmInvitations)
    .values({ ...rest, userId: farmId, codeHash: hashToken(code) })
    .run();
}

type InvitationRow = typeof farmInvitations.$inferSelect;

const inviter = alias(users, 'inviter');
const stillOpen = (now: Date) => and(isNull(farmInvitations.usedAt), isNull(farmInvitations.withdrawnAt), gt(farmInvitations.expiresAt, now.toISOString()));

/** The farm's invitations not yet used, withdrawn or expired, newest first. */
export function listPendingInvitations(db: FarmDb, farmId: string, now = new Date()): PendingInvitation[] {
  return db
    .select({
      id: farmInvitations.id,
      email: farmInvitations.email,
      role: farmInvitations.role,
      expiresAt: farmInvitations.expiresAt,
      createdAt: farmInvitations.createdAt,
      inviterName: inviter.ownerName,
      inviterEmail: inviter.email,
    })
    .from(farmInvitations)
    .leftJoin(inviter, eq(inviter.id, farmInvitations.invitedBy))
    .where(and(eq(farmInvitations.userId, farmId), stillOpen(now)))
    .orderBy(desc(farmInvitations.createdAt))
    .all()
    .map(({ inviterName, inviterEmail, ...invitation }) => ({
      ...invitation,
      invitedBy: inviterEmail === null ? null : memberName({ ownerName: inviterName, email: inviterEmail }),
    }));
}

/** The farm's pending invitation with this id; another farm's, or one no longer pending, is not found. */
export function findPendingInvitation(db: FarmDb, farmId: string, id: string, now = new Date()): InvitationRow | undefined {
  return db
    .select()
    .from(farmInvitations)
    .where(and(eq(farmInvitations.userId, farmId), eq(farmInvitations.id, id), stillOpen(now)))
    .get();
}

export function withdrawInvitation(db: FarmDb, id: string, now = new Date()): void {
  db.update(farmInvitations).set({ withdrawnAt: now.toISOString() }).where(eq(farmInvitations.id, id)).run();
}

/** The invitation a code opens while it is still open (not used, withdrawn or expired), else undefined. */
export function openInvitation(db: FarmDb, code: string, now = new Date()): InvitationRow | undefined {
  return db
    .select()
    .from(farmInvitations)
    .where(and(eq(farmInvitations.codeHash, hashToken(code)), stillOpen(now)))
    .get();
}

/** Marks the invitation used, once: false when another join used it first. */
export function useInvitation(db: FarmDb, id: string, now = new Date()): boolean {
  return db.update(farmInvitations).set({ usedAt: now.toISOString() }).where(and(eq(farmInvitations.id, id), isNull(farmInvitations.usedAt))).run().changes > 0;
}
