import { count, eq, sql } from 'drizzle-orm';
import { addDays } from '../domain/dates';
import { percentChange, TREND_WINDOW_DAYS } from '../domain/trends';
import type { DashboardStats } from '../schemas/dashboard';
import type { FarmDb } from './open-farm-db';
import { cattle, pastures } from './schema';

/**
 * The four dashboard counts and their change against 30 days ago, in one pass over the farm's
 * animals. There is no history table, so "then" is rebuilt from the records' own dates: an animal
 * counted then was on the books by the cutoff and not yet sold or dead; a cow was pregnant then if
 * she is pregnant now and was bred by the cutoff, or has calved since.
 */
export function dashboardStats(db: FarmDb, userId: string, today: string): DashboardStats {
  const cutoffDate = addDays(today, -TREND_WINDOW_DAYS) ?? today;
  const cutoff = `${cutoffDate}T23:59:59.999Z`;
  const inHerd = sql`${cattle.status} NOT IN ('sold', 'deceased')`;
  const onBooksThen = sql`${cattle.createdAt} <= ${cutoff} AND (${inHerd} OR ${cattle.dispositionDate} > ${cutoffDate})`;
  const isCalf = sql`${cattle.type} = 'Calf'`;
  const sum = (condition: ReturnType<typeof sql>) => sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

  const herd = db
    .select({
      total: sum(inHerd),
      pregnant: sum(sql`${cattle.status} = 'pregnant'`),
      calves: sum(sql`${isCalf} AND ${inHerd}`),
      totalThen: sum(onBooksThen),
      pregnantThen: sum(
        sql`(${cattle.status} = 'pregnant' AND ${cattle.breedingDate} <= ${cutoffDate} AND ${cattle.createdAt} <= ${cutoff})
          OR (${cattle.actualCalvingDate} > ${cutoffDate} AND ${cattle.actualCalvingDate} <= ${today})`,
      ),
      calvesThen: sum(sql`${isCalf} AND ${onBooksThen} AND (${cattle.birthDate} IS NULL OR ${cattle.birthDate} <= ${cutoffDate})`),
    })
    .from(cattle)
    .where(eq(cattle.userId, userId))
    .get();
  const fields = db
    .select({ total: count(), then: sql<number>`coalesce(sum(CASE WHEN ${pastures.createdAt} <= ${cutoff} THEN 1 ELSE 0 END), 0)` })
    .from(pastures)
    .where(eq(pastures.userId, userId))
    .get();

  const totals = {
    totalCattle: Number(herd?.total ?? 0),
    pregnantCows: Number(herd?.pregnant ?? 0),
    calves: Number(herd?.calves ?? 0),
    totalPastures: Number(fields?.total ?? 0),
  };
  return {
    ...totals,
    trends: {
      totalCattle: percentChange(totals.totalCattle, Number(herd?.totalThen ?? 0)),
      pregnantCows: percentChange(totals.pregnantCows, Number(herd?.pregnantThen ?? 0)),
      calves: percentChange(totals.calves, Number(herd?.calvesThen ?? 0)),
      totalPastures: percentChange(totals.totalPastures, Number(fields?.then ?? 0)),
    },
  };
}
