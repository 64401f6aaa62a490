import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** What the control inside a field needs to be tied to its label and message. */
export interface FieldControlProps {
  intent: 'danger' | 'none';
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  id: string;
  label: string;
  /** The field's validation message, from the schema or the server. */
  error?: string | undefined;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  optional?: boolean;
  /**
   * The control is a group (radios, a segmented choice), which a label's `for` cannot name: the
   * label gets the id `{id}-label` for the group's aria-labelledby instead.
   */
  group?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, "(optional)" marker and message every form field shares; the message carries the id
 * `{id}-message` that the control points at, so screen readers read it with the field.
 */
export function FieldFrame({ id, label, error, hint, optional, group = false, children }: FieldFrameProps) {
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <FormGroup
      className="fh-field"
      label={group ? <span id={`${id}-label`}>{label}</span> : label}
      labelFor={group ? undefined : id}
      labelInfo={optional ? '(optional)' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={message ? <span id={messageId}>{message}</span> : undefined}
    >
      {children({
        intent: error ? 'danger' : 'none',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
    </FormGroup>
  );
}
