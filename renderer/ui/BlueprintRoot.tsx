import { FocusStyleManager, OverlaysProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';

// Focus rings for keyboard users only; a tap on a phone should not leave an outline behind.
FocusStyleManager.onlyShowFocusOnTabs();

/**
 * Blueprint's overlay stack, which its dialogs share. Only that: BlueprintProvider would add the
 * hotkeys dialog and its overlay code to the first screen, and Farm Hand defines no hotkeys.
 */
export function BlueprintRoot({ children }: { children: ReactNode }) {
  return <OverlaysProvider>{children}</OverlaysProvider>;
}
