import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Trash, WarningSign } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import './ConfirmDeleteDialog.css';
import { Dialog } from './Dialog';

export interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  title: string;
  /** What is about to go, in a sentence ("Delete North Meadow?"). */
  children: ReactNode;
  /** What else happens: what goes with it, or what stays. */
  warning: ReactNode;
  confirmText: string;
  isPending: boolean;
  /** Undefined while the record cannot go (the warning says why): no delete button is offered. */
  onConfirm: (() => void) | undefined;
  onClose: () => void;
  /** Once it has closed and handed the focus back to its opener (or tried to: a delete may have taken the opener away). */
  onClosed?: () => void;
}

/** A last look before a record is deleted: says what goes and what stays, and asks. */
export function ConfirmDeleteDialog({ isOpen, title, children, warning, confirmText, isPending, onConfirm, onClose, onClosed }: ConfirmDeleteDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={isPending ? undefined : onClose} onClosed={onClosed} title={title} icon={<Trash />} className="fh-confirm-delete" role="alertdialog">
      <DialogBody>
        <div className="fh-confirm-delete-lead">{children}</div>
        <Callout intent="danger" icon={<WarningSign />}>
          {warning}
        </Callout>
      </DialogBody>
      <DialogFooter
        className="fh-dialog-footer"
        actions={
          <>
            <Button size="large" text="Cancel" onClick={onClose} disabled={isPending} />
            {onConfirm ? <Button size="large" intent="danger" icon={<Trash />} text={confirmText} loading={isPending} onClick={onConfirm} /> : null}
          </>
        }
      />
    </Dialog>
  );
}
