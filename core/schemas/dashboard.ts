import { z } from 'zod';
import { DO_NOT_SELL_SHOWN, HEAT_WIDGET_SHOWN, UPCOMING_CALVINGS_MAX } from '../domain/constants';
import type { DashboardWidgetData } from '../domain/dashboard-widgets';
import type { HerdStats } from '../domain/herd-stats';

const trend = z.number().nullable().describe('Percent change against 30 days ago; null without history');

/** GET /api/dashboard/stats, with each count's trend against 30 days ago. */
export const dashboardStats = z.object({
  totalCattle: z.number().describe('Animals in the herd (not sold or deceased)'),
  pregnantCows: z.number(),
  calves: z.number(),
  totalPastures: z.number(),
  trends: z.object({ totalCattle: trend, pregnantCows: trend, calves: trend, totalPastures: trend }),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

const head = z.number().int().min(0);
const widgetAnimal = z.object({
  id: z.string(),
  tag: z.string().nullable(),
  name: z.string().nullable(),
  date: z.string().describe('YYYY-MM-DD: the next heat, the expected calving, or the day a meat withdrawal ends'),
});

/** GET /api/dashboard/widgets: what the dashboard widgets show, without the herd itself. */
export const dashboardWidgets = z.object({
  herdByType: z
    .object({ Cow: head, Heifer: head, Calf: head, Bull: head, Steer: head })
    .describe('Animals in the herd (not sold or deceased) by type'),
  heat: z.object({
    soonest: z.array(widgetAnimal).max(HEAT_WIDGET_SHOWN).describe('Cows and heifers coming into heat in the next 3 days, soonest first'),
    total: head.describe('How many come into heat in the next 3 days in all'),
  }),
  calvings: z.array(widgetAnimal).max(UPCOMING_CALVINGS_MAX).describe('Due to calve in the next 30 days, soonest first'),
  conception: z
    .object({ bred: head, conceived: head, rate: z.number().min(0).max(1).nullable() })
    .describe('Breedings of the last 12 months and how many took; rate is null when none were bred'),
  doNotSell: z.object({
    soonest: z.array(widgetAnimal).max(DO_NOT_SELL_SHOWN).describe('Animals in the herd still in meat withdrawal, soonest clear first'),
    total: head.describe('How many are in meat withdrawal in all'),
  }),
});
export type DashboardWidgets = z.infer<typeof dashboardWidgets>;

// The domain computes these answers (herdStats, dashboardWidgets); the schemas must describe
// exactly the same shapes, or the build fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _statsAgree: Same<DashboardStats, HerdStats> = true;
const _widgetsAgree: Same<DashboardWidgets, DashboardWidgetData> = true;
