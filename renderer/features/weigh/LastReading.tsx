import { Button } from '@blueprintjs/core';
import { Undo } from '@blueprintjs/icons';
import { displayPounds } from '../../ui/display-format';
import type { Reading } from './useChuteReadings';

interface LastReadingProps {
  reading: Reading;
  /** The gain since the animal's weighing before, in words. */
  gain: string;
  /** Absent while it saves, and where the member's role cannot delete a weighing. */
  onUndo: (() => void) | undefined;
}

/**
 * The weight just read, over the next animal's form where the eye already is: the animal, the
 * weight, whether it is saved, the gain since its last weighing, and Undo.
 */
export function LastReading({ reading, gain, onUndo }: LastReadingProps) {
  return (
    <div className="fh-chute-last" role="region" aria-labelledby="chute-last-title">
      <div>
        <h2 id="chute-last-title" className="fh-chute-last-title">
          Last weighed
        </h2>
        <p className="fh-chute-last-reading">
          <span className="fh-chute-last-animal">{reading.animal}</span> <span className="fh-chute-last-weight">{displayPounds(reading.fields.weight)}</span>{' '}
          <span className="fh-chute-last-state">{reading.state === 'saving' ? 'Saving…' : 'Saved'}</span>
        </p>
        <p className="fh-chute-last-gain">{gain}</p>
      </div>
      {onUndo ? <Button size="large" icon={<Undo />} text="Undo" aria-label={`Undo the weighing of ${reading.animal}`} onClick={onUndo} /> : null}
    </div>
  );
}
