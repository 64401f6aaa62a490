import { z } from 'zod';
import { listPastures } from '../../db/pastures';
import { createPasture, removePasture, updatePasture } from '../../herd/pasture-service';
import { pastureCreate, pastureId, pastureRecord, pastureUpdate } from '../../schemas/pastures';
import { protectedProcedure, router } from '../trpc';

const tags = ['pastures'];

export const pasturesRouter = router({
  list: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/api/pastures', tags, protect: true, summary: 'All pastures, by name' } })
    .input(z.void())
    .output(z.array(pastureRecord))
    .query(({ ctx }) => listPastures(ctx.db, ctx.user.id)),

  create: protectedProcedure
    .meta({ openapi: { method: 'POST', path: '/api/pastures', tags, protect: true, summary: 'Add a pasture' } })
    .input(pastureCreate)
    .output(pastureRecord)
    .mutation(({ ctx, input }) => createPasture(ctx.db, ctx.user.id, input)),

  update: protectedProcedure
    .meta({ openapi: { method: 'PUT', path: '/api/pastures/{id}', tags, protect: true, summary: 'Replace a pasture (a rename moves its animals along)' } })
    .input(pastureUpdate)
    .output(pastureRecord)
    .mutation(({ ctx, input: { id, ...fields } }) => updatePasture(ctx.db, ctx.user.id, id, fields)),

  delete: protectedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/api/pastures/{id}', tags, protect: true, summary: 'Delete an empty pasture' } })
    .input(pastureId)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      removePasture(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
