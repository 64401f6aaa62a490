import { Dialog as BlueprintDialog, type DialogProps } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { useMediaQuery } from './useMediaQuery';

/** Counts the times `isOpen` turned true: each opening's number. */
function useOpening(isOpen: boolean): number {
  const [opening, setOpening] = useState(isOpen ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpening(opening + 1);
  }
  return opening;
}

/**
 * Blueprint's Dialog, with two fixes:
 * - It opens and closes at once for people who ask their device for less motion. The theme already
 *   stops its slide and fade for them, but Blueprint still keeps a closing dialog for its 300 ms
 *   transition before handing the focus back to the control that opened it: a keyboard user's next
 *   key would go nowhere.
 * - Each opening gets its contents afresh. Blueprint keeps a closing dialog's contents until its
 *   transition ends, so a quick hand reopening it meanwhile (Edit on the card just saved) got the
 *   last form back, with what it had opened and typed: its next save went from stale values.
 */
export function Dialog({ children, ...props }: DialogProps) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const opening = useOpening(props.isOpen === true);
  return (
    <BlueprintDialog transitionDuration={still ? 0 : undefined} {...props}>
      <Fragment key={opening}>{children}</Fragment>
    </BlueprintDialog>
  );
}

// A dialog's body and footer come with it, so features import no Blueprint dialog parts.
export { DialogBody, DialogFooter } from '@blueprintjs/core';
