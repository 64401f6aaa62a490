import { TextArea } from '@blueprintjs/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame id={id} label={label} error={error} optional={optional}>
      {(control) => (
        <TextArea id={id} size="large" fill rows={4} inputRef={ref} placeholder={placeholder} {...control} {...field} />
      )}
    </FieldFrame>
  );
}
