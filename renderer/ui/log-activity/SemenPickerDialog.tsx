import { Button, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { Snowflake, WarningSign } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { whyNotLoaded } from '../../api/read-state';
import { useTRPC } from '../../api/trpc';
import { EmptyState } from '../EmptyState';
import { SemenPicker } from './SemenPicker';
import { Dialog } from '../Dialog';

const FAILED = 'Something went wrong loading the tanks.';

interface SemenPickerDialogProps {
  isOpen: boolean;
  /** The sire picked so far ("bull|tank"): the picker opens on its tank. */
  sire: string | null | undefined;
  onPick: (sire: string) => void;
  onClose: () => void;
}

/** "Choose from Tank": a tank, then one of the bulls whose straws it holds. */
export function SemenPickerDialog({ isOpen, sire, onPick, onClose }: SemenPickerDialogProps) {
  const trpc = useTRPC();
  const tanks = useQuery({ ...trpc.semenTanks.list.queryOptions(), enabled: isOpen });
  const straws = useQuery({ ...trpc.semenStraws.list.queryOptions(), enabled: isOpen });
  const failed = whyNotLoaded(tanks, FAILED) ?? whyNotLoaded(straws, FAILED);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Choose from Tank" icon={<Snowflake />} className="fh-semen-picker">
      <DialogBody className="fh-semen-picker-body">
        {tanks.data && straws.data ? (
          <SemenPicker tanks={tanks.data} straws={straws.data} sire={sire} onPick={onPick} />
        ) : failed ? (
          <EmptyState level={3} icon={<WarningSign size={40} />} title="Could not load the semen tanks" description={failed} />
        ) : (
          <div className="fh-log-loading">
            <Spinner size={32} aria-label="Loading semen tanks" />
          </div>
        )}
      </DialogBody>
      <DialogFooter className="fh-dialog-footer" actions={<Button size="large" text="Cancel" onClick={onClose} />} />
    </Dialog>
  );
}
