import { Button, DialogFooter, Spinner } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { breedLabel, calfPrefill, calvesOf, displayStatus } from '../../../core/domain';
import type { CattleInput, CattleRecord } from '../../../core/schemas/cattle';
import { useTRPC } from '../../api/trpc';
import { CowIcon } from '../CowIcon';
import { CalfYears } from './calf-history/CalfYears';
import { animalTitle } from './display';
import { Facts } from '../Facts';
import { useLastNonNull } from '../useLastNonNull';
import { Dialog } from '../Dialog';
import './CattleDialogs.css';
import './calf-history/CalfHistory.css';

export interface CowCalfHistoryDialogProps {
  /** The cow (or heifer) whose calves to show; null keeps the dialog closed. */
  cow: CattleRecord | null;
  onClose: () => void;
  /** "Add New Calf": the caller opens the cattle form with this prefill; absent where the role cannot add. */
  onAddCalf: ((prefill: Partial<CattleInput>) => void) | undefined;
}

/** Cow Calf History: the cow, then her calves by birth year, and a new calf button. */
export function CowCalfHistoryDialog({ cow, onClose, onAddCalf }: CowCalfHistoryDialogProps) {
  const shown = useLastNonNull(cow);
  const trpc = useTRPC();
  const herd = useQuery({ ...trpc.cattle.list.queryOptions(), enabled: cow !== null });
  const calves = shown && herd.data ? calvesOf(shown, herd.data) : [];

  return (
    <Dialog
      isOpen={cow !== null}
      onClose={onClose}
      title={shown ? `Calf History: ${animalTitle(shown)}` : 'Calf History'}
      icon={<CowIcon size={18} />}
      className="fh-cattle-dialog fh-calf-dialog"
    >
      <div className="fh-calf-body">
        {shown ? (
          <Facts
            className="fh-cow-summary"
            facts={[
              { label: 'Type', value: shown.type },
              { label: 'Breed', value: breedLabel(shown.breed) || '—' },
              { label: 'Status', value: displayStatus(shown.status) },
              { label: 'Pasture', value: shown.pasture },
              { label: 'Total calves', value: herd.data ? calves.length : '…' },
            ]}
          />
        ) : null}
        {herd.isError ? <p className="fh-calf-error">Could not load the herd. Close and try again.</p> : null}
        {herd.isPending ? <Spinner size={32} className="fh-dialog-loading" aria-label="Loading calves" /> : null}
        {/* Keyed by cow: another cow's history starts again at her newest year. */}
        {herd.data && shown ? <CalfYears key={shown.id} calves={calves} /> : null}
      </div>
      <DialogFooter
        className="fh-dialog-footer"
        actions={
          <>
            <Button size="large" text="Close" onClick={onClose} />
            {onAddCalf ? (
              <Button size="large" intent="primary" icon={<Add />} text="Add New Calf" disabled={!shown} onClick={() => shown && onAddCalf(calfPrefill(shown))} />
            ) : null}
          </>
        }
      />
    </Dialog>
  );
}
