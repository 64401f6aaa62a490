import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import { embryoStockLevel, type EmbryoStockKey } from '../../../../core/domain';
import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import type { EmbryoActions } from './embryo-actions';
import { embryoFacts, embryoTags } from './embryo-facts';
import { embryoTitle } from './embryo-title';
import '../../../ui/RecordCard.css';
import '../../../ui/pills.css';
import './EmbryoCard.css';

interface EmbryoCardProps {
  lot: EmbryoRecord;
  /** The storage tank the lot sits in, by name; null when in none. */
  tankName: string | null;
  actions: EmbryoActions;
}

// The app's own status colours: Blueprint's intents are all green in this theme.
const STOCK_CLASS: Record<EmbryoStockKey, string> = {
  empty: 'fh-status-red',
  low: 'fh-status-yellow',
  medium: 'fh-status-blue',
  good: 'fh-status-green',
};

/** One embryo lot: donor dam × sire, breed, grade and stage, how many remain, price, dates, storage and notes. */
export const EmbryoCard = memo(function EmbryoCard({ lot, tankName, actions }: EmbryoCardProps) {
  const title = embryoTitle(lot);
  const stock = embryoStockLevel(lot.remainingEmbryos);
  const facts = embryoFacts(lot, tankName);
  const { onEdit, onDelete } = actions;
  return (
    <article className="fh-card-shell fh-record-card fh-embryo-card" aria-label={title}>
      <div className="fh-embryo-card-body">
        <header className="fh-embryo-card-head">
          <h2 className="fh-record-card-title">{title}</h2>
          <span className={`fh-pill fh-embryo-stock ${STOCK_CLASS[stock.key]}`}>{stock.label}</span>
        </header>
        <p className="fh-embryo-remaining">
          {lot.remainingEmbryos} of {lot.totalEmbryos} remaining
        </p>
        <ul className="fh-record-badges" aria-label="Breed, grade and stage">
          {embryoTags(lot).map((tag) => (
            <li key={tag} className="fh-pill">
              {tag}
            </li>
          ))}
        </ul>
        {facts.length > 0 ? (
          <dl className="fh-record-facts">
            {facts.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {lot.notes ? <p className="fh-embryo-notes">{lot.notes}</p> : null}
      </div>
      {onEdit || onDelete ? (
        <footer className="fh-record-card-actions fh-embryo-card-actions">
          {onEdit ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit embryos from ${lot.donorDam}`} title="Edit" onClick={() => onEdit(lot)} /> : null}
          {onDelete ? (
            <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete embryos from ${lot.donorDam}`} title="Delete" onClick={() => onDelete(lot)} />
          ) : null}
        </footer>
      ) : null}
    </article>
  );
});
