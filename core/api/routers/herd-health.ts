import { z } from 'zod';
import { listPregnancyChecks, listTreatments } from '../../db/health';
import { HERD_WORKERS, EVERY_MEMBER } from '../../domain/roles';
import { recordPregnancyCheck } from '../../herd/pregnancy-check-service';
import { giveTreatments } from '../../herd/treatment-service';
import { listWeighingRecords } from '../../herd/weighing-list';
import { recordWeighing, removeWeighing } from '../../herd/weighing-service';
import { recordEdit } from '../../schemas/fields';
import {
  byAnimal,
  pregnancyCheckCreate,
  pregnancyCheckRecord,
  treatmentCreate,
  treatmentRecord,
  treatmentsGiven,
  weighingCreate,
  weighingRecord,
} from '../../schemas/health';
import { memberProcedure, router } from '../trpc';

// Treatments, pregnancy checks and weighings: records about one animal, added at the chute by any
// member who works the cattle. Each changes its animal in the same write. Only a weighing can be
// taken back (a wrong reading); treatments and checks stand, as the history of what was done.

const tags = ['health'];
const animals = (input: { cattleId?: string | undefined }) => (input.cattleId === undefined ? undefined : [input.cattleId]);

export const treatmentsRouter = router({
  list: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'GET', path: '/api/treatments', tags, protect: true, summary: 'Treatments, oldest first: one animal’s (cattleId) or the farm’s' } })
    .input(byAnimal)
    .output(z.array(treatmentRecord))
    .query(({ ctx, input }) => listTreatments(ctx.db, ctx.farmId, animals(input))),

  create: memberProcedure(HERD_WORKERS)
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/treatments',
        tags,
        protect: true,
        summary: 'Treat 1 to 500 animals in one write, all or none; withdrawal days default to the medicine’s',
      },
    })
    .input(treatmentCreate)
    .output(treatmentsGiven)
    .mutation(({ ctx, input }) => giveTreatments(ctx.db, ctx.farmId, input)),
});

export const pregnancyChecksRouter = router({
  list: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'GET', path: '/api/pregnancy-checks', tags, protect: true, summary: 'Pregnancy checks, oldest first: one animal’s (cattleId) or the farm’s' } })
    .input(byAnimal)
    .output(z.array(pregnancyCheckRecord))
    .query(({ ctx, input }) => listPregnancyChecks(ctx.db, ctx.farmId, animals(input))),

  create: memberProcedure(HERD_WORKERS)
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/pregnancy-checks',
        tags,
        protect: true,
        summary: 'Record a pregnancy check; its result sets the animal’s status and expected calving date',
      },
    })
    .input(pregnancyCheckCreate)
    .output(pregnancyCheckRecord)
    .mutation(({ ctx, input }) => recordPregnancyCheck(ctx.db, ctx.farmId, input)),
});

export const weightsRouter = router({
  list: memberProcedure(EVERY_MEMBER)
    .meta({
      openapi: { method: 'GET', path: '/api/weights', tags, protect: true, summary: 'Weighings, oldest first, with each one’s ADG and a weaning weighing’s adjusted 205-day weight' },
    })
    .input(byAnimal)
    .output(z.array(weighingRecord))
    .query(({ ctx, input }) => listWeighingRecords(ctx.db, ctx.farmId, animals(input))),

  create: memberProcedure(HERD_WORKERS)
    .meta({ openapi: { method: 'POST', path: '/api/weights', tags, protect: true, summary: 'Record a weighing (lb); the animal’s current, birth or weaning weight follows it' } })
    .input(weighingCreate)
    .output(weighingRecord)
    .mutation(({ ctx, input }) => {
      const saved = recordWeighing(ctx.db, ctx.farmId, input);
      return listWeighingRecords(ctx.db, ctx.farmId, [saved.cattleId]).find((each) => each.id === saved.id)!;
    }),

  delete: memberProcedure(HERD_WORKERS)
    .meta({ openapi: { method: 'DELETE', path: '/api/weights/{id}', tags, protect: true, summary: 'Delete a weighing; the animal’s weights follow the ones left' } })
    .input(z.object(recordEdit))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      removeWeighing(ctx.db, ctx.farmId, input.id, input.version);
      return { ok: true as const };
    }),
});
