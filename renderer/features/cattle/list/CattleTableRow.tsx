import { Button } from '@blueprintjs/core';
import { Edit, People, Trash, WarningSign } from '@blueprintjs/icons';
import { memo } from 'react';
import { breedingMethodLabel, breedLabel, cleanText, isBreedingFemale, isInWithdrawal, displayName, displayStatus, formatAge, normaliseBreedingMethod, normaliseType, sireBull } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { cowTypeBadge, heatReturnWarning, pounds, statusClass, typeClass, wrapAtSlashes } from '../../../ui/animal-display';
import type { CattleActions } from './cattle-actions';
import { WithdrawalBadge } from './WithdrawalBadge';

interface CattleTableRowProps {
  animal: CattleRecord;
  index: number;
  today: string;
  actions: CattleActions;
  measure: (row: HTMLTableRowElement | null) => void;
}

const Line = ({ label, value }: { label: string; value: string | null }) =>
  value ? (
    <span className="fh-cell-line">
      <span className="fh-cell-label">{label}</span> {value}
    </span>
  ) : null;

/** One animal as a table row: Identifier, Type, Breed, Pasture, Status, Age, Weight, Lineage, Actions. */
export const CattleTableRow = memo(function CattleTableRow({ animal, index, today, actions, measure }: CattleTableRowProps) {
  const name = displayName(animal);
  const badge = cowTypeBadge(animal.cowType);
  const warning = heatReturnWarning(animal);
  const method = normaliseBreedingMethod(animal.breedingMethod);
  const bred = method && method !== 'not_specified' ? breedingMethodLabel(method) : null;
  const sire = sireBull(animal.breedingSire);
  const dam = cleanText(animal.cowTag);
  const father = cleanText(animal.sireTag);
  const { onEdit, onDelete } = actions;
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <th scope="row" className="fh-cell-id">
        <span className="fh-cell-main">{name}</span>
        {badge ? <span className={`fh-pill fh-badge-${badge.toLowerCase()}`}>{badge}</span> : null}
        {isInWithdrawal(animal, today) ? <WithdrawalBadge animal={animal} today={today} element="span" /> : null}
        <Line label="Reg." value={cleanText(animal.registrationNumber)} />
      </th>
      <td>
        <span className={`fh-pill fh-type-tag ${typeClass(animal.type)}`}>{normaliseType(animal.type) ?? animal.type}</span>
      </td>
      <td>
        <span className="fh-cell-main">{wrapAtSlashes(breedLabel(animal.breed) || '—')}</span>
        {cleanText(animal.breedComposition) ? <span className="fh-cell-line">{animal.breedComposition}</span> : null}
      </td>
      <td>{cleanText(animal.pasture) ?? '—'}</td>
      <td>
        <span className={`fh-pill ${statusClass(animal.status)}`}>{displayStatus(animal.status)}</span>
      </td>
      <td>{formatAge(animal.birthDate, today)}</td>
      <td className="fh-cell-nowrap">
        <span className="fh-cell-main">{pounds(animal.weight) ?? '—'}</span>
        <Line label="Birth" value={pounds(animal.birthWeight)} />
      </td>
      <td className="fh-cell-lineage">
        <Line label="Dam" value={dam} />
        <Line label="Sire" value={father} />
        <Line label="Bred" value={bred && (sire ? `${bred} · ${sire}` : bred)} />
        {warning ? (
          <span className="fh-heat-warning">
            <WarningSign size={12} /> {warning}
          </span>
        ) : null}
        {!dam && !father && !bred && !warning ? '—' : null}
      </td>
      <td className="fh-cell-actions">
        {isBreedingFemale(animal.type) ? (
          <Button variant="minimal" icon={<People />} aria-label={`Calves of ${name}`} title="View calves" onClick={() => actions.onCalves(animal)} />
        ) : null}
        {onEdit ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${name}`} title="Edit" onClick={() => onEdit(animal)} /> : null}
        {onDelete ? (
          <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete ${name}`} title="Delete" onClick={() => onDelete(animal)} />
        ) : null}
      </td>
    </tr>
  );
});
