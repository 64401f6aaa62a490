import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isInHerd } from '../../../core/domain/cattle-status';
import { displayName } from '../../../core/domain/display-name';
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
import { NotSavedReadings } from './NotSavedReadings';
import { weighScreen } from './screen';
import { useChuteReadings } from './useChuteReadings';
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
  const herdById = useMemo(() => new Map((inHerd ?? []).map((animal) => [animal.id, animal])), [inHerd]);
  const pastures = useMemo(() => pastureGroups(herd.data ?? []), [herd.data]);
  const weighedToday = useMemo(() => weighedOn(weighings.data ?? [], date), [weighings.data, date]);

  // The readings outlive a change of group, so one not saved is still there to try again.
  const nameOf = useCallback((id: string) => {
    const animal = herdById.get(id);
    return animal ? displayName(animal) : 'An animal no longer in the herd';
  }, [herdById]);
  const chute = useChuteReadings(nameOf);
  // Weighed today: by the farm's list, or by a reading still on its way into it.
  const readingOf = useMemo(() => new Set(chute.readings.filter((reading) => reading.state !== 'failed').map((reading) => reading.fields.cattleId)), [chute.readings]);
  const isWeighed = useCallback((id: string) => weighedToday.has(id) || readingOf.has(id), [weighedToday, readingOf]);
  const failed = chute.readings.filter((reading) => reading.state === 'failed');

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
    if (!group) return <GroupPicker pastures={pastures} herd={inHerd} isWeighed={isWeighed} onPasture={(name) => choose('pasture', name)} onFind={(query) => choose('find', query)} />;
    // A new group starts from its first animal still to weigh.
    return (
      <ChuteSession
        key={`${pasture}|${find}`}
        group={group.animals}
        herd={inHerd}
        herdById={herdById}
        weighings={weighings.data}
        date={date}
        chute={chute}
        isWeighed={isWeighed}
        onChangeGroup={() => choose(null)}
      />
    );
  };

  return (
    <div className="fh-weigh-page">
      <PageHeader
        icon={<ScreenIcon path={weighScreen.path} size={24} />}
        title={weighScreen.title}
        subtitle={group ? group.label : 'Choose the animals to weigh'}
      />
      {body()}
      {failed.length > 0 ? <NotSavedReadings readings={failed} onRetry={chute.retry} onDiscard={chute.forget} /> : null}
    </div>
  );
}
