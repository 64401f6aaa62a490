import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import type { MedicineRecord } from '../../../core/schemas/health';
import type { MedicineActions } from './medicine-actions';
import { medicineKindLabel, withdrawalDaysText } from './medicine-text';
import '../../ui/RecordCard.css';
import '../../ui/pills.css';

interface MedicineCardProps {
  medicine: MedicineRecord;
  actions: MedicineActions;
}

/** One medicine: its name and kind, its meat and milk withdrawal, its unit and notes. */
export const MedicineCard = memo(function MedicineCard({ medicine, actions }: MedicineCardProps) {
  const { onEdit, onDelete } = actions;
  return (
    <article className="fh-card-shell fh-record-card fh-medicine-card" aria-label={medicine.name}>
      <header className="fh-record-card-head">
        <h2 className="fh-record-card-title">{medicine.name}</h2>
        <span className="fh-pill">{medicineKindLabel(medicine.kind)}</span>
      </header>
      <dl className="fh-record-facts">
        <div>
          <dt>Meat withdrawal</dt>
          <dd>{withdrawalDaysText(medicine.meatWithdrawalDays)}</dd>
        </div>
        <div>
          <dt>Milk withdrawal</dt>
          <dd>{withdrawalDaysText(medicine.milkWithdrawalDays)}</dd>
        </div>
        <div>
          <dt>Unit</dt>
          <dd>{medicine.unit ?? '—'}</dd>
        </div>
        {medicine.notes ? (
          <div className="fh-medicine-notes">
            <dt>Notes</dt>
            <dd>{medicine.notes}</dd>
          </div>
        ) : null}
      </dl>
      {onEdit || onDelete ? (
        <footer className="fh-record-card-actions">
          {onEdit ? <Button variant="minimal" icon={<Edit />} text="Edit" aria-label={`Edit ${medicine.name}`} onClick={() => onEdit(medicine)} /> : null}
          {onDelete ? (
            <Button variant="minimal" intent="danger" icon={<Trash />} text="Delete" aria-label={`Delete ${medicine.name}`} onClick={() => onDelete(medicine)} />
          ) : null}
        </footer>
      ) : null}
    </article>
  );
});
