import { useState } from 'react';
import { calfHistoryByYear } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { CowIcon } from '../../CowIcon';
import { EmptyState } from '../../EmptyState';
import { CalfCard } from './CalfCard';
import { Tab, Tabs } from '../../Tabs';

/** Her calves in a tab per birth year, newest first, at most the four latest years. */
export function CalfYears({ calves }: { calves: readonly CattleRecord[] }) {
  const years = calfHistoryByYear(calves);
  const [year, setYear] = useState(years[0]?.year);

  if (years.length === 0) {
    return (
      <EmptyState
        level={3}
        className="fh-calves-empty"
        icon={<CowIcon size={40} />}
        title="No calves recorded yet"
        description="Calves show here once their Dam is this cow's tag or name."
      />
    );
  }
  return (
    <Tabs id="calf-years" className="fh-calf-years" size="large" selectedTabId={year} onChange={(id) => setYear(Number(id))}>
      {years.map((group) => (
        <Tab
          key={group.year}
          id={group.year}
          title={String(group.year)}
          tagContent={group.calves.length}
          tagProps={{ round: true, minimal: true }}
          panel={
            <ul className="fh-calf-list" aria-label={`Calves born in ${group.year}`}>
              {group.calves.map((calf) => (
                <li key={calf.id}>
                  <CalfCard calf={calf} />
                </li>
              ))}
            </ul>
          }
        />
      ))}
    </Tabs>
  );
}
