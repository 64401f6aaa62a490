import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isInHerd } from '../../../core/domain/cattle-status';
import { todayISO } from '../../../core/domain/dates';
import { sameKey } from '../../../core/domain/record-keys';
import { useTRPC } from '../../api/trpc';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { CowIcon } from '../../ui/CowIcon';
import { EmptyState } from '../../ui/EmptyState';
import { ListLoadError, ListSkeleton } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { pastureGroups, weighedOn } from './chute-group';
import { ChuteSession } from './ChuteSession';
import { GroupPicker } from './GroupPicker';
import { weighScreen } from './screen';
import { useFoundAnimals } from './useFoundAnimals';
import './WeighPage.css';

/** The group is kept in the address (`?pasture=North` or `?find=heifer`), so a reload goes on with it. */
type GroupParam = 'pasture' | 'find';

/**
 * Weigh: at the chute, a group of animals (a pasture's, or a search's) weighed one after another
 * by typing each weight and Enter. Offline as online: every weighing saves on the phone at once.
 */
export default function WeighPage() {
  const trpc = useTRPC();
  const herd = useQuery(trpc.cattle.list.queryOptions());
  const weighings = useQuery(trpc.weights.list.queryOptions({}));
  // One day per visit: a chute session across midnight stays on the day it began.
  const [date] = useState(todayISO);
  const [params, setParams] = useSearchParams();
  const inHerd = useMemo(() => herd.data?.filter((animal) => isInHerd(animal.status)), [herd.data]);
  const pastures = useMemo(() => pastureGroups(herd.data ?? []), [herd.data]);
  const weighedToday = useMemo(() => weighedOn(weighings.data ?? [], date), [weighings.data, date]);

  const pasture = params.get('pasture');
  const find = params.get('find');
  const found = useFoundAnimals(inHerd, find ?? '');
  const group = pasture !== null ? { label: pasture, animals: pastures.find(({ name }) => sameKey(name, pasture))?.animals ?? [] } : find !== null ? { label: `Found by “${find}”`, animals: found } : null;

  const choose = (param: GroupParam | null, value = '') =>
    setParams((last) => {
      const kept = new URLSearchParams(last);
      kept.delete('pasture');
      kept.delete('find');
      if (param) kept.set(param, value);
      return kept;
    });
  const reads = [herd, weighings];

  const body = () => {
    if (reads.some((read) => read.isPending)) return <ListSkeleton label="Loading the herd" rows={3} />;
    if (!inHerd || !weighings.data) {
      return (
        <ListLoadError
          title="Could not load the herd"
          error={reads.find((read) => read.error)?.error}
          fallback="Something went wrong loading the herd and its weighings."
          onRetry={() => Promise.all(reads.filter((read) => read.error).map((read) => read.refetch()))}
        />
      );
    }
    if (inHerd.length === 0) {
      return <EmptyState level={2} className="fh-list-empty" icon={<CowIcon size={48} />} title="No cattle to weigh" description="Add your cattle first; then weigh them here a pasture at a time." />;
    }
    if (!group) return <GroupPicker pastures={pastures} herd={inHerd} isWeighed={(id) => weighedToday.has(id)} onPasture={(name) => choose('pasture', name)} onFind={(query) => choose('find', query)} />;
    // A new group starts a new visit to the chute.
    return <ChuteSession key={`${pasture}|${find}`} group={group.animals} herd={inHerd} weighings={weighings.data} date={date} onChangeGroup={() => choose(null)} />;
  };

  return (
    <div className="fh-weigh-page">
      <PageHeader
        icon={<ScreenIcon path={weighScreen.path} size={24} />}
        title={weighScreen.title}
        subtitle={group ? group.label : 'Choose the animals to weigh'}
      />
      {body()}
    </div>
  );
}
