import { Heart, Syringe } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { useTRPC } from '../../../api/trpc';
import { displayDate } from '../../display-format';
import { EmptyState } from '../../EmptyState';
import { ListLoadError, ListSkeleton } from '../../ListStates';
import { checkDetailText, checkResultText, givenText, withdrawalText } from './health-words';
import '../../RowCard.css';
import './HealthPanel.css';

interface Read<T> {
  data: readonly T[] | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface HealthListProps<T extends { id: string }> {
  read: Read<T>;
  /** The list's heading and accessible name. */
  title: string;
  empty: { title: string; icon: ReactNode };
  row: (record: T) => ReactNode;
}

/** One of the tab's lists, newest first (the server answers oldest first): loading, its error, empty, or the rows. */
function HealthList<T extends { id: string }>({ read, title, empty, row }: HealthListProps<T>) {
  const headingId = `health-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className="fh-health-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="fh-health-heading">
        {title}
      </h3>
      {read.isPending ? (
        <ListSkeleton label={`Loading ${title.toLowerCase()}`} rows={2} />
      ) : !read.data ? (
        <ListLoadError title={`Could not load the ${title.toLowerCase()}`} error={read.error} fallback="Something went wrong loading them." onRetry={read.refetch} />
      ) : read.data.length === 0 ? (
        <EmptyState level={3} className="fh-health-empty" icon={empty.icon} title={empty.title} />
      ) : (
        <ul className="fh-row-card" aria-label={title}>
          {read.data.toReversed().map((record) => (
            <li key={record.id} className="fh-health-row">
              {row(record)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A row's first line: what happened, and the day. */
const Head = ({ what, date }: { what: string; date: string }) => (
  <p className="fh-health-row-head">
    <strong>{what}</strong>
    <span className="fh-health-row-date">{displayDate(date)}</span>
  </p>
);

/** Health: the animal's treatments (with when each withdrawal ends) and pregnancy checks, read only. */
export function HealthPanel({ animal }: { animal: CattleRecord }) {
  const trpc = useTRPC();
  const treatments = useQuery(trpc.treatments.list.queryOptions({ cattleId: animal.id }));
  const checks = useQuery(trpc.pregnancyChecks.list.queryOptions({ cattleId: animal.id }));
  return (
    <div className="fh-health">
      <HealthList
        read={treatments}
        title="Treatments"
        empty={{ title: 'No treatments recorded', icon: <Syringe size={32} /> }}
        row={(treatment) => (
          <>
            <Head what={treatment.product} date={treatment.date} />
            {givenText(treatment) ? <p>{givenText(treatment)}</p> : null}
            <p className="fh-health-row-note">{withdrawalText(treatment)}</p>
          </>
        )}
      />
      <HealthList
        read={checks}
        title="Pregnancy checks"
        empty={{ title: 'No pregnancy checks recorded', icon: <Heart size={32} /> }}
        row={(check) => (
          <>
            <Head what={checkResultText(check.result)} date={check.date} />
            {checkDetailText(check) ? <p>{checkDetailText(check)}</p> : null}
          </>
        )}
      />
    </div>
  );
}
