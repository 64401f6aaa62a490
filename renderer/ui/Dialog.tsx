import { Dialog as BlueprintDialog, type DialogProps } from '@blueprintjs/core';
import { useMediaQuery } from './useMediaQuery';

/**
 * Blueprint's Dialog, which opens and closes at once for people who ask their device for less
 * motion. The theme already stops its slide and fade for them, but Blueprint still keeps a closing
 * dialog for its 300 ms transition before handing the focus back to the control that opened it:
 * a keyboard user's next key would go nowhere.
 */
export function Dialog(props: DialogProps) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  return <BlueprintDialog transitionDuration={still ? 0 : undefined} {...props} />;
}

// A dialog's body and footer come with it, so features import no Blueprint dialog parts.
export { DialogBody, DialogFooter } from '@blueprintjs/core';
