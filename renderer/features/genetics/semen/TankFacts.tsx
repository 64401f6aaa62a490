import { ProgressBar, type Intent } from '@blueprintjs/core';
import type { TankColor } from '../../../../core/domain';
import type { SemenTankStock } from './useSemenInventory';

const BAR_INTENT: Record<TankColor, Intent> = { green: 'success', yellow: 'warning', red: 'danger' };

/** Where a tank is, what it sits in, its canes used of capacity (with a bar) and its straws left. */
export function TankFacts({ stock, storageName }: { stock: SemenTankStock; storageName: string | undefined }) {
  const { tank, canesUsed, strawsLeft, usage } = stock;
  const canes = `${canesUsed} of ${tank.capacity} canes`;
  return (
    <dl className="fh-semen-facts fh-semen-tank-facts">
      <div>
        <dt>Location</dt>
        <dd>{tank.location ?? '—'}</dd>
      </div>
      <div>
        <dt>Storage Tank</dt>
        <dd>{storageName ?? '—'}</dd>
      </div>
      <div>
        <dt>Canes</dt>
        <dd>
          {canes}
          <ProgressBar className="fh-semen-tank-bar" aria-label={`${canes} used`} value={usage.percent / 100} intent={BAR_INTENT[usage.color]} stripes={false} animate={false} />
        </dd>
      </div>
      <div>
        <dt>Straws Left</dt>
        <dd className="fh-semen-tank-straws">{strawsLeft.toLocaleString('en-US')}</dd>
      </div>
    </dl>
  );
}
