import { HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  error?: string | undefined;
  /** Shown under the select while there is no error. */
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled native select bound to react-hook-form: phones open their own picker for it. */
export function SelectField({ id, label, registration, options, error, hint, optional }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      {({ intent: _intent, ...aria }) => (
        <HTMLSelect
          id={id}
          large
          fill
          {...aria}
          className={error ? 'fh-select-invalid' : undefined}
          options={options}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}
