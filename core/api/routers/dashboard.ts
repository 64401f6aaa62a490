import { z } from 'zod';
import { dashboardStats } from '../../db/dashboard-stats';
import { todayISO } from '../../domain/dates';
import { dashboardStats as dashboardStatsSchema } from '../../schemas/dashboard';
import { protectedProcedure, router } from '../trpc';

export const dashboardRouter = router({
  stats: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/api/dashboard/stats', tags: ['dashboard'], protect: true, summary: 'The four counts and their trends' } })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(({ ctx }) => dashboardStats(ctx.db, ctx.user.id, todayISO())),
});
