import { Button } from '@blueprintjs/core';
import { Add, TimelineEvents } from '@blueprintjs/icons';
import { useState } from 'react';
import { useMayCall } from '../../api/useMayCall';
import { PageHeader } from '../../ui/PageHeader';
import { yearLabel } from '../../ui/year-choice';
import { ActivityResults } from './list/ActivityResults';
import { ActivityToolbar } from './list/ActivityToolbar';
import { useActivityLog } from './list/useActivityLog';
import { LogActivityDialog } from '../../ui/log-activity';
import { activitiesScreen } from './screen';
import './ActivitiesPage.css';

/** The activity log: a year of the farm's activities, searchable, and the Log Activity dialog. */
export default function ActivitiesPage() {
  const view = useActivityLog();
  const [logging, setLogging] = useState(false);
  const may = useMayCall();
  const openLog = may('activities.create') ? () => setLogging(true) : undefined;

  return (
    <div className="fh-activities-page">
      <PageHeader
        icon={<TimelineEvents />}
        title={activitiesScreen.title}
        subtitle={`The farm's work and events, newest first · ${yearLabel(view.year)}`}
        actions={openLog ? <Button intent="primary" size="large" icon={<Add />} text="Log Activity" onClick={openLog} /> : undefined}
      />
      <ActivityToolbar view={view} />
      <ActivityResults view={view} onLog={openLog} />
      <LogActivityDialog isOpen={logging} onClose={() => setLogging(false)} />
    </div>
  );
}
