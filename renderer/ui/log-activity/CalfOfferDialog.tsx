import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import type { CalfPrefill } from '../../../core/domain';
import { CowIcon } from '../CowIcon';
import { displayDate } from '../display-format';
import { Dialog } from '../Dialog';

export interface CalfOffer {
  /** How the dam is named: "101 Bessie". */
  dam: string;
  calf: CalfPrefill;
}

interface CalfOfferDialogProps {
  offer: CalfOffer | null;
  onAddCalf: (calf: CalfPrefill) => void;
  onClose: () => void;
}

/** After a calving: add her calf to the herd book now, already filled in from her record? */
export function CalfOfferDialog({ offer, onAddCalf, onClose }: CalfOfferDialogProps) {
  return (
    <Dialog isOpen={offer !== null} onClose={onClose} title="Add the calf?" icon={<CowIcon size={18} />} className="fh-calf-offer">
      <DialogBody>
        {offer ? (
          <p className="fh-calf-offer-lead">
            <strong>{offer.dam}</strong> calved on {displayDate(offer.calf.birthDate)}. Add the calf to your herd now? Its dam,
            {offer.calf.sireTag ? ` sire (${offer.calf.sireTag}),` : ''} birth date and pasture ({offer.calf.pasture}) are filled in for you.
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter
        className="fh-dialog-footer"
        actions={
          <>
            <Button size="large" text="Not now" onClick={onClose} />
            <Button size="large" intent="primary" icon={<Add />} text="Add Calf" onClick={() => offer && onAddCalf(offer.calf)} />
          </>
        }
      />
    </Dialog>
  );
}
