import type { BackupSummaryOutput } from '../../../core/schemas/data';

const REASONS: Record<BackupSummaryOutput['reason'], string> = {
  'before-clear': 'Before Clear All Data',
  'before-restore': 'Before a restore',
  weekly: 'Weekly',
  manual: 'Backed up by hand',
};

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Weekly · Nov 23, 2026, 9:14 AM" */
export function backupTitle(backup: BackupSummaryOutput): string {
  return `${REASONS[backup.reason]} · ${WHEN.format(new Date(backup.createdAt))}`;
}

/** "120 cattle, 340 activities, 6 pastures and 31 other records" */
export function backupContents({ counts }: BackupSummaryOutput): string {
  const others = counts.semenTanks + counts.semenCanes + counts.semenStraws + counts.embryos + counts.storageTanks + counts.forage;
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  return `${plural(counts.cattle, 'animal', 'cattle')}, ${plural(counts.activities, 'activity', 'activities')}, ${plural(counts.pastures, 'pasture', 'pastures')} and ${plural(others, 'other record', 'other records')}`;
}
