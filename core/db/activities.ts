import { and, asc, desc, eq } from 'drizzle-orm';
import type { ActivityFields, ActivityRecord } from '../schemas/activities';
import type { NewRecord } from './create-once';
import type { FarmDb } from './open-farm-db';
import { activities } from './schema';

// Activity rows, always through the owner's id.

type ActivityRow = typeof activities.$inferSelect;

function toActivityRecord(row: ActivityRow): ActivityRecord {
  const { userId: _owner, ...record } = row;
  return record;
}

/** Newest first: by date, then by when they were logged (ties by id: domain/list-orders.ts, compareActivities). */
const NEWEST_FIRST = [desc(activities.date), desc(activities.createdAt), asc(activities.id)];

/** A farm's activities, newest first. */
export function listActivities(db: FarmDb, userId: string): ActivityRecord[] {
  return db
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(...NEWEST_FIRST)
    .all()
    .map(toActivityRecord);
}

/** The farm's `limit` newest activities, in the same order as the whole list. */
export function newestActivities(db: FarmDb, userId: string, limit: number): ActivityRecord[] {
  return db
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .all()
    .map(toActivityRecord);
}

export function findActivity(db: FarmDb, userId: string, id: string): ActivityRecord | undefined {
  const row = db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.id, id)))
    .get();
  return row && toActivityRecord(row);
}

export function insertActivity(db: FarmDb, userId: string, record: NewRecord<ActivityFields>): ActivityRecord {
  return toActivityRecord(db.insert(activities).values({ ...record, userId }).returning().get());
}
