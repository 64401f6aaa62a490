import { index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Role } from '../../domain/roles';
import { createdAt, isoNow, uuidPrimaryKey } from './columns';

/**
 * An account: one person, a member of one farm. A farm is known by its owner's account: its id is
 * the farm's id (every record's `user_id` names it), and the owner's row holds the farm's name and
 * location. A member's own row keeps theirs empty and reads the farm's through `farm_id`. E-mails
 * are stored lower-cased, so the unique index is case-insensitive.
 */
export const users = sqliteTable(
  'users',
  {
    id: uuidPrimaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    farmName: text('farm_name').notNull(),
    /** The person's name: for the owner, the spec's Owner Name. */
    ownerName: text('owner_name'),
    location: text('location'),
    /**
     * The farm the account works on: its owner's id (the owner's own for the owner). Every row has
     * it: an account inserted without one owns its own farm (a trigger of migration 0008 sets it, and
     * that migration set it for accounts from before members). Removing the owner's account removes
     * the farm's members with it.
     */
    farmId: text('farm_id').references((): AnySQLiteColumn => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull().default('owner'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /**
     * When the account's current e-mail was proven theirs (a link mailed to it was opened); null
     * until then, and again after the e-mail changes. The server mails exports only to a proven address.
     */
    emailVerifiedAt: text('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(isoNow),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_farm_idx').on(t.farmId)],
);

// Sessions keep only the SHA-256 of the bearer token: a copied database file signs nobody in.
export const sessions = sqliteTable(
  'sessions',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

// Failed sign-ins per e-mail and client address, in the database so the limits hold across
// restarts and across processes sharing one file. Old rows are pruned when new ones are written.
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    /** The address the attempt came from ('' for rows written before addresses were kept). */
    client: text('client').notNull().default(''),
    failedAt: text('failed_at').notNull(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.failedAt), index('login_failures_email_client_at_idx').on(t.email, t.client, t.failedAt)],
);

// Links mailed to prove an e-mail address belongs to the account: only a hash of each link's secret
// is kept, with the address it was sent to (a link for an address the account no longer has proves nothing).
export const emailVerifications = sqliteTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

// Counted events for the limits that are not sign-in failures: sign-ups per client address, e-mails
// per account. `bucket` names the limit, `key` whom it counts. Old rows are pruned as new ones come.
export const rateEvents = sqliteTable(
  'rate_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: text('at').notNull(),
  },
  (t) => [index('rate_events_bucket_key_at_idx').on(t.bucket, t.key, t.at)],
);
