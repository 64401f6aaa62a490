import { useState } from 'react';
import type { WeighingFields } from '../../../core/schemas/health';
import { errorMessage } from '../../api/errors';
import { newRecordId } from '../../api/record-id';
import { displayPounds } from '../../ui/display-format';
import { recordToasts } from '../../ui/record-toasts';
import { useRecordSave } from '../../ui/useRecordSave';

/** One weight read at the chute this visit, and how its save went. */
export type Reading = {
  /** The weighing's client-made id: sent again on a retry, so one reading makes one weighing. */
  id: string;
  fields: WeighingFields;
  /** The animal as the herd book names it ("201 Bessie"). */
  animal: string;
} & ({ state: 'saving' } | { state: 'saved'; version: number } | { state: 'failed'; error: string });

export interface ChuteReadings {
  /** Newest first. */
  readings: readonly Reading[];
  /** Keeps the reading and saves it under an id of its own. */
  weigh: (fields: WeighingFields) => void;
  /** Saves a reading refused before again, under its id. */
  retry: (reading: Reading) => void;
  /** Lets a reading go: one not saved, or one whose weighing was undone. */
  forget: (reading: Reading) => void;
}

/**
 * The readings of this visit to the chute, newest first. A reading is kept from the moment Enter
 * is pressed: the hand moves on to the next animal while it saves, and one the save refused stays
 * here, with its weight, to try again, so no reading is lost.
 */
export function useChuteReadings(nameOf: (cattleId: string) => string): ChuteReadings {
  const [readings, setReadings] = useState<readonly Reading[]>([]);
  const door = useRecordSave('weights.create', recordToasts('Weighing', 'add', (saved) => `${nameOf(saved.cattleId)}: ${displayPounds(saved.weight)}`));

  const settle = (id: string, outcome: Reading) => setReadings((list) => list.map((reading) => (reading.id === id ? outcome : reading)));
  const send = async (reading: Reading) => {
    settle(reading.id, { ...reading, state: 'saving' });
    const result = await door.save({ id: reading.id, ...reading.fields });
    if ('saved' in result) settle(reading.id, { ...reading, state: 'saved', version: result.saved.version });
    else settle(reading.id, { ...reading, state: 'failed', error: errorMessage(result.error, 'Please try again.') });
  };

  return {
    readings,
    weigh: (fields: WeighingFields) => {
      const reading: Reading = { id: newRecordId(), fields, animal: nameOf(fields.cattleId), state: 'saving' };
      setReadings((list) => [reading, ...list]);
      void send(reading);
    },
    retry: (reading: Reading) => void send(reading),
    forget: (reading: Reading) => setReadings((list) => list.filter((each) => each.id !== reading.id)),
  };
}
