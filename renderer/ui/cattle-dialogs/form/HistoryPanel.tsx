import { displayName } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { HistoryList } from '../../history/HistoryList';
import { useHistory } from '../../history/useHistory';

/** History: the animal's own entries, newest first (read only; for the roles that may read history). */
export function HistoryPanel({ animal }: { animal: CattleRecord }) {
  const history = useHistory({ recordId: animal.id });
  return (
    <HistoryList
      history={history}
      label={`History of ${displayName(animal)}`}
      withRecord={false}
      level={3}
      emptyTitle="No history yet"
      emptyDescription="Changes to this animal are listed here, with who made them and when."
    />
  );
}
