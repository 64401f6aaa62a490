import {
  Clipboard,
  Flame,
  Heart,
  Inheritance,
  NewPerson,
  Pulse,
  Route,
  Syringe,
} from '@blueprintjs/icons';
import { isActivityType, type ActivityType } from '../../../core/domain/activities';

// Each kind of activity has its icon and colour, so a long log can be scanned by eye.
const ICONS = {
  calving: NewPerson,
  breeding: Heart,
  heat: Flame,
  weaning: Inheritance,
  vaccination: Syringe,
  movement: Route,
  'health-check': Pulse,
  other: Clipboard,
} as const satisfies Record<ActivityType, unknown>;

/** The icon of a type; types the log does not know read as "other". */
export function activityIcon(type: string) {
  return ICONS[isActivityType(type) ? type : 'other'];
}

/** The CSS class that colours a type's icon tile. */
export function activityTone(type: string): string {
  return `fh-activity-${isActivityType(type) ? type : 'other'}`;
}
