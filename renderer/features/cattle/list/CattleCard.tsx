import { Button } from '@blueprintjs/core';
import { Edit, People, Trash } from '@blueprintjs/icons';
import { memo } from 'react';
import { breedLabel, cattleBadges, cleanText, isBreedingFemale, displayStatus, isInHerd, isPregnant, normaliseType } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { cardName, cardTitle, statusClass, typeClass, wrapAtSlashes } from '../../../ui/animal-display';
import type { CattleActions } from './cattle-actions';
import { SwipeToDelete } from '../../../ui/SwipeToDelete';
import { WithdrawalBadge } from './WithdrawalBadge';
import '../../../ui/RecordCard.css';
import '../../../ui/pills.css';

interface CattleCardProps {
  animal: CattleRecord;
  today: string;
  actions: CattleActions;
}

const dash = (value: string | null | undefined) => cleanText(value) ?? '—';

/** "45 · Rito", "45 · —", or a single dash when neither parent is known. */
const lineage = ({ cowTag, sireTag }: CattleRecord) =>
  cleanText(cowTag) || cleanText(sireTag) ? `${dash(cowTag)} · ${dash(sireTag)}` : '—';

/** One animal as a card: who it is, where it grazes, its lineage and badges, and what to do. */
export const CattleCard = memo(function CattleCard({ animal, today, actions }: CattleCardProps) {
  const title = cardTitle(animal);
  const badges = cattleBadges(animal, today);
  const { onEdit, onDelete } = actions;
  const calves = isBreedingFemale(animal.type);
  return (
    <SwipeToDelete onDelete={onDelete && (() => onDelete(animal))}>
      <article className="fh-card-shell fh-record-card" aria-label={cardName(animal)}>
        <header className="fh-record-card-head">
          <h2 className="fh-record-card-title">{title}</h2>
          <span className={`fh-pill fh-type-tag ${typeClass(animal.type)}`}>{normaliseType(animal.type) ?? animal.type}</span>
          {isPregnant(animal.status) ? <span className="fh-pill fh-status-green">Pregnant</span> : null}
          {/* Sold and deceased animals stay on the list; say so before anyone goes looking for them. */}
          {isInHerd(animal.status) ? null : (
            <span className={`fh-pill ${statusClass(animal.status)}`}>{displayStatus(animal.status)}</span>
          )}
        </header>
        <dl className="fh-record-facts">
          <div>
            <dt>Tag</dt>
            <dd>{cleanText(animal.tag) ? `#${cleanText(animal.tag)}` : '—'}</dd>
          </div>
          <div>
            <dt>Pasture</dt>
            <dd>{dash(animal.pasture)}</dd>
          </div>
          <div>
            <dt>Breed</dt>
            <dd>{wrapAtSlashes(dash(breedLabel(animal.breed)))}</dd>
          </div>
          <div>
            <dt>Dam · Sire</dt>
            <dd>{lineage(animal)}</dd>
          </div>
        </dl>
        {badges.length > 0 ? (
          <ul className="fh-record-badges" aria-label="Badges">
            {badges.map((badge) =>
              badge === 'Withdrawal' ? (
                <WithdrawalBadge key={badge} animal={animal} today={today} element="li" />
              ) : (
                <li key={badge} className={`fh-pill fh-badge-${badge.toLowerCase().replaceAll(' ', '-')}`}>
                  {badge}
                </li>
              ),
            )}
          </ul>
        ) : null}
        {onEdit || calves || onDelete ? (
          <footer className="fh-record-card-actions">
            {onEdit ? <Button variant="minimal" icon={<Edit />} text="Edit" onClick={() => onEdit(animal)} /> : null}
            {calves ? <Button variant="minimal" icon={<People />} text="Calves" onClick={() => actions.onCalves(animal)} /> : null}
            {onDelete ? <Button variant="minimal" intent="danger" icon={<Trash />} text="Delete" onClick={() => onDelete(animal)} /> : null}
          </footer>
        ) : null}
      </article>
    </SwipeToDelete>
  );
});
