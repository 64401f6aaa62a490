import { Button, DialogFooter } from '@blueprintjs/core';
import type { ReactElement } from 'react';

export interface FormDialogFooterProps {
  isPending: boolean;
  onCancel: () => void;
  /** The submit button's words ("Add Pasture"); it reads "Saving..." while the save is under way. */
  submitText: string;
  icon: ReactElement;
  className?: string;
}

/** A form dialog's buttons: Cancel, then the form's submit. Both wait while a save is under way. */
export function FormDialogFooter({ isPending, onCancel, submitText, icon, className }: FormDialogFooterProps) {
  return (
    <DialogFooter
      className={className ? `fh-dialog-footer ${className}` : 'fh-dialog-footer'}
      actions={
        <>
          <Button size="large" text="Cancel" onClick={onCancel} disabled={isPending} />
          <Button type="submit" intent="primary" size="large" icon={icon} disabled={isPending} text={isPending ? 'Saving...' : submitText} />
        </>
      }
    />
  );
}
