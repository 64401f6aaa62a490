import { Callout } from '@blueprintjs/core';
import { InfoSign } from '@blueprintjs/icons';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CattleFormValues } from '../../../../core/schemas/cattle-form';
import { TextField } from '../../TextField';
import { TextAreaField } from '../../TextAreaField';
import { DispositionFields } from './DispositionFields';

/** Records: parents as free text from any herd, registration, notes, disposition. */
export function RecordsPanel({ initial }: { initial: CattleFormValues }) {
  const { register, control, formState } = useFormContext<CattleFormValues>();
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });

  return (
    <div className="fh-cattle-grid">
      {type === 'Calf' ? (
        <Callout icon={<InfoSign />} className="fh-span-2 fh-calf-hint" title="Linking a calf to its parents">
          Enter the mother&apos;s tag number (or name, if she has no tag) as the Dam, and the sire&apos;s tag or name as
          the Sire. The calf then shows in its mother&apos;s calf history.
        </Callout>
      ) : null}
      <TextField id="cattle-dam" label="Mother (Dam)" optional placeholder="Tag or name" autoComplete="off" registration={register('cowTag')} error={errors.cowTag?.message} />
      <TextField id="cattle-sire" label="Father (Sire)" optional placeholder="Tag or name" autoComplete="off" registration={register('sireTag')} error={errors.sireTag?.message} />
      <div className="fh-span-2">
        <TextField
          id="cattle-registration"
          label="Registration/Tattoo Number"
          optional
          autoComplete="off"
          registration={register('registrationNumber')}
          error={errors.registrationNumber?.message}
        />
      </div>
      <div className="fh-span-2">
        <TextAreaField id="cattle-notes" label="Notes" optional placeholder="Temperament, health, anything worth remembering" registration={register('notes')} error={errors.notes?.message} />
      </div>
      <DispositionFields initial={initial.disposition} />
    </div>
  );
}
