import { findNamedAnimal } from '../domain/activities';
import { activityChanges } from '../domain/activity-effects';
import { breedingDraw, loggedActivity, type StrawShortfall } from '../domain/logged-activity';
import { semenStrawRows } from '../domain/semen-lists';
import { lotsForBreeding } from '../domain/straw-allocation';
import type { ActivityCreate, ActivityFields, ActivityRecord } from '../schemas/activities';
import { changeAnimal } from './change-animal';
import type { ReplicaWrites } from './replica-writes';

// An activity logged on a farm replica, as the server's activity service logs it: the entry, the
// straws a breeding draws and the change to its animal, all or nothing (the caller's atomically).

/** A breeding's straws, drawn from the bull's lots in the tank as the straw list has them; a shortfall told, not refused. */
function drawStraws(writes: ReplicaWrites, activity: ActivityFields, onShortfall: (shortfall: StrawShortfall) => void): void {
  const strawList = () => semenStrawRows(writes.all('semenTanks'), writes.all('semenCanes'), writes.all('semenStraws'));
  const draw = breedingDraw(activity, (bull, tank) => lotsForBreeding(strawList(), bull, tank));
  for (const { id, taken } of draw?.draws ?? []) {
    writes.save('semenStraws', id, { remainingStraws: writes.find('semenStraws', id)!.remainingStraws - taken });
  }
  if (draw?.shortfall) onShortfall(draw.shortfall);
}

/** What the activity does to the animal it names, when the farm has one by that tag or name. */
function changeNamedAnimal(writes: ReplicaWrites, activity: ActivityFields): void {
  const animal = findNamedAnimal(writes.all('cattle'), activity.cattleTag);
  if (animal) changeAnimal(writes, animal, activityChanges(activity, animal));
}

export function logActivity(writes: ReplicaWrites, input: ActivityCreate, onShortfall: (shortfall: StrawShortfall) => void): ActivityRecord {
  const { id, ...given } = input;
  return writes.createOnce('activities', id, loggedActivity(given), (record) => {
    drawStraws(writes, record, onShortfall);
    changeNamedAnimal(writes, record);
    return writes.insert('activities', record);
  }) as ActivityRecord;
}
