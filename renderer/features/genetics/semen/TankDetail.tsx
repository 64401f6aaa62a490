import { useId } from 'react';
import { CaneAccordion } from './CaneAccordion';
import { NoCanes } from './NoCanes';
import type { SemenActions } from './semen-actions';
import type { SemenTankStock } from './useSemenInventory';
import './TankDetail.css';

/** A tank's canes, each an accordion of its straw lots. */
export function TankDetail({ stock, actions }: { stock: SemenTankStock; actions: SemenActions }) {
  const headingId = useId();
  const { tank, canes, canesUsed, strawsLeft } = stock;
  const { addCane } = actions;
  return (
    <section className="fh-semen-detail" aria-labelledby={headingId}>
      <header className="fh-semen-detail-head">
        <h2 id={headingId} className="fh-semen-tank-title">
          {tank.name}
        </h2>
        <span className="fh-semen-detail-meta">
          {canesUsed} of {tank.capacity} canes · {strawsLeft.toLocaleString('en-US')} straws left
        </span>
      </header>
      {canes.length > 0 ? (
        canes.map((cane) => <CaneAccordion key={cane.cane.id} stock={cane} actions={actions} />)
      ) : (
        <NoCanes onAdd={addCane && (() => addCane(tank.id))} />
      )}
    </section>
  );
}
