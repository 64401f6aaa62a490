import { CowIcon } from '../../../ui/CowIcon';
import { BoardEmpty } from '../BoardEmpty';
import { BoardStatus } from '../BoardStatus';
import type { AnimalAction } from '../cards/animal-action';
import { AnimalCardList, rowAnimalId } from '../cards/AnimalCardList';
import { OpenCowCard } from '../cards/OpenCowCard';
import type { CheckLists } from '../checks/useCheckLists';
import type { BreedingBoardView } from '../useBreedingBoard';

/** Open Cows: the cows and heifers found open and not bred since, the longest open first. */
export function OpenCowsPanel({ view, checks, onCheck }: { view: BreedingBoardView; checks: CheckLists; onCheck: AnimalAction }) {
  if (!checks.query.data) return <BoardStatus query={checks.query} what="pregnancy checks" />;
  if (checks.open.length === 0) {
    return (
      <BoardEmpty
        view={view}
        title="No open cows"
        icon={<CowIcon size={48} />}
        hint="A cow or heifer whose latest pregnancy check found her open is listed here until she is bred again."
      />
    );
  }
  return <AnimalCardList items={checks.open} keyOf={rowAnimalId} label="Open cows" card={(row) => <OpenCowCard row={row} today={view.today} onCheck={onCheck} />} />;
}
