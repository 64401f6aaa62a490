import { activityChanges } from '../domain/activity-effects';
import { parseSire } from '../domain/sire';
import { usesTankStraws } from '../domain/straw-supply';
import { RuleViolationError } from '../errors';
import { insertActivity, findActivity } from '../db/activities';
import { findCattleByKey } from '../db/cattle';
import { createOnce } from '../db/create-once';
import type { FarmDb } from '../db/open-farm-db';
import { drawStraws, strawsOfBullInTank } from '../db/semen';
import { ACTIVITY_MESSAGES, type ActivityCreate, type ActivityFields, type ActivityRecord } from '../schemas/activities';
import { applyActivityChanges } from './cattle-service';

// Logging an activity: the log entry, the straws a breeding uses and the change to the animal are
// one write. If any part fails (too few straws, say) nothing of it is saved.

/** Breeding details belong to breedings; an AI or ET breeding uses one straw unless told. */
function storedFields(fields: Omit<ActivityCreate, 'id'>): ActivityFields {
  if (fields.type !== 'breeding') return { ...fields, breedingMethod: null, breedingSire: null, strawsUsed: null };
  return { ...fields, strawsUsed: fields.strawsUsed ?? (usesTankStraws(fields.breedingMethod) ? 1 : null) };
}

/**
 * An AI or ET breeding whose sire was picked from a tank ("bull|tank") takes its straws from that
 * bull's straws in that tank, oldest first. Asking for more than remain is refused.
 */
function drawForBreeding(db: FarmDb, userId: string, fields: ActivityFields): void {
  if (fields.type !== 'breeding' || !usesTankStraws(fields.breedingMethod)) return;
  const sire = parseSire(fields.breedingSire);
  if (sire?.tank == null) return;
  let wanted = fields.strawsUsed ?? 1;
  const stock = strawsOfBullInTank(db, userId, sire.bull, sire.tank);
  if (stock.reduce((sum, straw) => sum + straw.remainingStraws, 0) < wanted) {
    throw new RuleViolationError(ACTIVITY_MESSAGES.notEnoughStraws);
  }
  for (const straw of stock) {
    if (wanted === 0) break;
    const taken = Math.min(wanted, straw.remainingStraws);
    drawStraws(db, userId, straw.id, taken);
    wanted -= taken;
  }
}

/** What the activity does to its animal (when the farm has an animal by that tag or name). */
function applyToAnimal(db: FarmDb, userId: string, fields: ActivityFields): void {
  const animal = findCattleByKey(db, userId, fields.cattleTag);
  if (!animal) return;
  const changes = activityChanges(fields, animal);
  if (changes) applyActivityChanges(db, userId, animal, changes);
}

/**
 * Logs an activity, draws its straws and changes its animal in one transaction. With the client's
 * id, a repeat of the same create answers the activity already logged and changes nothing again.
 */
export function createActivity(db: FarmDb, userId: string, input: ActivityCreate): ActivityRecord {
  const { id, ...given } = input;
  return createOnce(db, {
    id,
    fields: storedFields(given),
    findOwn: (recordId) => findActivity(db, userId, recordId),
    insert: (record) => {
      drawForBreeding(db, userId, record);
      applyToAnimal(db, userId, record);
      return insertActivity(db, userId, record);
    },
  });
}
