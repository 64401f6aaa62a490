import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Role } from '../../domain/roles';
import { createdAt } from './columns';
import { ownerId } from './owner';
import { users } from './users';

// The team of a farm (docs/accounts-and-privacy.md): invitations to join it, and the history of
// every write to its records.

/**
 * An invitation to join the farm as `role`, for one e-mail. Only the SHA-256 of its code is kept:
 * the code is shown once, to the member who invites. Used, withdrawn or past `expires_at`, it no
 * longer opens anything.
 */
export const farmInvitations = sqliteTable(
  'farm_invitations',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** Who invited; kept when they leave the farm. */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    withdrawnAt: text('withdrawn_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('farm_invitations_code_unique').on(t.codeHash), index('farm_invitations_user_idx').on(t.userId, t.createdAt)],
);

/**
 * History: one entry per write to a farm record, by any path. Append-only: triggers (migration
 * 0008) refuse every update, and every delete but the farm's own removal. `by_name` is the member's
 * name then, so an entry still names a member who has left. `changes` is JSON,
 * `[{ field, before, after }]`, the fields by their API names.
 */
export const history = sqliteTable(
  'history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: ownerId(),
    at: text('at').notNull(),
    byId: text('by_id'),
    byName: text('by_name'),
    action: text('action').$type<'create' | 'update' | 'delete' | 'cleared'>().notNull(),
    recordKind: text('record_kind').notNull(),
    recordId: text('record_id').notNull(),
    recordLabel: text('record_label').notNull(),
    changes: text('changes').notNull(),
  },
  (t) => [index('history_user_idx').on(t.userId, t.id), index('history_record_idx').on(t.userId, t.recordId, t.id), index('history_member_idx').on(t.userId, t.byId, t.id)],
);
