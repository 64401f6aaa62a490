import { z } from 'zod';
import { dashboardStats } from '../../db/dashboard-stats';
import { dashboardWidgets } from '../../db/dashboard-widgets';
import { todayISO } from '../../domain/dates';
import { dashboardStats as dashboardStatsSchema, dashboardWidgets as dashboardWidgetsSchema } from '../../schemas/dashboard';
import { EVERY_MEMBER } from '../../domain/roles';
import { memberProcedure, router } from '../trpc';

export const dashboardRouter = router({
  stats: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'GET', path: '/api/dashboard/stats', tags: ['dashboard'], protect: true, summary: 'The four counts and their trends' } })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(({ ctx }) => dashboardStats(ctx.db, ctx.farmId, todayISO())),
  widgets: memberProcedure(EVERY_MEMBER)
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/dashboard/widgets',
        tags: ['dashboard'],
        protect: true,
        summary: 'What the dashboard widgets show: the herd by type, coming heats and calvings, and the conception rate',
      },
    })
    .input(z.void())
    .output(dashboardWidgetsSchema)
    .query(({ ctx }) => dashboardWidgets(ctx.db, ctx.farmId, todayISO())),
});
