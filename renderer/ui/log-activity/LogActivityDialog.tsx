import { Button, Spinner } from '@blueprintjs/core';
import { Refresh, TimelineEvents, WarningSign } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalfPrefill } from '../../../core/domain';
import type { ActivityRecord } from '../../../core/schemas/activities';
import { waitsForServer, whyNotLoaded } from '../../api/read-state';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { EmptyState } from '../EmptyState';
import { CattleFormDialog } from '../cattle-dialogs';
import { calfOfferFor } from './calf-offer';
import { CalfOfferDialog, type CalfOffer } from './CalfOfferDialog';
import type { LogActivityInitial } from './form-values';
import { LogActivityForm } from './LogActivityForm';
import { Dialog } from '../Dialog';
import './LogActivity.css';

export interface LogActivityDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** What the form starts with: a type, an animal (its tag, or its name without one), a pasture. */
  initial?: LogActivityInitial;
}

/**
 * "Log Activity". It closes on success and opens fresh the next time (a new record id); after a
 * calving it offers to add the calf, already filled in from its dam.
 */
export function LogActivityDialog({ isOpen, onClose, initial }: LogActivityDialogProps) {
  const trpc = useTRPC();
  const cattle = useQuery({ ...trpc.cattle.list.queryOptions(), enabled: isOpen });
  const pastures = useQuery({ ...trpc.pastures.list.queryOptions(), enabled: isOpen });
  const straws = useQuery({ ...trpc.semenStraws.list.queryOptions(), enabled: isOpen });
  const [offer, setOffer] = useState<CalfOffer | null>(null);
  const [calf, setCalf] = useState<CalfPrefill | null>(null);
  const may = useMayCall();
  // A pasture list that failed, or waits offline for the server, leaves the rancher typing the
  // pasture, rather than no way to log.
  const pastureNames = pastures.isError || waitsForServer(pastures) ? [] : pastures.data?.map((pasture) => pasture.name);
  const herdMissing = whyNotLoaded(cattle, 'Something went wrong loading the herd.');

  const logged = (activity: ActivityRecord) => {
    onClose();
    // The calf is offered only to a member whose role may add it.
    if (activity.type === 'calving' && may('cattle.create')) setOffer(calfOfferFor(activity, cattle.data ?? []));
  };

  return (
    <>
      <Dialog
        isOpen={isOpen}
        onClose={onClose}
        title="Log Activity"
        icon={<TimelineEvents />}
        className="fh-log-dialog"
        // A stray tap beside a half-filled form should not throw it away; Cancel and Esc still close.
        canOutsideClickClose={false}
      >
        {cattle.data && pastureNames ? (
          <LogActivityForm
            animals={cattle.data}
            pastures={pastureNames}
            strawLots={straws.data ?? []}
            initial={initial}
            onLogged={logged}
            onCancel={onClose}
          />
        ) : herdMissing ? (
          <EmptyState
            level={3}
            className="fh-log-failed"
            icon={<WarningSign size={40} />}
            title="Could not load your cattle"
            description={herdMissing}
            action={<Button variant="outlined" icon={<Refresh />} text="Try again" onClick={() => void cattle.refetch()} />}
          />
        ) : (
          <div className="fh-log-loading">
            <Spinner size={32} aria-label="Loading the herd" />
          </div>
        )}
      </Dialog>
      <CalfOfferDialog
        offer={offer}
        onClose={() => setOffer(null)}
        onAddCalf={(prefill) => {
          setOffer(null);
          setCalf(prefill);
        }}
      />
      <CattleFormDialog isOpen={calf !== null} animal={null} prefill={calf ?? undefined} onClose={() => setCalf(null)} />
    </>
  );
}
