import { Card } from '@blueprintjs/core';
import { displayName, displayStatus } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';

const shown = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

/** The picked animal: name, tag, type, breed, status, pasture, weight and birth date. */
export function AnimalDetails({ animal }: { animal: CattleRecord }) {
  const facts: [string, string][] = [
    ['Name', shown(animal.name)],
    ['Tag', shown(animal.tag)],
    ['Type', animal.type],
    ['Breed', shown(animal.breed)],
    ['Status', displayStatus(animal.status)],
    ['Pasture', animal.pasture],
    ['Weight', animal.weight === null ? '—' : `${animal.weight} lbs`],
    ['Birth date', shown(animal.birthDate)],
  ];
  return (
    <Card className="fh-search-demo-card" aria-labelledby="search-demo-selected">
      <h2 id="search-demo-selected" className="fh-search-demo-heading">
        {displayName(animal)}
      </h2>
      <dl className="fh-search-demo-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
