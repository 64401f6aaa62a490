import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { CowIcon } from '../../ui/CowIcon';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toast';
import { privacyAtLoad } from '../privacy/privacy';
import { CattleFormDialog, CowCalfHistoryDialog, DeleteCattleDialog } from './dialogs';
import { ExportButton } from './export/ExportButton';
import type { CattleActions } from './list/cattle-actions';
import { CattleResults } from './list/CattleResults';
import { CattleToolbar } from './list/CattleToolbar';
import { useCattleDialogs } from './list/useCattleDialogs';
import { useCattleView } from './list/useCattleView';
import { useHerd } from './list/useHerd';
import { useHerdView } from './list/useHerdView';
import { yearLabel } from './list/year-choice';
import './CattlePage.css';

const animals = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'animal' : 'animals'}`;

/** The cattle database (spec 1 §2.5): the herd list with its search and filters, and its dialogs. */
export default function CattlePage() {
  const herd = useHerd();
  const view = useHerdView(herd.data);
  const [layout, setLayout] = useCattleView();
  const dialogs = useCattleDialogs();
  // Privacy mode shows the demo herd: looking is fine, changing or exporting would reach real data.
  const readOnly = privacyAtLoad;

  const actions = useMemo<CattleActions>(
    () => ({ onEdit: dialogs.open.edit, onCalves: dialogs.open.calves, onDelete: dialogs.open.remove, readOnly }),
    [dialogs.open, readOnly],
  );

  const addCalf = readOnly
    ? () => toast({ tone: 'info', title: 'Privacy mode is on', description: 'Turn privacy mode off to add records.' })
    : dialogs.open.addCalf;

  return (
    <div className="fh-cattle-page">
      <PageHeader
        icon={<CowIcon size={24} />}
        title="Cattle"
        subtitle={herd.data ? `${animals(view.yearTotal)} · ${yearLabel(view.year)}` : 'Loading your herd…'}
        actions={
          <>
            <ExportButton disabled={readOnly} />
            <Button intent="primary" size="large" icon={<Add />} text="Add Cattle" disabled={readOnly} onClick={dialogs.open.add} />
          </>
        }
      />
      <CattleToolbar herd={view} loaded={herd.data !== undefined} view={layout} onViewChange={setLayout} />
      <CattleResults herd={herd} view={view} layout={layout} actions={actions} onAdd={dialogs.open.add} />

      <CattleFormDialog
        isOpen={dialogs.form.isOpen}
        animal={dialogs.form.animal}
        prefill={dialogs.form.prefill}
        onClose={dialogs.closeForm}
      />
      <DeleteCattleDialog animal={dialogs.deleting} onClose={dialogs.closeDelete} />
      <CowCalfHistoryDialog cow={dialogs.calvesOf} onClose={dialogs.closeCalves} onAddCalf={addCalf} />
    </div>
  );
}
