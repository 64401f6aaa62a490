import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import { cleanText } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { SwipeToDelete } from '../../ui/SwipeToDelete';
import { cardName, cardTitle } from '../../ui/animal-display';
import type { CalfActions } from './calf-actions';
import { calfFacts, type CalfFact } from './calf-facts';
import { SexTag, WeaningBadge } from './CalfTags';
import '../../ui/RecordCard.css';
import './CalfCard.css';

interface CalfCardProps {
  calf: CattleRecord;
  today: string;
  actions: CalfActions;
}

function Fact({ label, value, detail }: CalfFact) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value}
        {detail ? <span className="fh-calf-fact-detail">{detail}</span> : null}
      </dd>
    </div>
  );
}

/** One calf as a card: who it is, its sex and weaning status, birth, parents, weights and pasture. */
export const CalfCard = memo(function CalfCard({ calf, today, actions }: CalfCardProps) {
  const title = cardTitle(calf);
  const facts = calfFacts(calf, today);
  // The title is the name, or the tag when there is none: a named calf's tag follows its name.
  const tag = cleanText(calf.name) ? cleanText(calf.tag) : null;
  const { onEdit, onDelete } = actions;
  return (
    <SwipeToDelete onDelete={onDelete && (() => onDelete(calf))}>
      <article className="fh-card-shell fh-record-card" aria-label={cardName(calf)}>
        <header className="fh-record-card-head">
          <h2 className="fh-record-card-title">
            {title}
            {tag ? <span className="fh-calf-card-tag"> #{tag}</span> : null}
          </h2>
          <SexTag calf={calf} />
          <WeaningBadge calf={calf} today={today} />
        </header>
        <dl className="fh-record-facts">
          <Fact {...facts.born} />
          <Fact {...facts.pasture} />
          <Fact {...facts.dam} />
          <Fact {...facts.sire} />
          <Fact {...facts.weight} />
          {facts.weaned ? <Fact {...facts.weaned} /> : null}
        </dl>
        {onEdit || onDelete ? (
          <footer className="fh-record-card-actions">
            {onEdit ? <Button variant="minimal" icon={<Edit />} text="Edit" onClick={() => onEdit(calf)} /> : null}
            {onDelete ? <Button variant="minimal" intent="danger" icon={<Trash />} text="Delete" onClick={() => onDelete(calf)} /> : null}
          </footer>
        ) : null}
      </article>
    </SwipeToDelete>
  );
});
