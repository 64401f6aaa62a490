import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { ReorderableChecklist } from '../ReorderableChecklist';
import { navTab } from './nav-config';
import { useNavigationStore } from './store';
import { Dialog } from '../Dialog';
import './Navigation.css';

/** "Customize Navigation": a checkbox per tab, up/down arrows, Reset and Done. Changes save at once. */
export function CustomizeNavigationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { settings, toggle, move, reset } = useNavigationStore();
  const items = settings.map((setting) => {
    const tab = navTab(setting.id);
    return { id: tab.id, label: tab.label, icon: <ScreenIcon path={tab.path} />, checked: setting.enabled };
  });

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Customize Navigation" icon={<Edit />} className="fh-customize-nav">
      <DialogBody>
        <p className="fh-customize-intro">Choose the tabs you want in the navigation bar and put them in your order.</p>
        <ReorderableChecklist label="Navigation tabs" items={items} onToggle={toggle} onMove={move} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Reset" onClick={reset} />
            <Button intent="primary" text="Done" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
