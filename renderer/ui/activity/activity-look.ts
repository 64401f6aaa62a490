import {
  Clipboard,
  Diagnosis,
  Flame,
  Heart,
  Inheritance,
  NewPerson,
  Prescription,
  Pulse,
  Route,
  Syringe,
} from '@blueprintjs/icons';
import { isLogType, type LogType } from './log-entry';

// Each kind of row has its icon and colour, so a long log can be scanned by eye.
const ICONS = {
  calving: NewPerson,
  breeding: Heart,
  heat: Flame,
  weaning: Inheritance,
  vaccination: Syringe,
  movement: Route,
  'health-check': Pulse,
  other: Clipboard,
  treatment: Prescription,
  'pregnancy-check': Diagnosis,
} as const satisfies Record<LogType, unknown>;

/** The icon of a type; types the log does not know read as "other". */
export function activityIcon(type: string) {
  return ICONS[isLogType(type) ? type : 'other'];
}

/** The CSS class that colours a type's icon tile. */
export function activityTone(type: string): string {
  return `fh-activity-${isLogType(type) ? type : 'other'}`;
}
