import { Button } from '@blueprintjs/core';
import { Add, Diagnosis } from '@blueprintjs/icons';
import { useState } from 'react';
import { useMayCall } from '../../api/useMayCall';
import { PageHeader } from '../../ui/PageHeader';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { LogActivityDialog } from '../../ui/log-activity';
import { BoardToolbar } from './BoardToolbar';
import { BreedingTabs } from './BreedingTabs';
import { PregnancyCheckDialog } from './checks/PregnancyCheckDialog';
import { useCheckDialog } from './checks/useCheckDialog';
import { useCheckLists } from './checks/useCheckLists';
import { BreedingRecordDialog } from './dialog/BreedingRecordDialog';
import { breedingScreen } from './screen';
import { useBreedingBoard } from './useBreedingBoard';
import { useBreedingDialog } from './useBreedingDialog';
import './BreedingPage.css';

/** Breeding Management: heat watch, breedings, pregnancy checks and the breeding log, with one search. */
export default function BreedingPage() {
  const view = useBreedingBoard();
  const checks = useCheckLists(view.shown, view.today);
  const dialog = useBreedingDialog(view.herd.data);
  const checkDialog = useCheckDialog();
  const [logging, setLogging] = useState(false);
  const may = useMayCall();
  // Breeding and its edits are saved on the animal.
  const writesCattle = may('cattle.update');
  const recordsChecks = may('pregnancyChecks.create');
  const logsActivities = may('activities.create');

  return (
    <div className="fh-breeding-page">
      <PageHeader
        icon={<ScreenIcon path={breedingScreen.path} />}
        title={breedingScreen.title}
        subtitle="Heat cycles, breedings and pregnancies"
        actions={
          recordsChecks || logsActivities ? (
            <>
              {recordsChecks ? (
                // The dialog picks from the herd: it waits until the herd is in.
                <Button variant="outlined" size="large" icon={<Diagnosis />} text="Pregnancy Check" disabled={!view.herd.data} onClick={() => checkDialog.open(null)} />
              ) : null}
              {logsActivities ? <Button intent="primary" size="large" icon={<Add />} text="Log Activity" onClick={() => setLogging(true)} /> : null}
            </>
          ) : undefined
        }
      />
      <BoardToolbar view={view} />
      <BreedingTabs
        view={view}
        checks={checks}
        onBreed={writesCattle ? dialog.openNew : undefined}
        onEdit={writesCattle ? dialog.openEdit : undefined}
        onCheck={recordsChecks ? checkDialog.open : undefined}
      />
      <BreedingRecordDialog dialog={dialog} today={view.today} />
      <PregnancyCheckDialog
        key={checkDialog.opening}
        isOpen={checkDialog.isOpen}
        cattleId={checkDialog.cattleId}
        herd={view.herd.data ?? []}
        checks={checks.all}
        today={view.today}
        onClose={checkDialog.close}
      />
      <LogActivityDialog isOpen={logging} onClose={() => setLogging(false)} />
    </div>
  );
}
