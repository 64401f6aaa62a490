import { Lock } from '@blueprintjs/icons';
import { useState } from 'react';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { HistoryList } from '../../ui/history/HistoryList';
import { useHistory } from '../../ui/history/useHistory';
import { useMayCall } from '../../api/useMayCall';
import '../../ui/ListStates.css';
import { HistoryFilters } from './HistoryFilters';
import { historyScreen } from './screen';
import './HistoryPage.css';

/** The farm's history: every record added, changed and deleted, by whom and when, newest first. */
export default function HistoryPage() {
  const allowed = useMayCall()('history.list');
  const [animal, setAnimal] = useState<CattleRecord | null>(null);
  const [memberId, setMemberId] = useState('');
  const history = useHistory({ ...(animal ? { recordId: animal.id } : {}), ...(memberId ? { memberId } : {}) }, { enabled: allowed });
  const filtered = animal !== null || memberId !== '';

  return (
    <div className="fh-history-page">
      <PageHeader
        icon={<ScreenIcon path={historyScreen.path} size={24} />}
        title={historyScreen.title}
        subtitle="Who added, changed and deleted the farm's records, newest first"
      />
      {allowed ? (
        <>
          <HistoryFilters animal={animal} onAnimal={setAnimal} memberId={memberId} onMember={setMemberId} />
          <HistoryList
            history={history}
            label="Farm history"
            withRecord
            level={2}
            emptyTitle={filtered ? 'No changes found' : 'No history yet'}
            emptyDescription={
              filtered
                ? 'Nothing in the history matches the animal and member chosen.'
                : 'Every record added, changed or deleted is listed here, with who did it and when.'
            }
          />
        </>
      ) : (
        <EmptyState
          level={2}
          className="fh-list-empty"
          icon={<Lock size={48} />}
          title="History is for the farm's owner and managers"
          description="Ask the farm's owner if you need to know who changed a record."
        />
      )}
    </div>
  );
}
