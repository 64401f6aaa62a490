import type { ReactNode } from 'react';
import { ShowMore } from '../ShowMore';

interface AnimalCardListProps<T> {
  /** One per animal: the animal itself, or a row about her (her latest check). */
  items: readonly T[];
  /** The animal's id: one card each. */
  keyOf: (item: T) => string;
  /** The list's name for screen readers: "Active cows". */
  label: string;
  card: (item: T) => ReactNode;
}

/** The animal's own id, for a list of animals. */
export const animalId = (animal: { id: string }) => animal.id;

/** The id of the animal a row is about, for a list of rows (her latest check). */
export const rowAnimalId = (row: { animal: { id: string } }) => row.animal.id;

/** A tab's animals as cards, one to three across, in the order the tab gives. */
export function AnimalCardList<T>({ items, keyOf, label, card }: AnimalCardListProps<T>) {
  return (
    <ShowMore items={items}>
      {(shown) => (
        <ul className="fh-board-cards" aria-label={label}>
          {shown.map((item) => (
            <li key={keyOf(item)}>{card(item)}</li>
          ))}
        </ul>
      )}
    </ShowMore>
  );
}
