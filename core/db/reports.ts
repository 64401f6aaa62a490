import { eq } from 'drizzle-orm';
import { REPORTS_RECENT_ACTIVITIES } from '../domain/constants';
import { herdReport } from '../domain/herd-report';
import type { HerdReportAnswer } from '../schemas/reports';
import { newestActivities } from './activities';
import type { FarmDb } from './open-farm-db';
import { cattle } from './schema';

/**
 * The Reports screen's answer: the report rule run on the few columns it reads (10,000 head is a
 * few milliseconds here, against megabytes of herd sent to a phone), and the 10 newest activities.
 */
export function farmReport(db: FarmDb, userId: string, today: string): HerdReportAnswer {
  const animals = db
    .select({
      id: cattle.id,
      tag: cattle.tag,
      name: cattle.name,
      type: cattle.type,
      status: cattle.status,
      pasture: cattle.pasture,
      expectedCalvingDate: cattle.expectedCalvingDate,
    })
    .from(cattle)
    .where(eq(cattle.userId, userId))
    .all();
  return { ...herdReport(animals, today), recentActivities: newestActivities(db, userId, REPORTS_RECENT_ACTIVITIES) };
}
