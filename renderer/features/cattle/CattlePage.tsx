import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { CowIcon } from '../../ui/CowIcon';
import { useDeviceSettings, type CattleView } from '../../ui/device-settings';
import { PageHeader } from '../../ui/PageHeader';
import { yearLabel } from '../../ui/year-choice';
import { CattleFormDialog, CowCalfHistoryDialog, DeleteCattleDialog } from '../../ui/cattle-dialogs';
import { TreatDialog } from '../../ui/treat';
import { ExportButton } from './export/ExportButton';
import type { CattleActions } from './list/cattle-actions';
import { CattleResults } from './list/CattleResults';
import { CattleToolbar } from './list/CattleToolbar';
import { useCattleDialogs } from './list/useCattleDialogs';
import { useHerd } from '../../ui/useHerd';
import { useHerdView } from './list/useHerdView';
import { cattleScreen } from './screen';
import { countOf } from '../../../core/domain';
import { useMayCall } from '../../api/useMayCall';


/** The cattle database: the herd list with its search and filters, and its dialogs. */
export default function CattlePage() {
  const herd = useHerd();
  const view = useHerdView(herd.data);
  // Cards or table is this device's default view, the same setting the Settings screen edits.
  const layout = useDeviceSettings((state) => state.settings.defaultView);
  const updateDevice = useDeviceSettings((state) => state.update);
  const setLayout = (defaultView: CattleView) => updateDevice({ defaultView });
  const dialogs = useCattleDialogs();
  const may = useMayCall();
  const add = may('cattle.create') ? dialogs.open.add : undefined;

  const actions = useMemo<CattleActions>(
    () => ({
      onEdit: may('cattle.update') ? dialogs.open.edit : undefined,
      onCalves: dialogs.open.calves,
      onDelete: may('cattle.delete') ? dialogs.open.remove : undefined,
    }),
    [dialogs.open, may],
  );

  return (
    <div className="fh-cattle-page">
      <PageHeader
        icon={<CowIcon size={24} />}
        title={cattleScreen.title}
        subtitle={herd.data ? `${countOf(view.yearTotal, 'animal')} · ${yearLabel(view.year)}` : 'Loading your herd…'}
        actions={
          <>
            {may('exports.cattleWorkbook') ? <ExportButton /> : null}
            {add ? <Button intent="primary" size="large" icon={<Add />} text="Add Cattle" onClick={add} /> : null}
          </>
        }
      />
      <CattleToolbar
        herd={view}
        loaded={herd.data !== undefined}
        view={layout}
        onViewChange={setLayout}
        // A pen is treated from the list narrowed to it: the animals shown come ticked.
        onTreat={may('treatments.create') ? () => dialogs.open.treat(view.visible) : undefined}
        mayWeigh={may('weights.create')}
      />
      <CattleResults herd={herd} view={view} layout={layout} actions={actions} onAdd={add} />

      <CattleFormDialog
        isOpen={dialogs.form.isOpen}
        animal={dialogs.form.animal}
        prefill={dialogs.form.prefill}
        onClose={dialogs.closeForm}
      />
      <DeleteCattleDialog animal={dialogs.deleting} onClose={dialogs.closeDelete} />
      <CowCalfHistoryDialog cow={dialogs.calvesOf} onClose={dialogs.closeCalves} onAddCalf={may('cattle.create') ? dialogs.open.addCalf : undefined} />
      {/* Drawn from the first opening on: a visit that treats nothing builds no lookup of the herd. */}
      {herd.data && dialogs.treating.opening > 0 ? (
        <TreatDialog
          key={dialogs.treating.opening}
          isOpen={dialogs.treating.isOpen}
          herd={herd.data}
          preselected={dialogs.treating.animals}
          onClose={dialogs.closeTreat}
        />
      ) : null}
    </div>
  );
}
