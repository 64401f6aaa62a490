import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, isoNow, uuidPrimaryKey } from './columns';

// A user is one farm. E-mails are stored lower-cased, so the unique index is case-insensitive.
export const users = sqliteTable(
  'users',
  {
    id: uuidPrimaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    farmName: text('farm_name').notNull(),
    ownerName: text('owner_name'),
    location: text('location'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(isoNow),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
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
