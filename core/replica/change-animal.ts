import { changedAnimal } from '../domain/cattle-changes';
import type { StoredRecord } from '../domain/delete-effects';
import { validated } from '../errors';
import { checkCattle } from '../schemas/cattle';
import type { ReplicaWrites } from './replica-writes';

/**
 * A change a record's rules make to its animal (an activity, a pregnancy check, a weighing), checked
 * whole as the herd book checks an edited animal; no change writes nothing.
 */
export function changeAnimal(writes: ReplicaWrites, animal: StoredRecord, changes: object | null): void {
  if (changes && Object.keys(changes).length > 0) writes.save('cattle', animal.id, validated(changedAnimal(animal, changes, checkCattle)));
}
