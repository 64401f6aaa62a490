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
  const { cattle, activities, pastures, ...rest } = counts;
  const others = Object.values(rest).reduce((sum, count) => sum + count, 0);
  return `${countOf(cattle, 'animal', 'cattle')}, ${countOf(activities, 'activity', 'activities')}, ${countOf(pastures, 'pasture', 'pastures')} and ${countOf(others, 'other record', 'other records')}`;
}
