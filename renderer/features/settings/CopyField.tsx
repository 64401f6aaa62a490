import { Button } from '@blueprintjs/core';
import { Duplicate, Tick } from '@blueprintjs/icons';
import { useId } from 'react';
import { copyText } from '../../ui/clipboard';
import { FormGroup, InputGroup } from '../../ui/controls';
import { toast } from '../../ui/toast';
import { useCopiedFlag } from '../../ui/useCopiedFlag';

const COPIED_MS = 2000;

interface CopyFieldProps {
  label: string;
  value: string;
  /** The copy button's words ("Copy Link"); it reads "Copied!" for a moment after. */
  copyText: string;
  /** The toast's line once copied. */
  copiedLine: string;
  /** Takes the focus when shown, where it replaced the control that had it. */
  autoFocus?: boolean;
}

/**
 * A value to pass on, shown whole to select by hand, with a button that copies it. Where the
 * browser will not copy (plain HTTP on a farm network), the toast says to copy it by hand.
 */
export function CopyField({ label, value, copyText: buttonText, copiedLine, autoFocus }: CopyFieldProps) {
  const id = useId();
  const [copied, markCopied] = useCopiedFlag(COPIED_MS);
  const copy = async () => {
    if (await copyText(value)) {
      markCopied();
      toast({ tone: 'success', title: 'Copied!', description: copiedLine });
    } else {
      toast({ tone: 'danger', title: 'Copy failed - Please copy it manually' });
    }
  };
  return (
    <FormGroup className="fh-field fh-copy-field" label={label} labelFor={id}>
      <div className="fh-copy-field-row">
        <InputGroup id={id} size="large" readOnly value={value} autoFocus={autoFocus} onFocus={(event) => event.currentTarget.select()} />
        <Button size="large" icon={copied ? <Tick /> : <Duplicate />} text={copied ? 'Copied!' : buttonText} onClick={() => void copy()} />
      </div>
    </FormGroup>
  );
}
