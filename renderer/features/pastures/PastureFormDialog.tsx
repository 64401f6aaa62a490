import { Tree } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { newRecordId } from '../../api/record-id';
import { RecordFormDialog } from '../../ui/RecordFormDialog';
import { showFieldIssues } from '../../ui/record-save';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { PASTURE_FORM_FIELDS, pastureForm, pastureFormValues, type PastureFormValues } from './pasture-form';
import { useSavePasture } from './useSavePasture';

export interface PastureFormDialogProps {
  isOpen: boolean;
  /** The pasture to edit; null adds a new one. */
  pasture: PastureRecord | null;
  onClose: () => void;
}

// Raw: the resolver only reports messages; toPastureInput makes the API's values at save time.
const resolver = zodResolver(pastureForm, undefined, { raw: true });

/**
 * "Add Pasture" / "Edit Pasture": name, description and capacity. The page mounts a new one for
 * each opening, so each starts from the pasture's values with a record id of its own.
 */
export function PastureFormDialog({ isOpen, pasture, onClose }: PastureFormDialogProps) {
  const form = useForm<PastureFormValues>({ resolver, defaultValues: pastureFormValues(pasture) });
  // Made once per opening: a save repeated after a lost answer reuses it and makes one pasture.
  const [recordId] = useState(newRecordId);
  const { save, isPending } = useSavePasture(pasture, recordId);
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async (values) => {
    const issues = await save(values);
    if (issues === null) onClose();
    else showFieldIssues(form.setError, issues, PASTURE_FORM_FIELDS);
  });

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={pasture ? 'Edit Pasture' : 'Add Pasture'}
      icon={<Tree />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      editing={pasture !== null}
      submitText={pasture ? 'Update Pasture' : 'Add Pasture'}
      formLabel={pasture ? 'Edit pasture' : 'Add pasture'}
    >
      <TextField id="pasture-name" label="Name" autoComplete="off" registration={register('name')} error={errors.name?.message} />
      <TextAreaField
        id="pasture-description"
        label="Description"
        optional
        placeholder="Acres, water, fencing, what it is used for"
        registration={register('description')}
        error={errors.description?.message}
      />
      <TextField
        id="pasture-capacity"
        label="Capacity (head)"
        optional
        inputMode="numeric"
        hint="How many head it carries; leave blank if not set."
        registration={register('capacity')}
        error={errors.capacity?.message}
      />
    </RecordFormDialog>
  );
}
