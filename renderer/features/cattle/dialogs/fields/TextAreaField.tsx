import { FormGroup, TextArea } from '@blueprintjs/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextAreaFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  placeholder?: string;
  optional?: boolean;
}

/** A labelled multi-line input bound to react-hook-form. */
export function TextAreaField({ id, label, registration, error, placeholder, optional }: TextAreaFieldProps) {
  const { ref, ...field } = registration;
  const messageId = `${id}-message`;
  return (
    <FormGroup
      className="fh-field"
      label={label}
      labelFor={id}
      labelInfo={optional ? '(optional)' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={messageId}>{error}</span> : undefined}
    >
      <TextArea
        id={id}
        size="large"
        fill
        rows={4}
        inputRef={ref}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        placeholder={placeholder}
        {...field}
      />
    </FormGroup>
  );
}
