import { Button, Card } from '@blueprintjs/core';
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

/** The weight just read: the animal, the weight, the gain since its last weighing, and Undo. */
export function LastReading({ reading, gain, onUndo }: LastReadingProps) {
  return (
    <Card className="fh-panel fh-chute-last" role="region" aria-labelledby="chute-last-title">
      <h2 id="chute-last-title" className="fh-chute-section-title">
        Last weighed
      </h2>
      <p className="fh-chute-last-animal">{reading.animal}</p>
      <p className="fh-chute-last-weight">
        {displayPounds(reading.fields.weight)}
        <span className="fh-chute-last-state">{reading.state === 'saving' ? 'Saving…' : 'Saved'}</span>
      </p>
      <p className="fh-chute-last-gain">{gain}</p>
      {onUndo ? <Button size="large" icon={<Undo />} text="Undo" aria-label={`Undo the weighing of ${reading.animal}`} onClick={onUndo} /> : null}
    </Card>
  );
}
