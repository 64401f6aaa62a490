import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Share } from '@blueprintjs/icons';
import { Dialog } from '../Dialog';

/** Where Safari keeps its Share button, which holds "Add to Home Screen". */
export function SafariShareHelp({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Finding Safari's Share button" icon={<Share />} className="fh-safari-help">
      <DialogBody>
        <p>
          The Share button is a square with an arrow pointing up. On an iPhone it sits in the toolbar at the bottom of Safari; on an iPad,
          at the top right beside the address.
        </p>
        <p>If the toolbar is hidden, scroll up a little or tap the bottom edge of the screen and it comes back.</p>
        <p>
          Tap it, then <strong>Add to Home Screen</strong>. If that is not in the list, scroll down, tap <strong>Edit Actions</strong> and add
          it.
        </p>
      </DialogBody>
      <DialogFooter actions={<Button size="large" intent="primary" text="Got it" onClick={onClose} />} />
    </Dialog>
  );
}
