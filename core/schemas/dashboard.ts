import { z } from 'zod';

const trend = z.number().nullable().describe('Percent change against 30 days ago; null without history');

/** GET /api/dashboard/stats (spec 1 §3), with each count's trend (DECISIONS). */
export const dashboardStats = z.object({
  totalCattle: z.number().describe('Animals in the herd (not sold or deceased)'),
  pregnantCows: z.number(),
  calves: z.number(),
  totalPastures: z.number(),
  trends: z.object({ totalCattle: trend, pregnantCows: trend, calves: trend, totalPastures: trend }),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
