import { useQuery } from '@tanstack/react-query';
import { Tick } from '@blueprintjs/icons';
import { useTRPC } from '../../api/trpc';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { EmptyState } from '../../ui/EmptyState';
import { ListLoadError, ListSkeleton } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { ConflictCard } from './ConflictCard';
import { conflictsScreen } from './screen';
import './ConflictsPage.css';

const toSettle = (count: number) => (count === 1 ? '1 change to settle' : `${count} changes to settle`);

/** The saves that could not merge by themselves, each with its choices; settled ones leave the list. */
export default function ConflictsPage() {
  const trpc = useTRPC();
  const conflicts = useQuery(trpc.conflicts.list.queryOptions());
  const open = conflicts.data?.filter((conflict) => !conflict.resolvedAt);
  return (
    <div className="fh-conflicts-page">
      <PageHeader
        icon={<ScreenIcon path={conflictsScreen.path} size={24} />}
        title={conflictsScreen.title}
        subtitle={open ? (open.length > 0 ? toSettle(open.length) : 'Nothing to settle') : 'Loading conflicts…'}
      />
      {conflicts.isError ? (
        <ListLoadError title="Could not load conflicts" error={conflicts.error} fallback="Please try again." onRetry={conflicts.refetch} />
      ) : !open ? (
        <ListSkeleton label="Loading conflicts" rows={2} />
      ) : open.length === 0 ? (
        <EmptyState
          level={2}
          icon={<Tick size={40} />}
          title="No conflicts"
          description="Every change made on this phone and on the farm's other devices has been merged."
        />
      ) : (
        <div className="fh-conflict-list">
          {open.map((conflict) => (
            <ConflictCard key={conflict.id} conflict={conflict} />
          ))}
        </div>
      )}
    </div>
  );
}
