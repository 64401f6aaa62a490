import { ACTIVITY_TYPES } from '../../../core/domain/activities';
import type { ActivityRecord } from '../../../core/schemas/activities';

// The activity log lists, beside what was logged with Log Activity, the herd's treatments and
// pregnancy checks, each a row in the same shape, so one list, one search and one year draw them all.

/** The kinds of row that are records of their own rather than logged activities. */
export const RECORD_LOG_TYPES = ['treatment', 'pregnancy-check'] as const;

/** Every kind of row the log shows: the activity types, then treatments and pregnancy checks. */
export const LOG_TYPES = [...ACTIVITY_TYPES, ...RECORD_LOG_TYPES] as const;
export type LogType = (typeof LOG_TYPES)[number];

export function isLogType(value: string): value is LogType {
  return (LOG_TYPES as readonly string[]).includes(value);
}

/** A row of the log: an activity as logged, or a treatment or a pregnancy check in its shape. */
export interface LogEntry extends ActivityRecord {
  /** A treatment's or a check's title ("Treatment: Draxxin") and detail lines; an activity's come from its type. */
  summary?: { title: string; details: readonly string[] };
}
