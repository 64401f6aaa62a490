import { z } from 'zod';
import { clientRecordId, recordId } from './fields';

// Settings > Data: the farm's counts, its backups, Clear All Data and restore.

const head = z.number().int().min(0);

/** GET /api/data/summary: what Settings > Data counts. */
export const dataSummary = z.object({
  totalCattle: head.describe('Every animal record, sold and deceased too'),
  activities: head,
  pastures: head,
});

export const farmCounts = z
  .object({
    storageTanks: head,
    semenTanks: head,
    semenCanes: head,
    semenStraws: head,
    embryos: head,
    pastures: head,
    cattle: head,
    activities: head,
    forage: head,
    // Backups taken before herd health was kept count none of it.
    medicines: head.default(0),
    treatments: head.default(0),
    pregnancyChecks: head.default(0),
    weights: head.default(0),
  })
  .describe('Records of each kind');

export const backupSummary = z.object({
  id: z.string(),
  reason: z.enum(['before-clear', 'before-restore', 'weekly', 'manual']),
  createdAt: z.string().describe('ISO 8601'),
  counts: farmCounts,
});
export type BackupSummaryOutput = z.infer<typeof backupSummary>;

export const takeBackupInput = z.object({ ...clientRecordId });
export const backupRef = z.object({ id: recordId });

export const weeklyBackupResult = z.object({
  taken: z.boolean().describe('False when the newest backup is less than a week old'),
  backup: backupSummary,
});

export const clearResult = z.object({ deleted: farmCounts, backup: backupSummary });
export const restoreResult = z.object({
  restored: farmCounts,
  undo: backupSummary.describe('The backup of the records the restore replaced'),
  renumbered: z.number().int().min(0).describe('Records put back under a new id, because another farm had taken theirs since; their links follow them'),
});
