import { z } from 'zod';
import { farmReport } from '../../db/reports';
import { todayISO } from '../../domain/dates';
import { herdReportAnswer } from '../../schemas/reports';
import { EVERY_MEMBER } from '../../domain/roles';
import { memberProcedure, router } from '../trpc';

export const reportsRouter = router({
  herd: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'GET', path: '/api/reports', tags: ['reports'], protect: true, summary: 'Herd summary, cattle by type, pasture and status, pregnant cows, the 10 newest activities' } })
    .input(z.void())
    .output(herdReportAnswer)
    .query(({ ctx }) => farmReport(ctx.db, ctx.farmId, todayISO())),
});
