import { Diagnosis } from '@blueprintjs/icons';
import { BoardEmpty } from '../BoardEmpty';
import { BoardStatus } from '../BoardStatus';
import type { AnimalAction } from '../cards/animal-action';
import { AnimalCardList, rowAnimalId } from '../cards/AnimalCardList';
import { RecheckCard } from '../cards/RecheckCard';
import type { CheckLists } from '../checks/useCheckLists';
import type { BreedingBoardView } from '../useBreedingBoard';

/** Recheck Due: the cows whose latest check said Recheck, soonest due first, overdue ones marked. */
export function RecheckDuePanel({ view, checks, onCheck }: { view: BreedingBoardView; checks: CheckLists; onCheck: AnimalAction }) {
  if (!checks.query.data) return <BoardStatus query={checks.query} what="pregnancy checks" />;
  if (checks.rechecks.length === 0) {
    return (
      <BoardEmpty
        view={view}
        title="No rechecks due"
        icon={<Diagnosis size={48} />}
        hint="A cow whose latest pregnancy check says Recheck is listed here, due 30 days after that check."
      />
    );
  }
  return <AnimalCardList items={checks.rechecks} keyOf={rowAnimalId} label="Rechecks due" card={(row) => <RecheckCard row={row} today={view.today} onCheck={onCheck} />} />;
}
