import { Tag, type Intent } from '@blueprintjs/core';
import { isSexed, strawStockLevel, type StrawStockKey } from '../../../../core/domain';

const INTENT: Record<StrawStockKey, Intent> = { out: 'danger', low: 'warning', in_stock: 'success', good: 'success' };

/** Out of Stock, Low Stock, In Stock or Good Stock, in red, amber and green. */
export function StockBadge({ remaining }: { remaining: number }) {
  const level = strawStockLevel(remaining);
  return (
    <Tag round minimal={level.key === 'in_stock'} intent={INTENT[level.key]} className="fh-straw-stock">
      {level.label}
    </Tag>
  );
}

/** "Sexed" when the lot's notes say so. */
export function SexedTag({ notes }: { notes: string | null }) {
  return isSexed(notes) ? (
    <Tag round minimal intent="primary" className="fh-straw-sexed">
      Sexed
    </Tag>
  ) : null;
}
