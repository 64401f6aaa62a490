import type { ActivityRecord } from '../../../core/schemas/activities';
import { ActivityList } from '../../ui/activity/ActivityList';
import type { BreedingBoardView } from './useBreedingBoard';
// The activity log's rows, styled by the log's own sheet.

interface BreedingActivitiesProps {
  activities: readonly ActivityRecord[];
  view: BreedingBoardView;
  label: string;
}

/** Breedings and heats as the activity log shows them: date, how long ago, method, sire and pasture. */
export function BreedingActivities({ activities, view, label }: BreedingActivitiesProps) {
  return <ActivityList activities={activities} animalName={view.animalName} today={view.today} label={label} />;
}
