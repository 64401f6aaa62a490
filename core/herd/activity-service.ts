import { activityChanges } from '../domain/activity-effects';
import { breedingDraw, loggedActivity, type StrawShortfall } from '../domain/logged-activity';
import { RuleViolationError } from '../errors';
import { insertActivity, findActivity } from '../db/activities';
import { findCattleByKey } from '../db/cattle';
import { createOnce } from '../db/create-once';
import type { FarmDb } from '../db/open-farm-db';
import { drawStraws, strawsOfBullInTank } from '../db/semen';
import { ACTIVITY_MESSAGES, type ActivityCreate, type ActivityFields, type ActivityRecord } from '../schemas/activities';
import { applyAnimalChanges } from './cattle-service';

// Logging an activity: the log entry, the straws a breeding uses and the change to the animal are
// one write. If any part fails (too few straws, say) nothing of it is saved. What is stored and
// which lots a breeding draws are the domain's rules (domain/logged-activity.ts).

/**
 * A breeding from "bull|tank" takes its straws from that bull's lots in that tank (breedingDraw).
 * Asking for more than remain is refused, unless the caller takes the shortfall (a breeding logged
 * offline): then the lots go to 0 and the shortfall is told.
 */
function drawForBreeding(db: FarmDb, userId: string, fields: ActivityFields, onShortfall?: (shortfall: StrawShortfall) => void): void {
  const draw = breedingDraw(fields, (bull, tank) => strawsOfBullInTank(db, userId, bull, tank));
  if (!draw) return;
  if (draw.shortfall && !onShortfall) throw new RuleViolationError(ACTIVITY_MESSAGES.notEnoughStraws);
  for (const { id, taken } of draw.draws) drawStraws(db, userId, id, taken);
  if (draw.shortfall) onShortfall?.(draw.shortfall);
}

/** What the activity does to its animal (when the farm has an animal by that tag or name). */
function applyToAnimal(db: FarmDb, userId: string, fields: ActivityFields): void {
  const animal = findCattleByKey(db, userId, fields.cattleTag);
  if (!animal) return;
  applyAnimalChanges(db, userId, animal, activityChanges(fields, animal));
}

/**
 * Logs an activity, draws its straws and changes its animal in one transaction. With the client's
 * id, a repeat of the same create answers the activity already logged and changes nothing again.
 * `onShortfall`: keep a breeding short of straws and be told the shortfall, instead of refusing it.
 */
export function createActivity(db: FarmDb, userId: string, input: ActivityCreate, onShortfall?: (shortfall: StrawShortfall) => void): ActivityRecord {
  const { id, ...given } = input;
  return createOnce(db, {
    id,
    fields: loggedActivity(given),
    findOwn: (recordId) => findActivity(db, userId, recordId),
    insert: (record) => {
      drawForBreeding(db, userId, record, onShortfall);
      applyToAnimal(db, userId, record);
      return insertActivity(db, userId, record);
    },
  });
}
