import { DialogBody } from '@blueprintjs/core';
import { Add, FloppyDisk } from '@blueprintjs/icons';
import type { FormEvent, ReactElement, ReactNode } from 'react';
import { FormDialogFooter } from './FormDialogFooter';
import type { AuthoredRecord } from './last-changed';
import { LastChanged } from './LastChanged';
import './RecordFormDialog.css';
import { Dialog } from './Dialog';

export interface RecordFormDialogProps {
  isOpen: boolean;
  title: string;
  icon: ReactElement;
  onClose: () => void;
  /** The form's submit handler (react-hook-form's handleSubmit). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  /** The saved record the form edits (a save icon, and who changed it last), or null to add one (a plus). */
  record: AuthoredRecord | null;
  /** The submit button's words ("Add Pasture", "Update Pasture"). */
  submitText: string;
  /** The form's accessible name. */
  formLabel: string;
  children: ReactNode;
}

/**
 * An add/edit dialog for one record: the fields, who changed the record last, then Cancel and the
 * submit button, which reads "Saving..." while the save is under way. A stray tap beside a
 * half-filled form does not throw it away; Cancel and Esc still close.
 */
export function RecordFormDialog({ isOpen, title, icon, onClose, onSubmit, isPending, record, submitText, formLabel, children }: RecordFormDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={isPending ? undefined : onClose} title={title} icon={icon} className="fh-form-dialog" canOutsideClickClose={false}>
      <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
        <DialogBody>{children}</DialogBody>
        <LastChanged record={record} />
        <FormDialogFooter isPending={isPending} onCancel={onClose} submitText={submitText} icon={record ? <FloppyDisk /> : <Add />} />
      </form>
    </Dialog>
  );
}
