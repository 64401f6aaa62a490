import { z } from 'zod';
import { listSemenStraws, listSemenTanks } from '../../db/semen';
import { semenStrawRecord, semenTankRecord } from '../../schemas/semen';
import { protectedProcedure, router } from '../trpc';

const tags = ['genetics'];

export const semenTanksRouter = router({
  list: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/api/semen-tanks', tags, protect: true, summary: 'Semen tanks by name, with the straws left in each' } })
    .input(z.void())
    .output(z.array(semenTankRecord))
    .query(({ ctx }) => listSemenTanks(ctx.db, ctx.user.id)),
});

export const semenStrawsRouter = router({
  list: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/api/semen-straws', tags, protect: true, summary: 'Semen straws with their tank and cane' } })
    .input(z.void())
    .output(z.array(semenStrawRecord))
    .query(({ ctx }) => listSemenStraws(ctx.db, ctx.user.id)),
});
