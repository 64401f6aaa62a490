import { Button } from '@blueprintjs/core';
import { EyeOff, EyeOpen } from '@blueprintjs/icons';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** A password input with a show/hide toggle: typing a password on a phone in the sun is hard enough. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'rightElement'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          className="fh-password-toggle"
          icon={visible ? <EyeOff /> : <EyeOpen />}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
