import { Button } from '@blueprintjs/core';
import { Edit, Reset } from '@blueprintjs/icons';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { DashboardTextFields } from './DashboardTextFields';
import { moveWidget, toggleWidget, type DashboardSettings } from './dashboard-settings';
import { useDashboardStore } from './store';
import { WidgetSettingsList } from './WidgetSettingsList';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog';
import './CustomizeDashboard.css';

interface CustomizeDashboardDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** "Customize Dashboard": edits a copy of the settings; only Save Changes keeps it. */
export function CustomizeDashboardDialog({ isOpen, onClose }: CustomizeDashboardDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Customize Dashboard" icon={<Edit />} className="fh-customize-dashboard">
      {/* Mounted only while open, so every opening starts from the saved settings (Cancel discards). */}
      <CustomizeDashboardForm onClose={onClose} />
    </Dialog>
  );
}

function CustomizeDashboardForm({ onClose }: { onClose: () => void }) {
  const saved = useDashboardStore((state) => state.settings);
  const save = useDashboardStore((state) => state.save);
  const resetStore = useDashboardStore((state) => state.reset);
  const [draft, setDraft] = useState<DashboardSettings>(saved);
  const change = (fields: Partial<DashboardSettings>) => setDraft((current) => ({ ...current, ...fields }));

  const saveChanges = () => {
    save(draft);
    toast({ tone: 'success', title: 'Settings saved', description: 'Your dashboard has been updated successfully.' });
    onClose();
  };
  const reset = () => {
    resetStore();
    toast({ tone: 'success', title: 'Reset to defaults', description: 'Dashboard has been reset to default settings.' });
    onClose();
  };

  return (
    <>
      <DialogBody className="fh-customize-dashboard-body">
        <DashboardTextFields settings={draft} onChange={change} />
        <WidgetSettingsList
          widgets={draft.widgets}
          onToggle={(id) => change({ widgets: toggleWidget(draft.widgets, id) })}
          onMove={(id, direction) => change({ widgets: moveWidget(draft.widgets, id, direction) })}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text="Save Changes" onClick={saveChanges} />
          </>
        }
      >
        <Button variant="minimal" icon={<Reset />} text="Reset" onClick={reset} />
      </DialogFooter>
    </>
  );
}
