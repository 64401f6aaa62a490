import { Callout } from '@blueprintjs/core';
import { InfoSign } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { PregnancyCheckRecord } from '../../../../core/schemas/health';
import { ruledChecks } from '../../../ui/pregnancy-check-words';
import { checkOutcome } from './check-outcome';
import { toCheckInput, type CheckFormValues } from './check-form';

interface CheckOutcomeNoteProps {
  control: Control<CheckFormValues>;
  /** The cow picked; null while none is. */
  cow: CattleRecord | null;
  checks: readonly PregnancyCheckRecord[];
  today: string;
}

/** What saving will do to her, as the form stands: her status, her calving date, a recheck's due date. */
export function CheckOutcomeNote({ control, cow, checks, today }: CheckOutcomeNoteProps) {
  const values = useWatch({ control }) as CheckFormValues;
  const herChecks = useMemo(() => (cow ? ruledChecks(checks.filter((check) => check.cattleId === cow.id)) : []), [checks, cow]);
  const input = toCheckInput(values);
  const lines = cow && values.result !== '' ? checkOutcome({ date: input.date, result: input.result, daysPregnant: input.daysPregnant ?? null }, cow, herChecks, today) : [];
  // The region stays in place while empty, so a screen reader hears each change of what saving does.
  return (
    <div className="fh-check-outcome" aria-live="polite">
      {lines.length > 0 ? (
        // No Callout title: Blueprint makes it an h5, a skipped level under the dialog's h2.
        <Callout intent="primary" icon={<InfoSign />} compact>
          <p className="fh-check-outcome-lead">When saved</p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
    </div>
  );
}
