import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import { calfSex, displayName } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { CalfActions } from './calf-actions';
import { calfFacts, type CalfFact } from './calf-facts';
import { SEX_LABEL, WeaningBadge } from './CalfTags';

interface CalfTableRowProps {
  calf: CattleRecord;
  index: number;
  today: string;
  actions: CalfActions;
  measure: (row: HTMLTableRowElement | null) => void;
}

/** A fact's value, and its detail on a quieter line under it. */
const Cell = ({ value, detail }: CalfFact) => (
  <>
    <span className="fh-cell-main">{value}</span>
    {detail ? <span className="fh-cell-line">{detail}</span> : null}
  </>
);

const Line = ({ label, value }: CalfFact) => (
  <span className="fh-cell-line">
    <span className="fh-cell-label">{label}</span> {value}
  </span>
);

/** One calf as a table row: Calf, Sex, Born, Lineage, Weight, Pasture, Weaning, Actions. */
export const CalfTableRow = memo(function CalfTableRow({ calf, index, today, actions, measure }: CalfTableRowProps) {
  const name = displayName(calf);
  const sex = calfSex(calf);
  const facts = calfFacts(calf, today);
  const { onEdit, onDelete } = actions;
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <th scope="row" className="fh-cell-id">
        <span className="fh-cell-main">{name}</span>
      </th>
      <td>{sex ? SEX_LABEL[sex] : '—'}</td>
      <td>
        <Cell {...facts.born} />
      </td>
      <td className="fh-cell-lineage">
        <Line {...facts.dam} />
        <Line {...facts.sire} />
      </td>
      <td className="fh-cell-nowrap">
        <Cell {...facts.weight} />
      </td>
      <td>{facts.pasture.value}</td>
      <td>
        <WeaningBadge calf={calf} today={today} />
        {facts.weaned ? <Line label="On" value={facts.weaned.value} /> : null}
      </td>
      <td className="fh-cell-actions">
        {onEdit ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${name}`} title="Edit" onClick={() => onEdit(calf)} /> : null}
        {onDelete ? (
          <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete ${name}`} title="Delete" onClick={() => onDelete(calf)} />
        ) : null}
      </td>
    </tr>
  );
});
