import { Tab, Tabs } from '@blueprintjs/core';
import { Add, FloppyDisk } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { isBreedingFemale } from '../../../../../core/domain';
import { newRecordId } from '../../../../api/record-id';
import { FormDialogFooter } from '../../../../ui/FormDialogFooter';
import type { CattleInput, CattleRecord } from '../../../../../core/schemas/cattle';
import { cattleForm, type CattleFormValues } from '../../../../../core/schemas/cattle-form';
import { BasicInfoPanel } from './BasicInfoPanel';
import { BreedingPanel } from './BreedingPanel';
import { CalvingPanel } from './CalvingPanel';
import { firstTabOf, firstTabWithError, type CattleFormTab } from './form-tabs';
import { initialValues } from './initial-values';
import { RecordsPanel } from './RecordsPanel';
import { useSaveCattle } from './useSaveCattle';
import './CattleForm.css';
import { KEYBOARD_TAB } from '../../../../ui/keyboard-tab';

export interface CattleFormProps {
  animal: CattleRecord | null;
  prefill: Partial<CattleInput> | undefined;
  pastures: readonly string[];
  onClose: () => void;
}

// Raw: the resolver only reports messages; toCattleInput makes the API's values at save time.
const resolver = zodResolver(cattleForm, undefined, { raw: true });

/** The Add/Edit Cattle form: tabs Basic Info, Breeding, Records (and Calving for cows and heifers). */
export function CattleForm({ animal, prefill, pastures, onClose }: CattleFormProps) {
  const [initial] = useState(() => initialValues(animal, prefill, pastures));
  const form = useForm<CattleFormValues>({ resolver, defaultValues: initial });
  const [tab, setTab] = useState<CattleFormTab>('basic');
  // Made once per opening: a save repeated after a lost answer reuses it and makes one animal.
  const [recordId] = useState(newRecordId);
  const { save, isPending } = useSaveCattle(animal, recordId);
  const type = useWatch({ control: form.control, name: 'type' });
  const showCalving = isBreedingFemale(type);
  // A type changed away from cow or heifer takes its tab away; fall back to the first one.
  const selected = tab === 'calving' && !showCalving ? 'basic' : tab;

  const submit = form.handleSubmit(
    async (values) => {
      const problems = await save(values);
      if (problems === null) return onClose();
      for (const { field, message } of problems) form.setError(field, { type: 'server', message });
      const problemTab = firstTabOf(problems.map((problem) => problem.field));
      if (problemTab) setTab(problemTab);
    },
    (errors) => setTab(firstTabWithError(errors) ?? selected),
  );

  return (
    <FormProvider {...form}>
      <form className="fh-cattle-form" onSubmit={submit} noValidate aria-label={animal ? 'Edit cattle' : 'Add cattle'}>
        <Tabs id="cattle-form-tabs" className="fh-dialog-tabs" size="large" selectedTabId={selected} onChange={(id) => setTab(id as CattleFormTab)}>
          <Tab {...KEYBOARD_TAB} id="basic" title="Basic Info" panel={<BasicInfoPanel initial={initial} pastures={pastures} />} />
          <Tab {...KEYBOARD_TAB} id="breeding" title="Breeding" panel={<BreedingPanel animal={animal} />} />
          <Tab {...KEYBOARD_TAB} id="records" title="Records" panel={<RecordsPanel initial={initial} />} />
          {showCalving ? <Tab {...KEYBOARD_TAB} id="calving" title="Calving" panel={<CalvingPanel />} /> : null}
        </Tabs>
        <FormDialogFooter
          isPending={isPending}
          onCancel={onClose}
          submitText={animal ? 'Update Cattle' : 'Add Cattle'}
          icon={animal ? <FloppyDisk /> : <Add />}
        />
      </form>
    </FormProvider>
  );
}
