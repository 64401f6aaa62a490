// The activity log screen's filters: the activities of one year (by the activity's date), then a
// search across what a row shows. Both keep the log's order (newest first).
import { activityTypeLabel } from './activities';
import { yearOf } from './dates';
import { breedingMethodLabel } from './gestation';
import { sireBull } from './sire';

export interface LoggedActivity {
  type: string;
  cattleTag: string;
  date: string;
  pasture?: string | null;
  breedingMethod?: string | null;
  breedingSire?: string | null;
  notes?: string | null;
}

/** The activities dated in `year`; null keeps every year. */
export function activitiesOfYear<T extends LoggedActivity>(activities: readonly T[], year: number | null): T[] {
  return year === null ? [...activities] : activities.filter((activity) => yearOf(activity.date) === year);
}

/** The texts a search looks in: animal, type as shown, pasture, method as shown, sire bull, notes. */
function searchedTexts(activity: LoggedActivity): string[] {
  const texts = [activity.cattleTag, activityTypeLabel(activity.type), activity.pasture, sireBull(activity.breedingSire), activity.notes];
  if (activity.breedingMethod) texts.push(breedingMethodLabel(activity.breedingMethod));
  return texts.filter((text): text is string => typeof text === 'string');
}

/** Whether any shown text contains the query, in any case; a blank query matches everything. */
export function matchesActivitySearch(activity: LoggedActivity, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  return wanted === '' || searchedTexts(activity).some((text) => text.toLowerCase().includes(wanted));
}

export function searchActivities<T extends LoggedActivity>(activities: readonly T[], query: string): T[] {
  return activities.filter((activity) => matchesActivitySearch(activity, query));
}
