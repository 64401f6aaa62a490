import { Layers } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SemenCaneRecord, SemenTankRecord } from '../../../../core/schemas/semen';
import { newRecordId } from '../../../api/record-id';
import { RecordFormDialog } from '../../../ui/RecordFormDialog';
import { showFieldIssues } from '../../../ui/record-save';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { CANE_FORM_FIELDS, caneForm, caneFormValues, type CaneFormValues } from './cane-form';
import { useSaveCane } from './useSaveCane';

interface CaneFormDialogProps {
  isOpen: boolean;
  /** The cane to edit; null adds a new one. */
  cane: SemenCaneRecord | null;
  /** The tank a new cane goes in. */
  tankId: string | null;
  tanks: readonly SemenTankRecord[];
  onClose: () => void;
}

const resolver = zodResolver(caneForm, undefined, { raw: true });

/** "Add Cane" / "Edit Cane". Mounted anew for each opening, with a record id of its own. */
export function CaneFormDialog({ isOpen, cane, tankId, tanks, onClose }: CaneFormDialogProps) {
  const form = useForm<CaneFormValues>({ resolver, defaultValues: caneFormValues(cane, tankId) });
  const [recordId] = useState(newRecordId);
  const { save, isPending } = useSaveCane(cane, recordId);
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async (values) => {
    const issues = await save(values);
    if (issues === null) onClose();
    else showFieldIssues(form.setError, issues, CANE_FORM_FIELDS);
  });

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={cane ? 'Edit Cane' : 'Add Cane'}
      icon={<Layers />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      editing={cane !== null}
      submitText={cane ? 'Update Cane' : 'Add Cane'}
      formLabel={cane ? 'Edit cane' : 'Add cane'}
    >
      <SelectField
        id="semen-cane-tank"
        label="Tank"
        options={[{ value: '', label: 'Choose a tank' }, ...tanks.map((tank) => ({ value: tank.id, label: tank.name }))]}
        registration={register('tankId')}
        error={errors.tankId?.message}
      />
      <div className="fh-form-row">
        <TextField id="semen-cane-number" label="Cane Number" placeholder="1" autoComplete="off" registration={register('caneNumber')} error={errors.caneNumber?.message} />
        <TextField id="semen-cane-capacity" label="Capacity (straws)" inputMode="numeric" registration={register('capacity')} error={errors.capacity?.message} />
      </div>
      <TextField id="semen-cane-label" label="Label" optional placeholder="Angus calving ease" autoComplete="off" registration={register('label')} error={errors.label?.message} />
      <TextAreaField id="semen-cane-notes" label="Notes" optional registration={register('notes')} error={errors.notes?.message} />
    </RecordFormDialog>
  );
}
