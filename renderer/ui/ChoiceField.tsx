import { SegmentedControl } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import type { SelectOption } from './SelectField';
import './ChoiceField.css';

export interface ChoiceFieldProps {
  id: string;
  label: string;
  /** A few short choices, all in sight at once (a select hides them behind a tap). */
  options: readonly SelectOption[];
  /** The chosen value; '' for none yet. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * A labelled choice of a few buttons side by side, framed as every form field is. It is a radio
 * group: Tab reaches the chosen button (the first while none is), the arrow keys move and choose.
 */
export function ChoiceField({ id, label, options, value, onChange, error, hint }: ChoiceFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} group>
      {({ intent: _intent, ...aria }) => (
        <SegmentedControl
          className={error ? 'fh-choice fh-choice-invalid' : 'fh-choice'}
          aria-labelledby={`${id}-label`}
          {...aria}
          size="large"
          fill
          intent="primary"
          options={[...options]}
          value={value}
          onValueChange={onChange}
        />
      )}
    </FieldFrame>
  );
}
