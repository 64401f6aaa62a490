import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { HTMLInputTypeAttribute, ReactElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './TextField.css';

export interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's validation message, from the schema or the server. */
  error?: string | undefined;
  /** Shown under the field while there is no error, e.g. a password's minimum length. */
  hint?: string;
  optional?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'email' | 'text' | 'numeric' | 'decimal' | 'tel' | 'search' | 'url';
  rightElement?: ReactElement;
  autoFocus?: boolean;
}

/** A labelled Blueprint input bound to react-hook-form, with its message underneath. */
export function TextField({ id, label, registration, error, hint, optional, ...input }: TextFieldProps) {
  const { ref, ...field } = registration;
  const messageId = `${id}-message`;
  return (
    <FormGroup
      className="fh-field"
      label={label}
      labelFor={id}
      labelInfo={optional ? '(optional)' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error || hint ? <span id={messageId}>{error ?? hint}</span> : undefined}
    >
      <InputGroup
        id={id}
        size="large"
        inputRef={ref}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...field}
        {...input}
      />
    </FormGroup>
  );
}
