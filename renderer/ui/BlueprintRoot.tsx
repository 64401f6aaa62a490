import { BlueprintProvider, FocusStyleManager } from '@blueprintjs/core';
import type { ReactNode } from 'react';

// Focus rings for keyboard users only; a tap on a phone should not leave an outline behind.
FocusStyleManager.onlyShowFocusOnTabs();

/** Blueprint's context (overlays, hotkeys) for a screen tree loaded on demand. */
export function BlueprintRoot({ children }: { children: ReactNode }) {
  return <BlueprintProvider>{children}</BlueprintProvider>;
}
