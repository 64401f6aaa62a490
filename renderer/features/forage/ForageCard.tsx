import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import { choiceLabel, FORAGE_VARIETIES } from '../../../core/domain';
import type { ForageRecord } from '../../../core/schemas/forage';
import type { ForageActions } from './forage-actions';
import { forageFacts, forageLotPlace, forageTypeLabel } from './forage-display';
import { ForageStockBadge, ForageStockBar } from './ForageStock';
import '../../ui/RecordCard.css';
import './ForageCard.css';

interface ForageCardProps {
  lot: ForageRecord;
  /** The year the lot is listed under, named in its title when the page shows all years; else null. */
  year: number | null;
  actions: ForageActions;
}

/** One forage lot: its type and variety (and year), stock left with its badge, then what is known about it. */
export const ForageCard = memo(function ForageCard({ lot, year, actions }: ForageCardProps) {
  const place = forageLotPlace(lot, year);
  const variety = choiceLabel(FORAGE_VARIETIES, lot.variety);
  const { onEdit, onDelete } = actions;
  return (
    <article className="fh-card-shell fh-record-card fh-forage-card" aria-label={place}>
      <header className="fh-record-card-head">
        <h2 className="fh-record-card-title">
          {forageTypeLabel(lot)}
          {variety ? <span className="fh-forage-variety"> · {variety}</span> : null}
          {year ? <span className="fh-forage-year"> · {year}</span> : null}
        </h2>
        <ForageStockBadge lot={lot} />
      </header>
      <ForageStockBar lot={lot} />
      <dl className="fh-record-facts">
        {forageFacts(lot).map(({ label, value, wide }) => (
          <div key={label} className={wide ? 'fh-forage-fact-wide' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {onEdit || onDelete ? (
        <footer className="fh-record-card-actions fh-forage-card-actions">
          {onEdit ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${place}`} title="Edit" onClick={() => onEdit(lot)} /> : null}
          {onDelete ? <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete ${place}`} title="Delete" onClick={() => onDelete(lot)} /> : null}
        </footer>
      ) : null}
    </article>
  );
});
