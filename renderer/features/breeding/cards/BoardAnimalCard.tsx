import type { ReactNode } from 'react';
import { normaliseType } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { cardName } from '../../../ui/animal-display';
import { animalTitle } from '../animal-title';
import '../../../ui/pills.css';
import '../../../ui/RecordCard.css';

/** Badge colours: Active and Open gray, heat returns amber, due dates blue, Pregnant green, overdue red. */
export type BadgeTone = 'active' | 'heat' | 'due' | 'pregnant' | 'overdue';

const TONE_PILL: Record<BadgeTone, string> = {
  active: 'fh-status-gray',
  heat: 'fh-status-yellow',
  due: 'fh-status-blue',
  pregnant: 'fh-status-green',
  overdue: 'fh-status-red',
};

export interface CardBadge {
  text: string;
  tone: BadgeTone;
}

export interface CardFact {
  label: string;
  value: ReactNode;
}

interface BoardAnimalCardProps {
  animal: CattleRecord;
  badges: readonly CardBadge[];
  facts: readonly CardFact[];
  /** The card's buttons (Breed, Edit Breeding, Pregnancy Check); null where the member's role allows none. */
  action: ReactNode;
}

/** One animal on a breeding tab: who she is, her badges, her breeding facts and what to do. */
export function BoardAnimalCard({ animal, badges, facts, action }: BoardAnimalCardProps) {
  const title = animalTitle(animal);
  return (
    <article className="fh-board-card" aria-label={cardName(animal)}>
      <header className="fh-board-card-head">
        <h2 className="fh-board-card-title">{title}</h2>
        <span className="fh-board-card-type">{normaliseType(animal.type) ?? animal.type}</span>
      </header>
      {badges.length > 0 ? (
        <ul className="fh-board-badges" aria-label="Badges">
          {badges.map((badge) => (
            <li key={badge.text}>
              <span className={`fh-pill ${TONE_PILL[badge.tone]}`}>{badge.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="fh-record-facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {action ? <footer className="fh-board-card-actions">{action}</footer> : null}
    </article>
  );
}
