import { Button } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { animalKeyOf } from '../../../core/domain/activities';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { useTRPC } from '../../api/trpc';
import { AnimalPicker } from '../../ui/AnimalPicker';
import { HTMLSelect } from '../../ui/controls';
import { FieldFrame } from '../../ui/FieldFrame';
import { useHerd } from '../../ui/useHerd';
// The fields' labels and spacing (the picker and the select are framed as every form field is).
import '../../ui/TextField.css';
import '../../ui/Toolbar.css';

export interface HistoryFiltersProps {
  animal: CattleRecord | null;
  onAnimal: (animal: CattleRecord | null) => void;
  /** The member whose entries show; '' for everyone. */
  memberId: string;
  onMember: (memberId: string) => void;
}

/** One animal's entries, one member's, or both: the animal from the herd, the member from the farm's team. */
export function HistoryFilters({ animal, onAnimal, memberId, onMember }: HistoryFiltersProps) {
  const trpc = useTRPC();
  const herd = useHerd();
  const members = useQuery(trpc.farm.members.queryOptions());
  const memberOptions = [{ value: '', label: 'Everyone' }, ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name }))];

  return (
    <section className="fh-toolbar fh-history-filters" aria-label="Filters">
      <div className="fh-history-animal">
        <AnimalPicker
          id="history-animal"
          label="Animal"
          animals={herd.data ?? []}
          value={animal ? (animalKeyOf(animal) ?? '') : ''}
          placeholder="All animals"
          onChange={(_key, picked) => onAnimal(picked)}
        />
        {animal ? <Button className="fh-history-all-animals" variant="minimal" icon={<Cross />} text="All animals" onClick={() => onAnimal(null)} /> : null}
      </div>
      <FieldFrame id="history-member" label="Member">
        {({ intent: _intent, ...aria }) => (
          <HTMLSelect id="history-member" large fill {...aria} value={memberId} options={memberOptions} onChange={(event) => onMember(event.currentTarget.value)} />
        )}
      </FieldFrame>
    </section>
  );
}
