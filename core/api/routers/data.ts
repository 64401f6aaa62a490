import { z } from 'zod';
import { clearFarm, farmCounts, listBackups, restoreBackup, takeBackup, takeWeeklyBackup } from '../../db/farm-backups';
import { backupRef, backupSummary, clearResult, dataSummary, restoreResult, takeBackupInput, weeklyBackupResult } from '../../schemas/data';
import { EVERY_MEMBER, MANAGERS, OWNER_ONLY } from '../../domain/roles';
import { memberProcedure, router } from '../trpc';

const tags = ['data'];
const openapi = (method: 'GET' | 'POST' | 'DELETE', path: `/api/${string}`, summary: string) => ({
  openapi: { method, path, tags, protect: true, summary },
});
// Backups, restores and Clear All Data copy every record of the farm: one at a time, never batched.
const copiesTheFarm = (method: 'POST' | 'DELETE', path: `/api/${string}`, summary: string) => ({ ...openapi(method, path, summary), runsAlone: true as const });

// Settings > Data: the farm's counts, Clear All Data (after a backup), backups and restore.
export const dataRouter = router({
  summary: memberProcedure(EVERY_MEMBER)
    .meta(openapi('GET', '/api/data/summary', 'Total Cattle, Activities Logged and Pastures'))
    .input(z.void())
    .output(dataSummary)
    .query(({ ctx }) => {
      const counts = farmCounts(ctx.db, ctx.farmId);
      return { totalCattle: counts.cattle, activities: counts.activities, pastures: counts.pastures };
    }),

  backups: memberProcedure(MANAGERS)
    .meta(openapi('GET', '/api/data/backups', "The farm's backups, newest first, without their records"))
    .input(z.void())
    .output(z.array(backupSummary))
    .query(({ ctx }) => listBackups(ctx.db, ctx.farmId)),

  backUp: memberProcedure(MANAGERS)
    .meta(copiesTheFarm('POST', '/api/data/backups', 'Back up the farm now'))
    .input(takeBackupInput)
    .output(backupSummary)
    .mutation(({ ctx, input }) => takeBackup(ctx.db, ctx.farmId, input.id)),

  weeklyBackup: memberProcedure(MANAGERS)
    .meta(copiesTheFarm('POST', '/api/data/backups/weekly', 'Back up the farm if its newest backup is a week old (Auto Backup)'))
    .input(z.object({}).optional())
    .output(weeklyBackupResult)
    .mutation(({ ctx }) => takeWeeklyBackup(ctx.db, ctx.farmId, new Date())),

  // Neither for the demo farm: the next visitor would find it emptied or replaced.
  restore: memberProcedure(OWNER_ONLY, { demo: false })
    .meta(copiesTheFarm('POST', '/api/data/backups/{id}/restore', "Put a backup's records back, after backing up the current ones"))
    .input(backupRef)
    .output(restoreResult)
    .mutation(({ ctx, input }) => restoreBackup(ctx.db, ctx.farmId, input.id)),

  clear: memberProcedure(OWNER_ONLY, { demo: false })
    .meta(copiesTheFarm('DELETE', '/api/data', 'Clear All Data: every record of the farm, after a backup; the account stays'))
    .input(z.object({}).optional())
    .output(clearResult)
    .mutation(({ ctx }) => clearFarm(ctx.db, ctx.farmId)),
});
