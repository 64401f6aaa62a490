import { z } from 'zod';
import type { HerdReport } from '../domain/herd-report';
import { activityRecord } from './activities';

const head = z.number().int().min(0);
const count = z.object({ label: z.string(), head });

/** GET /api/reports: everything the Reports screen shows, counted on the server. */
export const herdReportAnswer = z.object({
  summary: z.object({ inHerd: head, cowsAndHeifers: head, bulls: head, steers: head, calves: head, pregnant: head, leftHerd: head }),
  byType: z.array(count).describe('The herd (not sold or deceased) by type'),
  byPasture: z.array(count).describe('The herd by pasture, most head first'),
  byStatus: z.array(count).describe('Every animal on record by status'),
  pregnantCows: z.array(
    z.object({
      id: z.string(),
      tag: z.string().nullable(),
      name: z.string().nullable(),
      pasture: z.string(),
      expectedCalvingDate: z.string().nullable(),
      daysToGo: z.number().int().nullable(),
    }),
  ),
  recentActivities: z.array(activityRecord).describe('The 10 newest activities'),
});
export type HerdReportAnswer = z.infer<typeof herdReportAnswer>;

// The domain computes the report; the schema must describe the same shape, or the build fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _reportAgrees: Same<Omit<HerdReportAnswer, 'recentActivities'>, HerdReport> = true;
