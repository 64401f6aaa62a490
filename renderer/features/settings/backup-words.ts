import type { BackupSummaryOutput } from '../../../core/schemas/data';
import { countOf } from '../../../core/domain';
import { displayMoment } from '../../ui/display-format';

const REASONS: Record<BackupSummaryOutput['reason'], string> = {
  'before-clear': 'Before Clear All Data',
  'before-restore': 'Before a restore',
  weekly: 'Weekly',
  manual: 'Backed up by hand',
};

/** "Weekly · Nov 23, 2026, 9:14 AM" */
export function backupTitle(backup: BackupSummaryOutput): string {
  return `${REASONS[backup.reason]} · ${displayMoment(backup.createdAt)}`;
}

/** "120 cattle, 340 activities, 6 pastures and 31 other records" */
export function backupContents({ counts }: BackupSummaryOutput): string {
  const others = counts.semenTanks + counts.semenCanes + counts.semenStraws + counts.embryos + counts.storageTanks + counts.forage;
  return `${countOf(counts.cattle, 'animal', 'cattle')}, ${countOf(counts.activities, 'activity', 'activities')}, ${countOf(counts.pastures, 'pasture', 'pastures')} and ${countOf(others, 'other record', 'other records')}`;
}
