import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <FormGroup
      className="fh-field"
      label={label}
      labelFor={id}
      labelInfo={optional ? '(optional)' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={message ? <span id={messageId}>{message}</span> : undefined}
    >
      <HTMLSelect
        id={id}
        large
        fill
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={error ? 'fh-select-invalid' : undefined}
        options={options}
        {...registration}
      />
    </FormGroup>
  );
}
