import { Button, Callout } from '@blueprintjs/core';
import { Cross, Error as ErrorIcon, WarningSign } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { displayName } from '../../../core/domain';
import { MAX_TREATED_ANIMALS } from '../../../core/domain/constants';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { AnimalPicker } from '../AnimalPicker';
import { headCount, type TreatFormValues } from './treat-form';

interface TreatAnimalsProps {
  /** The animals that may be picked: the herd, without those sold or dead. */
  pickable: readonly CattleRecord[];
  /** Every animal by id, to name the chosen ones. */
  byId: ReadonlyMap<string, CattleRecord>;
}

/**
 * The animals to treat: how many, and (opened on request, or at once when none are chosen) the
 * picker to add one and the list to take one off. A pen of forty is forty Tab stops, so the list
 * stays folded until it is wanted.
 */
export function TreatAnimals({ pickable, byId }: TreatAnimalsProps) {
  const { control } = useFormContext<TreatFormValues>();
  const { field, fieldState } = useController({ control, name: 'cattleIds' });
  const chosen = field.value;
  const [open, setOpen] = useState(chosen.length === 0);
  const listId = useId();
  const messageId = `${listId}-message`;
  const over = chosen.length - MAX_TREATED_ANIMALS;
  // Read on every render: react-hook-form tells a field of its errors only once it has been read.
  const error = fieldState.error?.message;

  const add = (animal: CattleRecord | null) => {
    if (animal && !chosen.includes(animal.id)) field.onChange([...chosen, animal.id]);
  };
  const remove = (id: string) => field.onChange(chosen.filter((each) => each !== id));
  // Past the limit the list is not worth drawing animal by animal: it is cut short, and Remove all starts afresh.
  const shown = chosen.slice(0, MAX_TREATED_ANIMALS);

  return (
    <fieldset className="fh-treat-animals" aria-describedby={over > 0 || error ? messageId : undefined}>
      <legend className="fh-treat-animals-legend">Animals</legend>
      <div className="fh-treat-animals-head">
        <p className="fh-treat-count" aria-live="polite">
          <strong>{headCount(chosen.length)}</strong> chosen
        </p>
        <Button variant="outlined" text={open ? 'Hide animals' : 'Show or change animals'} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} />
      </div>
      {/* Too many is said before a save is tried, in words that say what to do; the form's own message is for none. */}
      {over > 0 ? (
        <Callout id={messageId} intent="warning" icon={<WarningSign />} className="fh-treat-message">
          One treatment takes at most {headCount(MAX_TREATED_ANIMALS)}: take {headCount(over)} off, or narrow the cattle list (a pasture, say) before choosing Treat.
        </Callout>
      ) : error ? (
        <Callout id={messageId} intent="danger" icon={<ErrorIcon />} className="fh-treat-message">
          {error}
        </Callout>
      ) : null}
      <div id={listId} hidden={!open}>
        {open ? (
          <>
            <AnimalPicker id="treat-add-animal" label="Add an animal" animals={pickable} value="" placeholder="Search by tag, name, type or pasture" onChange={(_key, animal) => add(animal)} />
            {chosen.length > 0 ? (
              <>
                <ul className="fh-treat-list" aria-label="Animals to treat">
                  {shown.map((id) => {
                    const animal = byId.get(id);
                    const name = animal ? displayName(animal) : id;
                    return (
                      <li key={id} className="fh-treat-row">
                        <span className="fh-treat-row-name">{name}</span>
                        <span className="fh-treat-row-meta">{animal ? [animal.type, animal.pasture].filter(Boolean).join(' · ') : ''}</span>
                        <Button variant="minimal" size="small" icon={<Cross />} aria-label={`Remove ${name}`} onClick={() => remove(id)} />
                      </li>
                    );
                  })}
                </ul>
                {over > 0 ? <p className="fh-treat-more">and {over.toLocaleString('en-US')} more</p> : null}
                <Button variant="outlined" text="Remove all" onClick={() => field.onChange([])} />
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
