import { Button, Callout } from '@blueprintjs/core';
import { Refresh, WarningSign } from '@blueprintjs/icons';
import { Classes } from '../../ui/controls';
import { displayPounds } from '../../ui/display-format';
import type { Reading } from './useChuteReadings';

interface NotSavedReadingsProps {
  readings: readonly Reading[];
  onRetry: (reading: Reading) => void;
  onDiscard: (reading: Reading) => void;
}

/** The readings whose save was refused, each kept with its weight and why, to try again or let go. */
export function NotSavedReadings({ readings, onRetry, onDiscard }: NotSavedReadingsProps) {
  return (
    <Callout intent="danger" icon={<WarningSign />} className="fh-chute-failed">
      {/* A heading of the page's outline: Blueprint's own title is an h5. */}
      <h2 className={Classes.HEADING}>Not saved</h2>
      <ul className="fh-chute-failed-list">
        {readings.map((reading) => (
          <li key={reading.id}>
            <p>
              <strong>
                {reading.animal}: {displayPounds(reading.fields.weight)}
              </strong>
              {reading.state === 'failed' ? <span className="fh-chute-failed-why">{reading.error}</span> : null}
            </p>
            <div className="fh-chute-failed-actions">
              <Button size="large" icon={<Refresh />} text="Try Again" aria-label={`Try again to save ${reading.animal}`} onClick={() => onRetry(reading)} />
              <Button size="large" variant="minimal" text="Discard" aria-label={`Discard the reading of ${reading.animal}`} onClick={() => onDiscard(reading)} />
            </div>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
