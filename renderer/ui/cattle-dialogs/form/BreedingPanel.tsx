import { Callout } from '@blueprintjs/core';
import { Heart, InfoSign, WarningSign } from '@blueprintjs/icons';
import { breedingMethodLabel, expectedCalvingDate, sireBull } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { EmptyState } from '../../EmptyState';
import { displayDate } from '../../display-format';
import { Facts } from '../../Facts';

const hasBreeding = (animal: CattleRecord | null): animal is CattleRecord =>
  Boolean(animal && (animal.breedingDate || animal.breedingMethod || animal.breedingSire || animal.expectedCalvingDate));

const timesText = (count: number) => (count === 1 ? 'once' : `${count} times`);

/** Breeding: read only here; breedings are logged in Breeding Management. */
export function BreedingPanel({ animal }: { animal: CattleRecord | null }) {
  const returns = animal?.heatReturnCount ?? 0;
  return (
    <div className="fh-breeding">
      {hasBreeding(animal) ? (
        <Facts
          className="fh-facts-cards"
          facts={[
            { label: 'Last breeding date', value: displayDate(animal.breedingDate) },
            { label: 'Method', value: breedingMethodLabel(animal.breedingMethod) },
            { label: 'Sire', value: sireBull(animal.breedingSire) ?? '—' },
            {
              label: 'Expected calving date',
              value: displayDate(animal.expectedCalvingDate ?? expectedCalvingDate(animal.breedingDate, animal.breedingMethod)),
            },
          ]}
        />
      ) : (
        <EmptyState level={3} className="fh-breeding-empty" icon={<Heart size={40} />} title="No breeding records yet" />
      )}
      {animal && (animal.cameBackInHeat || returns > 0) ? (
        <Callout intent="warning" icon={<WarningSign />} title="Returned to heat" className="fh-breeding-callout">
          {returns > 0 ? `Came back in heat ${timesText(returns)}` : 'Came back in heat'}
          {animal.heatReturnDate ? `, last on ${displayDate(animal.heatReturnDate)}.` : '.'}
        </Callout>
      ) : null}
      <Callout icon={<InfoSign />} className="fh-breeding-callout">
        Breeding records are managed in the <strong>Breeding Management</strong> section.
      </Callout>
    </div>
  );
}
