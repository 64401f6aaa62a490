import { Button } from '@blueprintjs/core';
import { Snowflake } from '@blueprintjs/icons';
import { countOf, parseSire } from '../../../core/domain';

interface TankSireProps {
  /** "bull|tank", or blank before a pick. */
  sire: string | null | undefined;
  strawsLeft: number | null;
  onChoose: () => void;
  error?: string | undefined;
}


/** The sire of an AI or ET breeding: the bull and tank picked in the semen picker, and the way to pick. */
export function TankSire({ sire, strawsLeft, onChoose, error }: TankSireProps) {
  const choice = parseSire(sire);
  return (
    <div className="fh-tank-sire" role="group" aria-labelledby="activity-sire-label">
      <span id="activity-sire-label" className="fh-tank-sire-label">
        Sire <span className="fh-tank-sire-optional">(from a semen tank)</span>
      </span>
      <div className="fh-tank-sire-row">
        <p className="fh-tank-sire-choice" id="activity-sire-choice" aria-live="polite">
          {choice ? (
            <>
              <strong className="fh-tank-sire-bull">{choice.bull}</strong>
              <span className="fh-tank-sire-from">{[choice.tank, strawsLeft !== null ? `${countOf(strawsLeft, 'straw')} left` : null].filter(Boolean).join(' · ')}</span>
            </>
          ) : (
            <span className="fh-tank-sire-none">No bull chosen yet</span>
          )}
        </p>
        <Button icon={<Snowflake />} text="Choose from tank" onClick={onChoose} aria-describedby="activity-sire-choice" />
      </div>
      {error ? <p className="fh-tank-sire-error">{error}</p> : null}
    </div>
  );
}
