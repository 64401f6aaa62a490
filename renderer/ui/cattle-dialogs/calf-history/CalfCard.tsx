import { Card } from '@blueprintjs/core';
import { displayStatus, formatAge } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { displayDate, displayDollars, displayPounds } from '../../display-format';
import { animalTitle } from '../display';
import { Facts } from '../../Facts';
import { CalfStatusTag } from './CalfStatusTag';

/** "Heifer calf" / "Bull calf" while it is a calf; a grown animal's type says it already. */
function calfKind(calf: CattleRecord): string {
  if (calf.type !== 'Calf') return calf.type;
  return calf.gender === 'female' ? 'Heifer calf' : calf.gender === 'male' ? 'Bull calf' : 'Calf';
}

/** One calf of the cow: status, birth, age, weights, sale price, pasture and disposition. */
export function CalfCard({ calf }: { calf: CattleRecord }) {
  const subtitle = [calfKind(calf), calf.sireTag ? `Sire ${calf.sireTag}` : null].filter(Boolean).join(' · ');
  return (
    <Card className="fh-calf-card" elevation={0}>
      <div className="fh-calf-card-head">
        <div>
          <h3 className="fh-calf-name">{animalTitle(calf)}</h3>
          <p className="fh-calf-subtitle">{subtitle}</p>
        </div>
        <CalfStatusTag status={calf.status} />
      </div>
      <Facts
        className="fh-facts-compact"
        facts={[
          { label: 'Birth date', value: displayDate(calf.birthDate) },
          { label: 'Age', value: formatAge(calf.birthDate) },
          { label: 'Birth weight', value: displayPounds(calf.birthWeight) },
          { label: 'Wean weight', value: displayPounds(calf.weanWeight) },
          { label: 'Sale price', value: displayDollars(calf.salePrice) },
          { label: 'Pasture', value: calf.pasture },
          { label: 'Disposition', value: calf.disposition ? displayStatus(calf.disposition) : '—' },
        ]}
      />
    </Card>
  );
}
