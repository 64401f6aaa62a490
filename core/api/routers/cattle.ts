import { z } from 'zod';
import { listCattle } from '../../db/cattle';
import { createCattle, removeCattle, updateCattle } from '../../herd/cattle-service';
import { cattleCreate, cattleId, cattlePatch, cattleRecord } from '../../schemas/cattle';
import { EVERY_MEMBER, HERD_WORKERS, MANAGERS } from '../../domain/roles';
import { memberProcedure, router } from '../trpc';

const tags = ['cattle'];

export const cattleRouter = router({
  list: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'GET', path: '/api/cattle', tags, protect: true, summary: 'All animals, by numeric tag then name' } })
    .input(z.void())
    .output(z.array(cattleRecord))
    .query(({ ctx }) => listCattle(ctx.db, ctx.farmId)),

  create: memberProcedure(HERD_WORKERS)
    .meta({ openapi: { method: 'POST', path: '/api/cattle', tags, protect: true, summary: 'Add an animal (money in cents)' } })
    .input(cattleCreate)
    .output(cattleRecord)
    .mutation(({ ctx, input }) => createCattle(ctx.db, ctx.farmId, input)),

  update: memberProcedure(HERD_WORKERS)
    .meta({ openapi: { method: 'PATCH', path: '/api/cattle/{id}', tags, protect: true, summary: 'Change some fields of an animal' } })
    .input(cattlePatch)
    .output(cattleRecord)
    .mutation(({ ctx, input }) => updateCattle(ctx.db, ctx.farmId, input)),

  delete: memberProcedure(MANAGERS)
    .meta({ openapi: { method: 'DELETE', path: '/api/cattle/{id}', tags, protect: true, summary: 'Delete an animal' } })
    .input(cattleId)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      removeCattle(ctx.db, ctx.farmId, input.id, input.version);
      return { ok: true as const };
    }),
});
