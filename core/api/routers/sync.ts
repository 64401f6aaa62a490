import { listConflicts } from '../../db/sync-conflicts';
import { changesInput, changesPage, conflictRecord, pushInput, pushResult, resolveInput } from '../../schemas/sync';
import { readChanges } from '../../sync/change-feed';
import { pushOps } from '../../sync/push';
import { resolveConflict } from '../../sync/settle-conflict';
import { z } from 'zod';
import { EVERY_MEMBER, HERD_WORKERS } from '../../domain/roles';
import { callRefusal } from '../call-roles';
import { memberProcedure, router } from '../trpc';

// Offline sync (docs/sync.md): a device pushes the operations it saved, pulls the farm's changes
// since its cursor, and a person settles what could not merge by itself. A push of 200 operations
// or a page of 2,000 records is a costly call: each runs on its own, never in a batch.

const tags = ['sync'];

export const syncRouter = router({
  push: memberProcedure(EVERY_MEMBER)
    .meta({
      openapi: { method: 'POST', path: '/api/sync/push', tags, protect: true, summary: "Apply a device's saved operations in order; each is applied once, however often it is sent" },
      runsAlone: true,
    })
    .input(pushInput)
    .output(pushResult)
    .mutation(({ ctx, input }) => ({ results: pushOps(ctx.db, ctx.farmId, input, callRefusal(ctx.member.role)) })),

  changes: memberProcedure(EVERY_MEMBER)
    .meta({
      openapi: { method: 'GET', path: '/api/sync/changes', tags, protect: true, summary: "The farm's records changed after `since`, in seq order, each once in its latest state" },
      runsAlone: true,
    })
    .input(changesInput)
    .output(changesPage)
    .query(({ ctx, input }) => readChanges(ctx.db, ctx.farmId, input)),
});

export const conflictsRouter = router({
  list: memberProcedure(EVERY_MEMBER)
    .meta({ openapi: { method: 'GET', path: '/api/conflicts', tags, protect: true, summary: "The farm's conflicts, unresolved first" } })
    .input(z.void())
    .output(z.array(conflictRecord))
    .query(({ ctx }) => listConflicts(ctx.db, ctx.farmId)),

  resolve: memberProcedure(HERD_WORKERS)
    .meta({ openapi: { method: 'POST', path: '/api/conflicts/{id}/resolve', tags, protect: true, summary: 'Settle a conflict: "theirs" keeps the server\'s value, "mine" applies the device\'s now' } })
    .input(resolveInput)
    .output(conflictRecord)
    .mutation(({ ctx, input }) => resolveConflict(ctx.db, ctx.farmId, input.id, input.choice, callRefusal(ctx.member.role))),
});
