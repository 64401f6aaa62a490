import { Button, Callout, Card, ProgressBar } from '@blueprintjs/core';
import { Exchange, TickCircle } from '@blueprintjs/icons';
import { useMemo, useRef, useState } from 'react';
import type { WeighingKind } from '../../../core/domain/growth';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { WeighingRecord } from '../../../core/schemas/health';
import { useMayCall } from '../../api/useMayCall';
import { Classes } from '../../ui/controls';
import { DeleteWeighingDialog } from '../../ui/weighings/DeleteWeighingDialog';
import { ChuteForm } from './ChuteForm';
import { nextToWeigh, weighedCount } from './chute-group';
import { LastReading } from './LastReading';
import { gainSince, gainWords, weighingsByAnimal } from './reading-gain';
import type { ChuteReadings, Reading } from './useChuteReadings';

export interface ChuteSessionProps {
  /** The animals to weigh, in the order they come through. */
  group: readonly CattleRecord[];
  /** Every animal in the herd, and each by its id: a typed tag may bring one from outside the group. */
  herd: readonly CattleRecord[];
  herdById: ReadonlyMap<string, CattleRecord>;
  /** The farm's weighings, oldest first. */
  weighings: readonly WeighingRecord[];
  /** The day the weighings are made. */
  date: string;
  /** The readings of this visit to the screen. */
  chute: ChuteReadings;
  /** Whether the animal is weighed today (saved, or on its way). */
  isWeighed: (id: string) => boolean;
  /** Back to choosing the group. */
  onChangeGroup: () => void;
}

/**
 * The chute loop: the next animal of the group not yet weighed today, its weight typed and Enter,
 * then the next. Each reading saves through the one door while the hand goes on; what the group
 * has had today (saved, or still saving) counts as weighed, so a visit picks up where it was.
 */
export function ChuteSession({ group, herd, herdById, weighings, date, chute, isWeighed, onChangeGroup }: ChuteSessionProps) {
  const byAnimal = useMemo(() => weighingsByAnimal(weighings), [weighings]);
  // The animal the hand moved to (the next after a save or a skip, a typed tag, one whose weighing
  // was undone); until then, the group's first still to weigh.
  const [chosen, setChosen] = useState<string>();
  const animal = (chosen === undefined ? undefined : herdById.get(chosen)) ?? nextToWeigh(group, isWeighed, -1);
  // After this one, weighed or skipped: the next of the group still to weigh, going round.
  const next = animal ? nextToWeigh(group, (id) => id === animal.id || isWeighed(id), group.indexOf(animal)) : null;
  const [kind, setKind] = useState<WeighingKind>('other');
  const [undoing, setUndoing] = useState<Reading | null>(null);
  // Read when the dialog has closed, by a callback its closing kept from before the undo: a ref, not state.
  const refocus = useRef(false);
  const weightRef = useRef<HTMLInputElement>(null);
  const may = useMayCall();

  const last = chute.readings.find((reading) => reading.state !== 'failed');
  const weighed = weighedCount(group, isWeighed);

  return (
    <div className="fh-chute">
      <Card className="fh-panel fh-chute-card" role="region" aria-label="The chute">
        <div className="fh-chute-progress">
          <p className="fh-chute-progress-text">
            <strong>{weighed}</strong> of {group.length} weighed
          </p>
          <Button size="large" icon={<Exchange />} text="Change Group" onClick={onChangeGroup} />
          <ProgressBar value={group.length > 0 ? weighed / group.length : 0} stripes={false} intent="success" aria-label="Weighed so far" />
        </div>
        {animal ? null : (
          <Callout intent="success" icon={<TickCircle />} className="fh-chute-done">
            {/* A heading of the page's outline: Blueprint's own title is an h5. */}
            <h2 className={Classes.HEADING}>{group.length > 0 ? `All ${group.length} weighed` : 'No animals in this group'}</h2>
            <p>Type a tag to weigh another animal, or change the group.</p>
          </Callout>
        )}
        {last ? (
          <LastReading
            key={last.id}
            reading={last}
            gain={gainWords(gainSince(byAnimal.get(last.fields.cattleId) ?? [], { id: last.id, ...last.fields }))}
            onUndo={last.state === 'saved' && may('weights.delete') ? () => setUndoing(last) : undefined}
          />
        ) : null}
        <ChuteForm
          key={animal?.id ?? 'none'}
          animal={animal}
          herd={herd}
          last={animal ? byAnimal.get(animal.id)?.at(-1) : undefined}
          date={date}
          kind={kind}
          onKind={setKind}
          onPick={(picked) => setChosen(picked.id)}
          onWeigh={(fields) => {
            chute.weigh(fields);
            setChosen(next?.id);
          }}
          onSkip={next ? () => setChosen(next.id) : undefined}
          weightRef={weightRef}
        />
      </Card>

      <DeleteWeighingDialog
        undo
        weighing={undoing?.state === 'saved' ? { id: undoing.id, version: undoing.version, weight: undoing.fields.weight, date: undoing.fields.date, animal: undoing.animal } : null}
        onClose={() => setUndoing(null)}
        onDeleted={() => {
          if (!undoing) return;
          chute.forget(undoing);
          // Back to the animal, to weigh it again.
          setChosen(undoing.fields.cattleId);
          refocus.current = true;
        }}
        // The Undo button went with its reading: the weight box takes the focus instead.
        onClosed={() => {
          if (refocus.current) weightRef.current?.focus();
          refocus.current = false;
        }}
      />
    </div>
  );
}
