import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ArrowDown, ArrowUp, Edit } from '@blueprintjs/icons';
import { ScreenIcon } from '../shell/screen-icons';
import { navTab } from './nav-config';
import { useNavigationStore } from './store';
import './Navigation.css';

/** Spec 2 "Customize Navigation": a checkbox per tab, up/down arrows, Reset and Done. Changes save at once. */
export function CustomizeNavigationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { settings, toggle, move, reset } = useNavigationStore();

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Customize Navigation" icon={<Edit />} className="fh-customize-nav">
      <DialogBody>
        <p className="fh-customize-intro">Choose the tabs you want in the navigation bar and put them in your order.</p>
        <ol className="fh-customize-list">
          {settings.map((setting, index) => {
            const tab = navTab(setting.id);
            if (!tab) return null;
            return (
              <li key={tab.id} className="fh-customize-row">
                <Checkbox
                  className="fh-customize-check"
                  size="large"
                  checked={setting.enabled}
                  onChange={() => toggle(tab.id)}
                  labelElement={
                    <span className="fh-customize-label">
                      <ScreenIcon path={tab.path} />
                      {tab.label}
                    </span>
                  }
                />
                <Button
                  variant="minimal"
                  icon={<ArrowUp />}
                  aria-label={`Move ${tab.label} up`}
                  disabled={index === 0}
                  onClick={() => move(tab.id, -1)}
                />
                <Button
                  variant="minimal"
                  icon={<ArrowDown />}
                  aria-label={`Move ${tab.label} down`}
                  disabled={index === settings.length - 1}
                  onClick={() => move(tab.id, 1)}
                />
              </li>
            );
          })}
        </ol>
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
