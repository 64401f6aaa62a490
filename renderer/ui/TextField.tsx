import { InputGroup } from '@blueprintjs/core';
import type { HTMLInputTypeAttribute, ReactElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
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
  /** Shown, selectable and read by screen readers, but not for editing (with a hint that says why). */
  readOnly?: boolean;
  /** Words the browser offers as the field is typed in (a datalist); any other text is still taken. */
  suggestions?: readonly string[];
}

/** A labelled Blueprint input bound to react-hook-form, with its message underneath. */
export function TextField({ id, label, registration, error, hint, optional, suggestions, ...input }: TextFieldProps) {
  const { ref, ...field } = registration;
  const listId = suggestions ? `${id}-suggestions` : undefined;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      {(control) => (
        <>
          <InputGroup id={id} size="large" inputRef={ref} list={listId} {...control} {...field} {...input} />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((word) => (
                <option key={word} value={word} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
