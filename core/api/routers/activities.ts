import { z } from 'zod';
import { listActivities } from '../../db/activities';
import { createActivity } from '../../herd/activity-service';
import { activityCreate, activityRecord } from '../../schemas/activities';
import { EVERY_MEMBER, HERD_WORKERS } from '../../domain/roles';
import { memberProcedure, router } from '../trpc';

const tags = ['activities'];

export const activitiesRouter = router({
  list: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'GET', path: '/api/activities', tags, protect: true, summary: 'All activities, newest first' } })
    .input(z.void())
    .output(z.array(activityRecord))
    .query(({ ctx }) => listActivities(ctx.db, ctx.farmId)),

  create: memberProcedure(HERD_WORKERS)
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/activities',
        tags,
        protect: true,
        summary: 'Log an activity; it changes its animal and draws a breeding’s straws in the same write',
      },
    })
    .input(activityCreate)
    .output(activityRecord)
    .mutation(({ ctx, input }) => createActivity(ctx.db, ctx.farmId, input)),
});
