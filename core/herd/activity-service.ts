import { activityChanges } from '../domain/activity-effects';
import { allocateStraws } from '../domain/straw-allocation';
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

/** A breeding that used more straws than its lots held (logged offline, where the cow was bred anyway). */
export interface StrawShortfall {
  bull: string;
  tank: string;
  /** Straws the breeding used beyond those there were. */
  shortfall: number;
  used: number;
  /** The lot the straws came from (the last one drawn), or null when the tank held none of the bull's. */
  lotId: string | null;
}

/**
 * An AI or ET breeding whose sire was picked from a tank ("bull|tank") takes its straws from that
 * bull's straws in that tank, oldest first. Asking for more than remain is refused, unless the caller
 * takes the shortfall (a breeding logged offline): then the lots go to 0 and the shortfall is told.
 */
function drawForBreeding(db: FarmDb, userId: string, fields: ActivityFields, onShortfall?: (shortfall: StrawShortfall) => void): void {
  if (fields.type !== 'breeding' || !usesTankStraws(fields.breedingMethod)) return;
  const sire = parseSire(fields.breedingSire);
  if (sire?.tank == null) return;
  const used = fields.strawsUsed ?? 1;
  const { draws, shortfall } = allocateStraws(strawsOfBullInTank(db, userId, sire.bull, sire.tank), used);
  if (shortfall > 0 && !onShortfall) throw new RuleViolationError(ACTIVITY_MESSAGES.notEnoughStraws);
  for (const draw of draws) drawStraws(db, userId, draw.id, draw.taken);
  if (shortfall > 0) onShortfall?.({ bull: sire.bull, tank: sire.tank, shortfall, used, lotId: draws.at(-1)?.id ?? null });
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
 * `onShortfall`: keep a breeding short of straws and be told the shortfall, instead of refusing it.
 */
export function createActivity(db: FarmDb, userId: string, input: ActivityCreate, onShortfall?: (shortfall: StrawShortfall) => void): ActivityRecord {
  const { id, ...given } = input;
  return createOnce(db, {
    id,
    fields: storedFields(given),
    findOwn: (recordId) => findActivity(db, userId, recordId),
    insert: (record) => {
      drawForBreeding(db, userId, record, onShortfall);
      applyToAnimal(db, userId, record);
      return insertActivity(db, userId, record);
    },
  });
}
