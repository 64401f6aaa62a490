import type { ReactNode } from 'react';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { ShowMore } from '../ShowMore';

interface AnimalCardListProps {
  animals: readonly CattleRecord[];
  /** The list's name for screen readers: "Active cows". */
  label: string;
  card: (animal: CattleRecord) => ReactNode;
}

/** A tab's animals as cards, one to three across, in the order the tab gives. */
export function AnimalCardList({ animals, label, card }: AnimalCardListProps) {
  return (
    <ShowMore items={animals}>
      {(shown) => (
        <ul className="fh-board-cards" aria-label={label}>
          {shown.map((animal) => (
            <li key={animal.id}>{card(animal)}</li>
          ))}
        </ul>
      )}
    </ShowMore>
  );
}
