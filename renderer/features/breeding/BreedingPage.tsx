import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useState } from 'react';
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

  return (
    <div className="fh-breeding-page">
      <PageHeader
        icon={<ScreenIcon path={breedingScreen.path} />}
        title={breedingScreen.title}
        subtitle="Heat cycles, breedings and pregnancies"
        actions={<Button intent="primary" size="large" icon={<Add />} text="Log Activity" onClick={() => setLogging(true)} />}
      />
      <BoardToolbar view={view} />
      <BreedingTabs view={view} onBreed={dialog.openNew} onEdit={dialog.openEdit} />
      <BreedingRecordDialog dialog={dialog} today={view.today} />
      <LogActivityDialog isOpen={logging} onClose={() => setLogging(false)} />
    </div>
  );
}
