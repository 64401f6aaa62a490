import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { normaliseType } from '../../../core/domain';
import type { CattleInput, CattleRecord } from '../../../core/schemas/cattle';
import { waitsForServer } from '../../api/read-state';
import { useTRPC } from '../../api/trpc';
import { CowIcon } from '../CowIcon';
import { CattleForm } from './form/CattleForm';
import { Dialog } from '../Dialog';
import './CattleDialogs.css';

export interface CattleFormDialogProps {
  isOpen: boolean;
  /** The animal to edit; null adds a new one. */
  animal: CattleRecord | null;
  /** Starting values for a new animal (a calf from the calf history). */
  prefill?: Partial<CattleInput> | undefined;
  onClose: () => void;
}

/**
 * "Add New Cattle" / "Edit Cattle" (docs/herd-book.md), and "Add New Calf" when it opens on a new
 * calf (the calves page, a calving, a cow's calf history). A full screen on phones, a dialog on desktops.
 */
export function CattleFormDialog({ isOpen, animal, prefill, onClose }: CattleFormDialogProps) {
  const trpc = useTRPC();
  const pastures = useQuery({ ...trpc.pastures.list.queryOptions(), enabled: isOpen });
  // A pasture list that failed, or waits offline for the server, leaves the rancher typing the
  // pasture, rather than no way to fill in the form.
  const names = pastures.isError || waitsForServer(pastures) ? [] : pastures.data?.map((pasture) => pasture.name);
  // The animal as stored now, which the form follows: a weighing or a check made in the dialog's own
  // tabs moves it, as does a change pulled from another phone.
  const stored = useQuery({
    ...trpc.cattle.list.queryOptions(),
    enabled: isOpen && animal !== null,
    select: useCallback((herd: CattleRecord[]) => herd.find((each) => each.id === animal?.id), [animal?.id]),
  });

  const adding = normaliseType(prefill?.type) === 'Calf' ? 'Add New Calf' : 'Add New Cattle';

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={animal ? 'Edit Cattle' : adding}
      icon={<CowIcon size={18} />}
      className="fh-cattle-dialog"
      // A stray tap beside a half-filled form should not throw it away; Cancel and Esc still close.
      canOutsideClickClose={false}
    >
      {names ? (
        <CattleForm animal={animal && (stored.data ?? animal)} prefill={prefill} pastures={names} onClose={onClose} />
      ) : (
        <div className="fh-dialog-loading">
          <Spinner size={32} aria-label="Loading pastures" />
        </div>
      )}
    </Dialog>
  );
}
