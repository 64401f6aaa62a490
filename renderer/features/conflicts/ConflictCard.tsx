import { Button } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import type { ConflictChoice, ConflictRecord } from '../../../core/schemas/sync';
import { conflictStory, fieldName, RECORD_KIND_NAMES, shownValue } from '../../ui/sync-words';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { toast } from '../../ui/toast';
import '../../ui/RecordCard.css';

/** The two choices each kind of conflict offers, by the names the person reads. */
const CHOICES: Record<ConflictRecord['type'], { label: string; choice: ConflictChoice; intent?: 'primary' }[]> = {
  field: [
    { label: 'Keep theirs', choice: 'theirs' },
    { label: 'Use mine', choice: 'mine', intent: 'primary' },
  ],
  duplicate: [
    { label: 'Keep theirs', choice: 'theirs' },
    { label: 'Use mine', choice: 'mine', intent: 'primary' },
  ],
  deleted: [
    { label: 'Discard', choice: 'theirs' },
    { label: 'Restore', choice: 'mine', intent: 'primary' },
  ],
  // The straws were used: the lot is at 0, and the person recounts the tank.
  recount: [{ label: 'Done', choice: 'theirs', intent: 'primary' }],
};

/** What each side holds, as the card lays it out. */
function sides(conflict: ConflictRecord): [string, unknown][] {
  if (conflict.type === 'field') return [['Before', conflict.base], ['Theirs', conflict.theirs], ['Mine', conflict.mine]];
  if (conflict.type === 'deleted') return [['Mine', conflict.mine]];
  if (conflict.type === 'duplicate') return [['Mine', conflict.mine]];
  return [['Straws used', conflict.mine], ['Straws there were', conflict.theirs]];
}

/** One conflict: the record and field, the values on each side, and the person's choices. */
export function ConflictCard({ conflict }: { conflict: ConflictRecord }) {
  const trpc = useTRPC();
  const resolve = useMutation(trpc.conflicts.resolve.mutationOptions());
  const may = useMayCall();
  const title = `${RECORD_KIND_NAMES[conflict.recordKind]} ${conflict.recordLabel}`;
  const settle = (choice: ConflictChoice) =>
    resolve.mutate(
      { id: conflict.id, choice },
      {
        onSuccess: () => toast({ tone: 'success', title: 'Conflict settled', description: title }),
        onError: (error) => toast({ tone: 'danger', title: 'Could not settle the conflict', description: errorMessage(error, 'Please try again.') }),
      },
    );
  return (
    <article className="fh-card-shell fh-conflict-card" aria-label={title}>
      <h2 className="fh-conflict-title">
        {title}
        {conflict.field ? <span className="fh-conflict-field"> · {fieldName(conflict.field)}</span> : null}
      </h2>
      <p className="fh-conflict-story">{conflictStory(conflict)}</p>
      <dl className="fh-record-facts fh-conflict-sides">
        {sides(conflict).map(([side, value]) => (
          <div key={side}>
            <dt>{side}</dt>
            <dd>{shownValue(value)}</dd>
          </div>
        ))}
      </dl>
      {may('conflicts.resolve') ? (
        <div className="fh-conflict-actions">
          {CHOICES[conflict.type].map(({ label, choice, intent }) => (
            <Button key={label} text={label} intent={intent} variant={intent ? 'solid' : 'outlined'} loading={resolve.isPending && resolve.variables?.choice === choice} disabled={resolve.isPending} onClick={() => settle(choice)} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
