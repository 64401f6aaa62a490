import { Button } from '@blueprintjs/core';
import { ArrowRight, Tick } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { animalKeyOf } from '../../../core/domain/activities';
import type { WeighingKind } from '../../../core/domain/growth';
import { weighingInput, type WeighingFields, type WeighingRecord } from '../../../core/schemas/health';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { AnimalPicker } from '../../ui/AnimalPicker';
import { displayDate, displayPounds } from '../../ui/display-format';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { toWeighingInput, WEIGHING_KIND_OPTIONS, weighingForm, weighingFormValues, type WeighingFormValues } from '../../ui/weighings/weighing-form';

export interface ChuteFormProps {
  /** The animal in the chute; null when the group is all weighed (a typed tag still brings one). */
  animal: CattleRecord | null;
  /** Every animal in the herd, for the tag box. */
  herd: readonly CattleRecord[];
  /** The animal's latest weighing, if it has one. */
  last: WeighingRecord | undefined;
  date: string;
  kind: WeighingKind;
  onKind: (kind: WeighingKind) => void;
  onPick: (animal: CattleRecord) => void;
  onWeigh: (fields: WeighingFields) => void;
  /** Absent with no animal to skip. */
  onSkip: (() => void) | undefined;
  /** The weight box, for the session to give it the focus back. */
  weightRef: RefObject<HTMLInputElement | null>;
}

/** What the hand knows of the animal before it is weighed: "Cow · North Pasture · Last 1,150 lbs on Mar 1, 2026". */
function aboutAnimal(animal: CattleRecord, last: WeighingRecord | undefined): string {
  const lastWeight = last ? `Last ${displayPounds(last.weight)} on ${displayDate(last.date)}` : 'Not weighed before';
  return [animal.type, animal.pasture, lastWeight].join(' · ');
}

/**
 * The chute's form for one animal: the tag box (the animal, or any other by its tag or name), the
 * weight box, focused, and the kind. Enter saves. The session mounts a new one for each animal, so
 * the weight box starts empty and takes the focus.
 */
export function ChuteForm({ animal, herd, last, date, kind, onKind, onPick, onWeigh, onSkip, weightRef }: ChuteFormProps) {
  const [resolver] = useState(() => zodResolver(weighingForm, undefined, { raw: true }));
  const { register, handleSubmit, formState } = useForm<WeighingFormValues>({ resolver, defaultValues: weighingFormValues(animal?.id ?? '', date, kind) });
  const { errors } = formState;
  const weight = register('weight');
  // One reading per animal: an Enter held down or pressed twice before the next animal's form
  // comes does not weigh this one again.
  const sent = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sent.current) return event.preventDefault();
    sent.current = true;
    void handleSubmit(
      (values) => onWeigh(weighingInput.parse(toWeighingInput(values))),
      // Refused by the check: the hand corrects the weight and sends it again.
      () => {
        sent.current = false;
      },
    )(event);
  };

  return (
    <form className="fh-chute-form" onSubmit={submit} noValidate aria-label="Weigh an animal">
      <AnimalPicker
        id="chute-animal"
        label="Animal"
        animals={herd}
        value={animal ? (animalKeyOf(animal) ?? '') : ''}
        onChange={(_key, picked) => picked && onPick(picked)}
        placeholder="Type a tag or name"
        // With no animal left in the group, the tag box is ready for one from outside it.
        autoFocus={animal === null}
        error={errors.cattleId?.message}
        hint={animal ? aboutAnimal(animal, last) : 'Type the tag of the animal in the chute.'}
      />
      {/* The weight and its kind side by side: the kind is set once for a group and stays. */}
      <div className="fh-chute-weight">
        <TextField
          id="chute-weight"
          label="Weight (lbs)"
          inputMode="decimal"
          autoComplete="off"
          autoFocus={animal !== null}
          registration={{
            ...weight,
            ref: (input: HTMLInputElement | null) => {
              weight.ref(input);
              weightRef.current = input;
            },
          }}
          error={errors.weight?.message}
        />
        <SelectField
          id="chute-kind"
          label="Kind"
          options={WEIGHING_KIND_OPTIONS}
          registration={register('kind', { onChange: (event: { target: { value: string } }) => onKind(event.target.value as WeighingKind) })}
          error={errors.kind?.message}
        />
      </div>
      <div className="fh-chute-actions">
        <Button type="submit" intent="primary" size="large" icon={<Tick />} text="Save & Next" className="fh-chute-save" />
        {onSkip ? <Button size="large" endIcon={<ArrowRight />} text="Skip" onClick={onSkip} /> : null}
      </div>
    </form>
  );
}
