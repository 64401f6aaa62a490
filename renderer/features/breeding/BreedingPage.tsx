import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useState } from 'react';
import { useMayCall } from '../../api/useMayCall';
import { PageHeader } from '../../ui/PageHeader';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { LogActivityDialog } from '../../ui/log-activity';
import { BoardToolbar } from './BoardToolbar';
import { BreedingTabs } from './BreedingTabs';
import { BreedingRecordDialog } from './dialog/BreedingRecordDialog';
import { breedingScreen } from './screen';
import { useBreedingBoard } from './useBreedingBoard';
import { useBreedingDialog } from './useBreedingDialog';
import './BreedingPage.css';

/** Breeding Management: heat watch, breedings, pregnancies and the breeding log, with one search. */
export default function BreedingPage() {
  const view = useBreedingBoard();
  const dialog = useBreedingDialog(view.herd.data);
  const [logging, setLogging] = useState(false);
  const may = useMayCall();
  // Breeding and its edits are saved on the animal.
  const writesCattle = may('cattle.update');

  return (
    <div className="fh-breeding-page">
      <PageHeader
        icon={<ScreenIcon path={breedingScreen.path} />}
        title={breedingScreen.title}
        subtitle="Heat cycles, breedings and pregnancies"
        actions={may('activities.create') ? <Button intent="primary" size="large" icon={<Add />} text="Log Activity" onClick={() => setLogging(true)} /> : undefined}
      />
      <BoardToolbar view={view} />
      <BreedingTabs view={view} onBreed={writesCattle ? dialog.openNew : undefined} onEdit={writesCattle ? dialog.openEdit : undefined} />
      <BreedingRecordDialog dialog={dialog} today={view.today} />
      <LogActivityDialog isOpen={logging} onClose={() => setLogging(false)} />
    </div>
  );
}
