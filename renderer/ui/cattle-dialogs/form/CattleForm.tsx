import { Add, FloppyDisk } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { displayName, isBreedingFemale } from '../../../../core/domain';
import { FormDialogFooter } from '../../FormDialogFooter';
import { useMayCall } from '../../../api/useMayCall';
import { LastChanged } from '../../LastChanged';
import type { CattleInput, CattleRecord } from '../../../../core/schemas/cattle';
import { cattleForm, formFieldOf, formValuesFrom, toCattleInput } from '../../../../core/schemas/cattle-form';
import { useRecordForm } from '../../useRecordForm';
import { BasicInfoPanel } from './BasicInfoPanel';
import { BreedingPanel } from './BreedingPanel';
import { CalvingPanel } from './CalvingPanel';
import { firstTabOf, firstTabWithError, type CattleFormTab } from './form-tabs';
import { HealthPanel } from './HealthPanel';
import { HistoryPanel } from './HistoryPanel';
import { initialValues } from './initial-values';
import { RecordsPanel } from './RecordsPanel';
import { WeightsPanel } from '../weights/WeightsPanel';
import { cattleFieldIssues, createFailureMessage, updateFailureMessage } from './save-errors';
import { SellAnywayAlert } from './SellAnywayAlert';
import { useSellAnyway } from './useSellAnyway';
import './CattleForm.css';
import { Tab, Tabs } from '../../Tabs';

export interface CattleFormProps {
  /** The animal edited, as stored now (the form follows it while open); null adds one. */
  animal: CattleRecord | null;
  prefill: Partial<CattleInput> | undefined;
  pastures: readonly string[];
  onClose: () => void;
}

/**
 * The Add/Edit Cattle form: tabs Basic Info, Breeding, Records (and Calving for cows and heifers, an
 * edited animal's Health and Weights, and its History for the roles that may read it), then who
 * changed the animal last. Saving an animal as sold inside its meat withdrawal asks "Sell anyway?" first.
 */
export function CattleForm({ animal, prefill, pastures, onClose }: CattleFormProps) {
  const [initial] = useState(() => initialValues(animal, prefill, pastures));
  const [opened] = useState(animal);
  const stored = useMemo(() => (animal ? { record: animal, values: formValuesFrom(animal) } : undefined), [animal]);
  const [tab, setTab] = useState<CattleFormTab>('basic');
  const failure = animal ? updateFailureMessage : createFailureMessage;
  const sellAnyway = useSellAnyway(animal);
  const { form, submit, isPending, opened: base } = useRecordForm({
    schema: cattleForm,
    defaultValues: initial,
    // Unchanged identifier text keeps the stored tag and name.
    toInput: (values) => toCattleInput(values, animal),
    fields: formFieldOf,
    // An edit is a PATCH of the changed fields: what the form does not show (a sale price without a sale) is left alone.
    write: opened ? { path: 'cattle.update', record: opened, patch: true } : { path: 'cattle.create' },
    stored,
    toasts: {
      saved: (saved) => ({ tone: 'success', title: animal ? 'Cattle record updated successfully' : 'Cattle record created successfully', description: displayName(saved) }),
      // A sale refused inside the meat withdrawal is asked about instead ("Sell anyway?").
      failed: (error) => (sellAnyway.answers(error) ? null : { tone: 'danger', title: 'Error', description: failure(error) }),
    },
    onSaved: onClose,
    ask: sellAnyway.ask,
    sendWith: sellAnyway.sendWith,
    onFailed: sellAnyway.onFailed,
    issuesOf: (error) => cattleFieldIssues(error, failure(error)),
    onIssues: (fields) => {
      const problemTab = firstTabOf(fields);
      if (problemTab) setTab(problemTab);
    },
    onInvalid: (errors) => setTab(firstTabWithError(errors) ?? selected),
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const showCalving = isBreedingFemale(type);
  const showHistory = useMayCall()('history.list') && animal !== null;
  // A type changed away from cow or heifer takes its tab away; fall back to the first one.
  const selected = tab === 'calving' && !showCalving ? 'basic' : tab;

  return (
    <FormProvider {...form}>
      <form className="fh-cattle-form" onSubmit={submit} noValidate aria-label={animal ? 'Edit cattle' : 'Add cattle'}>
        <Tabs id="cattle-form-tabs" className="fh-dialog-tabs" size="large" selectedTabId={selected} onChange={(id) => setTab(id as CattleFormTab)}>
          <Tab id="basic" title="Basic Info" panel={<BasicInfoPanel initial={base} pastures={pastures} />} />
          <Tab id="breeding" title="Breeding" panel={<BreedingPanel animal={animal} />} />
          <Tab id="records" title="Records" panel={<RecordsPanel initial={base} />} />
          {showCalving ? <Tab id="calving" title="Calving" panel={<CalvingPanel />} /> : null}
          {animal ? <Tab id="health" title="Health" panel={selected === 'health' ? <HealthPanel animal={animal} /> : <></>} /> : null}
          {animal ? <Tab id="weights" title="Weights" panel={selected === 'weights' ? <WeightsPanel animal={animal} /> : <></>} /> : null}
          {showHistory ? (
            // Drawn only while chosen: opening the dialog to edit the animal does not read its history.
            <Tab id="history" title="History" panel={selected === 'history' ? <HistoryPanel animal={animal} /> : <></>} />
          ) : null}
        </Tabs>
        <LastChanged record={animal} />
        <FormDialogFooter
          isPending={isPending}
          onCancel={onClose}
          submitText={animal ? 'Update Cattle' : 'Add Cattle'}
          icon={animal ? <FloppyDisk /> : <Add />}
        />
      </form>
      {animal ? <SellAnywayAlert animal={animal} question={sellAnyway.question} onSell={() => sellAnyway.sell(submit)} onCancel={sellAnyway.cancel} /> : null}
    </FormProvider>
  );
}
