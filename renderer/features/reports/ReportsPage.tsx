import { Card } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { displayStatus, statusColor } from '../../../core/domain/cattle-status';
import { todayISO } from '../../../core/domain/dates';
import { REPORTS_RECENT_ACTIVITIES } from '../../../core/domain/constants';
import { useTRPC } from '../../api/trpc';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { ActivityRow } from '../../ui/activity/ActivityRow';
import { BarChart } from '../../ui/charts/BarChart';
import { DonutChart } from '../../ui/charts/DonutChart';
import { ListLoadError } from '../../ui/ListStates';
import { NeedsServerNote } from '../../ui/NeedsServer';
import { PageHeader } from '../../ui/PageHeader';
import { SummaryTiles } from '../../ui/SummaryTiles';
import { AdgByPasture } from './AdgByPasture';
import { PregnantCows } from './PregnantCows';
import { reportsScreen } from './screen';
import './ReportsPage.css';
import '../../ui/RowCard.css';

function ReportCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = `report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className={wide ? 'fh-panel fh-report-wide' : 'fh-panel'} role="region" aria-labelledby={id}>
      <h2 id={id} className="fh-report-title">
        {title}
      </h2>
      {children}
    </Card>
  );
}

const HERD_SUMMARY = 'report-herd-summary';

const TYPE_TONES: Record<string, string> = { Cow: 'fh-tone-earth', Heifer: 'fh-tone-red', Bull: 'fh-tone-blue', Steer: 'fh-tone-yellow', Calf: 'fh-tone-green' };

/** The herd in numbers: summary, by type, pasture and status, the pregnant cows, the latest activities. */
export default function ReportsPage() {
  const trpc = useTRPC();
  const report = useQuery(trpc.reports.herd.queryOptions());
  const data = report.data;
  const summary = data?.summary;
  const today = todayISO();

  return (
    <div className="fh-reports">
      <PageHeader icon={<ScreenIcon path={reportsScreen.path} size={24} />} title={reportsScreen.title} subtitle="Your herd in numbers" />
      {/* The spec's first section, under a heading of its own like the cards below it. */}
      <div>
        <h2 id={HERD_SUMMARY} className="fh-report-title">
          Herd Summary
        </h2>
        <SummaryTiles
          labelledBy={HERD_SUMMARY}
          tiles={[
            { id: 'herd', label: 'In the herd', value: summary?.inHerd ?? null },
            { id: 'cows', label: 'Cows & heifers', value: summary?.cowsAndHeifers ?? null },
            { id: 'pregnant', label: 'Pregnant', value: summary?.pregnant ?? null },
            { id: 'calves', label: 'Calves', value: summary?.calves ?? null },
            { id: 'left', label: 'Sold or died', value: summary?.leftHerd ?? null },
          ]}
        />
      </div>
      {report.isError ? (
        <ListLoadError title="The reports could not be loaded" error={report.error} fallback="Please try again." onRetry={() => report.refetch()} />
      ) : null}
      {data ? (
        <div className="fh-report-grid">
          <ReportCard title="Cattle by Type">
            <BarChart label="Cattle by Type" values={data.byType.map(({ label, head }) => ({ label, value: head, tone: TYPE_TONES[label] }))} />
          </ReportCard>
          <ReportCard title="Cattle by Status">
            <DonutChart
              label="Cattle by Status"
              total={data.byStatus.reduce((sum, { head }) => sum + head, 0)}
              values={data.byStatus.map(({ label, head }) => ({ label: displayStatus(label), value: head, tone: `fh-tone-${statusColor(label)}` }))}
            />
          </ReportCard>
          <ReportCard title="Cattle by Pasture" wide>
            {data.byPasture.length > 0 ? (
              <BarChart label="Cattle by Pasture" values={data.byPasture.map(({ label, head }) => ({ label, value: head }))} />
            ) : (
              <p className="fh-report-empty">No cattle in the herd yet.</p>
            )}
          </ReportCard>
          <ReportCard title="Average Daily Gain by Pasture" wide>
            <AdgByPasture />
          </ReportCard>
          <ReportCard title="Pregnant Cows" wide>
            <PregnantCows cows={data.pregnantCows} />
          </ReportCard>
          <ReportCard title="Recent Activities" wide>
            {data.recentActivities.length > 0 ? (
              <ul className="fh-row-card" aria-label={`The ${REPORTS_RECENT_ACTIVITIES} newest activities`}>
                {data.recentActivities.map((activity) => (
                  <ActivityRow key={activity.id} activity={activity} animal={activity.cattleTag} today={today} />
                ))}
              </ul>
            ) : (
              <p className="fh-report-empty">No activities logged yet.</p>
            )}
          </ReportCard>
        </div>
      ) : (
        // Offline, with no report kept on this device: the server counts the herd.
        <NeedsServerNote />
      )}
    </div>
  );
}
