import { text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

// Every record belongs to one user (one farm); deleting the user deletes the farm's records.
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
