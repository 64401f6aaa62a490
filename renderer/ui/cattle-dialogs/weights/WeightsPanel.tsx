import { Button, Spinner } from '@blueprintjs/core';
import { Add, Dashboard, Trash } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { countOf } from '../../../../core/domain/plural';
import { displayName } from '../../../../core/domain/display-name';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { WeighingRecord } from '../../../../core/schemas/health';
import { whyNotLoaded } from '../../../api/read-state';
import { useTRPC } from '../../../api/trpc';
import { useMayCall } from '../../../api/useMayCall';
import { displayDate, displayPounds } from '../../display-format';
import { EmptyState } from '../../EmptyState';
import { Facts } from '../../Facts';
import { DeleteWeighingDialog, type WeighingToDelete } from '../../weighings/DeleteWeighingDialog';
import { displayGain, weighingKindLabel } from '../../weighings/weighing-words';
import { WeighingFormDialog } from './WeighingFormDialog';
import './WeightsPanel.css';

/** One weighing: its weight and kind, when, its gain per day since the one before, a weaning's adjusted 205-day weight. */
function WeighingRow({ weighing, onDelete }: { weighing: WeighingRecord; onDelete: ((weighing: WeighingRecord) => void) | undefined }) {
  const when = displayDate(weighing.date);
  return (
    <li className="fh-weighing">
      <div className="fh-weighing-main">
        <p className="fh-weighing-weight">
          {displayPounds(weighing.weight)}
          <span className="fh-weighing-kind">{weighingKindLabel(weighing.kind)}</span>
        </p>
        <p className="fh-weighing-date">
          <time dateTime={weighing.date}>{when}</time>
        </p>
      </div>
      <Facts
        className="fh-weighing-facts"
        facts={[
          { label: 'ADG', value: displayGain(weighing.adg) },
          ...(weighing.adjusted205 === null ? [] : [{ label: 'Adjusted 205-day', value: displayPounds(weighing.adjusted205) }]),
        ]}
      />
      {onDelete ? (
        <Button variant="minimal" size="large" icon={<Trash />} aria-label={`Delete the weighing of ${when}`} onClick={() => onDelete(weighing)} />
      ) : null}
    </li>
  );
}

/**
 * Weights: the animal's weighings, newest first, each with its average daily gain (ADG) and a
 * weaning's adjusted 205-day weight; Add Weighing and Delete for the roles that may.
 */
export function WeightsPanel({ animal }: { animal: CattleRecord }) {
  const trpc = useTRPC();
  const read = useQuery(trpc.weights.list.queryOptions({ cattleId: animal.id }));
  // The list comes oldest first; of one day, the last entered counts as the latest.
  const newestFirst = useMemo(() => (read.data ? [...read.data].reverse() : undefined), [read.data]);
  const [adding, setAdding] = useState({ isOpen: false, opening: 0 });
  const [deleting, setDeleting] = useState<WeighingToDelete | null>(null);
  const may = useMayCall();
  const name = displayName(animal);
  const add = may('weights.create') ? () => setAdding((last) => ({ isOpen: true, opening: last.opening + 1 })) : undefined;
  const remove = may('weights.delete') ? (weighing: WeighingRecord) => setDeleting({ ...weighing, animal: name }) : undefined;
  const notLoaded = whyNotLoaded(read, 'The weighings could not be loaded.');

  return (
    <div className="fh-weights">
      <div className="fh-weights-head">
        {/* With none, the empty state below says so. */}
        <p className="fh-weights-summary">{newestFirst?.length ? countOf(newestFirst.length, 'weighing') : ''}</p>
        {add ? <Button intent="primary" size="large" icon={<Add />} text="Add Weighing" onClick={add} /> : null}
      </div>
      {notLoaded ? <p className="fh-weights-note">{notLoaded}</p> : null}
      {!newestFirst && !notLoaded ? <Spinner size={32} aria-label="Loading weighings" /> : null}
      {newestFirst?.length === 0 ? (
        <EmptyState level={3} icon={<Dashboard size={40} />} title="No weighings yet" description="Each weighing shows here with the gain per day since the one before." />
      ) : null}
      {newestFirst && newestFirst.length > 0 ? (
        <ul className="fh-row-card fh-weighings" aria-label={`Weighings of ${name}`}>
          {newestFirst.map((weighing) => (
            <WeighingRow key={weighing.id} weighing={weighing} onDelete={remove} />
          ))}
        </ul>
      ) : null}

      {/* A new form for each opening: its own values and record id. */}
      <WeighingFormDialog key={adding.opening} isOpen={adding.isOpen} animal={animal} onClose={() => setAdding((last) => ({ ...last, isOpen: false }))} />
      <DeleteWeighingDialog weighing={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
