import { Syringe } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { isInHerd, todayISO } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { errorMessage } from '../../api/errors';
import { waitsForServer } from '../../api/read-state';
import { useTRPC } from '../../api/trpc';
import { RecordFormDialog } from '../RecordFormDialog';
import { TextAreaField } from '../TextAreaField';
import { TextField } from '../TextField';
import { useRecordForm } from '../useRecordForm';
import { ProductFields } from './ProductFields';
import { headCount, TREAT_FORM_FIELDS, toTreatmentInput, treatForm, treatFormValues } from './treat-form';
import { TreatAnimals } from './TreatAnimals';
import './Treat.css';

export interface TreatDialogProps {
  isOpen: boolean;
  /** The farm's animals, to pick from and to name the chosen ones. */
  herd: readonly CattleRecord[];
  /** The animals it opens on (a pen: the list as shown); only those still in the herd are taken. */
  preselected: readonly CattleRecord[];
  onClose: () => void;
}

const NO_MEDICINES: never[] = [];

/**
 * "Treat Cattle": one treatment given to a group of animals, saved as one call (all or none), with
 * the withdrawal it sets on each. Mount a new one for each opening: its own choice and record id.
 */
export function TreatDialog({ isOpen, herd, preselected, onClose }: TreatDialogProps) {
  const trpc = useTRPC();
  const cabinet = useQuery({ ...trpc.medicines.list.queryOptions(), enabled: isOpen });
  // A cabinet that failed, or waits offline for the server, leaves the product to be typed.
  const medicines = cabinet.isError || waitsForServer(cabinet) ? NO_MEDICINES : (cabinet.data ?? NO_MEDICINES);
  const pickable = useMemo(() => herd.filter((animal) => isInHerd(animal.status)), [herd]);
  const byId = useMemo(() => new Map(herd.map((animal) => [animal.id, animal])), [herd]);
  const [opened] = useState(() => treatFormValues(preselected.filter((animal) => isInHerd(animal.status)).map((animal) => animal.id), todayISO()));

  const { form, submit, isPending } = useRecordForm({
    schema: treatForm,
    defaultValues: opened,
    toInput: toTreatmentInput,
    fields: TREAT_FORM_FIELDS,
    write: { path: 'treatments.create' },
    toasts: {
      saved: (given) => ({ tone: 'success', title: 'Treatment saved', description: `${given.treatments[0]?.product ?? 'Treatment'} · ${headCount(given.treatments.length)}` }),
      failed: (error) => ({ tone: 'danger', title: 'Failed to save treatment', description: errorMessage(error, 'Please try again.') }),
    },
    onSaved: onClose,
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const head = useWatch({ control, name: 'cattleIds' }).length;

  return (
    <RecordFormDialog
      isOpen={isOpen}
      title="Treat Cattle"
      icon={<Syringe />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={null}
      submitText={`Treat ${headCount(head)}`}
      formLabel="Treat cattle"
    >
      <FormProvider {...form}>
        <TreatAnimals pickable={pickable} byId={byId} />
        <TextField id="treat-date" label="Date" type="date" registration={register('date')} error={errors.date?.message} />
        <ProductFields medicines={medicines} />
        <TextField id="treat-reason" label="Reason" optional autoComplete="off" placeholder="e.g. Pneumonia, spring vaccination" registration={register('reason')} error={errors.reason?.message} />
        <TextAreaField id="treat-notes" label="Notes" optional placeholder="Who gave it, lot number, how they took it" registration={register('notes')} error={errors.notes?.message} />
      </FormProvider>
    </RecordFormDialog>
  );
}
