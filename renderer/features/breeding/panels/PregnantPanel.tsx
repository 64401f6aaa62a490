import { Heart } from '@blueprintjs/icons';
import { BoardEmpty } from '../BoardEmpty';
import type { AnimalAction } from '../cards/animal-action';
import { AnimalCardList, animalId } from '../cards/AnimalCardList';
import { BredAnimalCard } from '../cards/BredAnimalCard';
import type { BreedingBoardView } from '../useBreedingBoard';

/** Pregnant: the confirmed pregnancies, soonest calving first. */
export function PregnantPanel({ view, onEdit, onCheck }: { view: BreedingBoardView; onEdit: AnimalAction; onCheck: AnimalAction }) {
  const pregnant = view.board.pregnant;
  if (pregnant.length === 0) {
    return (
      <BoardEmpty
        view={view}
        title="No pregnant cattle"
        icon={<Heart size={48} />}
        hint="A Pregnancy Check that finds a cow pregnant lists her here, as does Edit Breeding set to Pregnant."
      />
    );
  }
  return (
    <AnimalCardList
      items={pregnant}
      keyOf={animalId}
      label="Pregnant cattle"
      card={(animal) => <BredAnimalCard animal={animal} pregnant onEdit={onEdit} onCheck={onCheck} />}
    />
  );
}
