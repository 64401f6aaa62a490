// Which animals are in a pasture. An animal holds its pasture's name, so a pasture's animals are
// those naming it: as it is written, or a look-alike of it saved before pasture names were
// normalised (the two compared as keys, domain/record-keys.ts). A rename carries the new name to
// them; a delete is refused while any of them is still in the herd.
import { isInHerd } from './cattle-status';
import { sameKey } from './record-keys';

export interface GrazingAnimal {
  id: string;
  pasture: string;
}

/** Whether an animal naming `pasture` is in the pasture called `name`. */
export function grazes(pasture: string, name: string): boolean {
  return pasture === name || sameKey(pasture, name);
}

/** The animals a rename from `from` to `to` gives the new name: none when the name is unchanged. */
export function movedByRename<T extends GrazingAnimal>(from: string, to: string, animals: Iterable<T>): T[] {
  return from === to ? [] : [...animals].filter((animal) => grazes(animal.pasture, from));
}

/** Head in the pasture still in the herd (not sold or deceased): the ones a delete would strand. */
export function headInPasture(name: string, animals: Iterable<{ pasture: string; status: string }>): number {
  let head = 0;
  for (const animal of animals) if (isInHerd(animal.status) && grazes(animal.pasture, name)) head += 1;
  return head;
}
