import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';
import { breedLabel } from '../../../../core/domain';
import type { SemenStrawRecord } from '../../../../core/schemas/semen';
import { displayDate, displayDollars } from '../../../ui/display-format';
import type { SemenActions } from './semen-actions';
import { SexedTag, StockBadge } from './StockBadge';

/** One bull's straws: breed, registration, straws left of total, price, supplier and expiry. */
export function StrawLotRow({ lot, actions }: { lot: SemenStrawRecord; actions: SemenActions }) {
  const facts = [
    ['Breed', breedLabel(lot.breed)],
    ['Registration', lot.registrationNumber ?? '—'],
    ['Straws', `${lot.remainingStraws} of ${lot.totalStraws} left`],
    ['Per Straw', displayDollars(lot.pricePerStraw)],
    ['Supplier', lot.supplier ?? '—'],
    ['Expires', displayDate(lot.expirationDate)],
  ] as const;
  const { editStraws, deleteStraws } = actions;
  return (
    <li className="fh-straw-lot" aria-label={lot.bullName}>
      <div className="fh-straw-lot-head">
        <span className="fh-straw-lot-bull">{lot.bullName}</span>
        <SexedTag notes={lot.notes} />
        <StockBadge remaining={lot.remainingStraws} />
      </div>
      <dl className="fh-semen-facts fh-straw-lot-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="fh-straw-lot-actions">
        {editStraws ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${lot.bullName} straws`} title="Edit straws" onClick={() => editStraws(lot)} /> : null}
        {deleteStraws ? (
          <Button variant="minimal" intent="danger" icon={<Trash />} aria-label={`Delete ${lot.bullName} straws`} title="Delete straws" onClick={() => deleteStraws(lot)} />
        ) : null}
      </div>
    </li>
  );
}
