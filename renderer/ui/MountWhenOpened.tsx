import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a dialog (usually a lazy one, so its code loads on demand) the first time it opens, and
 * keeps it mounted after, so it can animate closed and open again at once. A screen with dialogs
 * nobody opens then never loads or draws them.
 */
export function MountWhenOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
