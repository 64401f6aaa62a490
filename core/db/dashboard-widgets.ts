import { and, between, count, eq, gt, or, sql } from 'drizzle-orm';
import { calvingsWidget, widgetsFromCandidates, type DashboardWidgetData } from '../domain/dashboard-widgets';
import {
  CONCEPTION_WINDOW_DAYS,
  DUE_SOON_DAYS,
  HEAT_CYCLE_DAYS,
  HEAT_NOTICE_WINDOW_DAYS,
  UPCOMING_CALVINGS_MAX,
} from '../domain/constants';
import { addDays } from '../domain/dates';
import type { FarmDb } from './open-farm-db';
import { cattle } from './schema';

/**
 * The first and last day of a window, `from` to `to` days from today (both included). Dates are
 * stored as 'YYYY-MM-DD' (the record schemas trim and check them), so a text range is a date
 * range. Null when today is not a date: then no row can fall in any window.
 */
function dayRange(today: string, from: number, to: number): [string, string] | null {
  const first = addDays(today, from);
  const last = addDays(today, to);
  return first === null || last === null ? null : [first, last];
}

/**
 * What the dashboard's widgets show (widgetsFromCandidates in core/domain/dashboard-widgets.ts),
 * reading for each widget only the rows that could matter to it, with only the columns its rule
 * reads. The rules stay in the domain, which drops any row it does not want:
 *
 * - herd by type: head counts grouped by stored type and status (a handful of groups); the domain
 *   decides which types and statuses those are.
 * - heat: the next heat is one cycle after the later of the last heat return and the breeding, so
 *   it falls in the notice window only when that later date lies from one cycle before today to
 *   one cycle before the window's last day. Either date may be the later one, so rows with either
 *   date in that range are read.
 * - calvings: day by day from today through the (user, expected calving) index, until the domain
 *   has its full list: calvings are listed soonest first, so later days cannot change it. Most
 *   farms stop after the first day or two instead of reading a month of due animals.
 * - conception: breeding date in the conception window (today and the days before it), as head
 *   counts of each distinct breeding record (status, breeding and calving dates): the rate judges
 *   each animal by those alone.
 * - do not sell: a meat withdrawal ending after today. Ends are written as plain dates, so the text
 *   comparison is the date's; the domain leaves out the animals no longer in the herd and ranks the
 *   rest, and it needs them all for the count.
 */
export function dashboardWidgets(db: FarmDb, userId: string, today: string): DashboardWidgetData {
  const ofFarm = eq(cattle.userId, userId);

  const herd = db
    .select({ type: cattle.type, status: cattle.status, head: count() })
    .from(cattle)
    .where(ofFarm)
    .groupBy(cattle.type, cattle.status)
    .all();

  const heatDays = dayRange(today, -HEAT_CYCLE_DAYS, HEAT_NOTICE_WINDOW_DAYS - HEAT_CYCLE_DAYS);
  const heat = heatDays
    ? db
        .select({
          id: cattle.id,
          tag: cattle.tag,
          name: cattle.name,
          type: cattle.type,
          status: cattle.status,
          breedingDate: cattle.breedingDate,
          heatReturnDate: cattle.heatReturnDate,
        })
        .from(cattle)
        .where(and(ofFarm, or(between(cattle.heatReturnDate, ...heatDays), between(cattle.breedingDate, ...heatDays))))
        .all()
    : [];

  const dueOn = db
    .select({ id: cattle.id, tag: cattle.tag, name: cattle.name, status: cattle.status, expectedCalvingDate: cattle.expectedCalvingDate })
    .from(cattle)
    .where(and(ofFarm, eq(cattle.expectedCalvingDate, sql.placeholder('day'))))
    .prepare();
  const calvings: ReturnType<typeof dueOn.all> = [];
  for (let offset = 0; offset <= DUE_SOON_DAYS; offset++) {
    const day = addDays(today, offset);
    if (day === null) break;
    calvings.push(...dueOn.all({ day }));
    if (calvingsWidget(calvings, today).length >= UPCOMING_CALVINGS_MAX) break;
  }

  const conceptionDays = dayRange(today, 1 - CONCEPTION_WINDOW_DAYS, 0);
  const conception = conceptionDays
    ? db
        .select({
          status: cattle.status,
          breedingDate: cattle.breedingDate,
          actualCalvingDate: cattle.actualCalvingDate,
          head: count(),
        })
        .from(cattle)
        .where(and(ofFarm, between(cattle.breedingDate, ...conceptionDays)))
        .groupBy(cattle.status, cattle.breedingDate, cattle.actualCalvingDate)
        .all()
    : [];

  const doNotSell = db
    .select({ id: cattle.id, tag: cattle.tag, name: cattle.name, status: cattle.status, meatWithdrawalUntil: cattle.meatWithdrawalUntil })
    .from(cattle)
    .where(and(ofFarm, gt(cattle.meatWithdrawalUntil, today)))
    .all();

  return widgetsFromCandidates({ herd, heat, calvings, conception, doNotSell }, today);
}
