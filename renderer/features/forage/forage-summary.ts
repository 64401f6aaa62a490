import { forageStockLevel } from '../../../core/domain';
import type { ForageRecord } from '../../../core/schemas/forage';

export interface ForageTotals {
  lots: number;
  totalBales: number;
  remainingBales: number;
  /** Lots at the Low stock level (25 % or less left). */
  low: number;
  /** Lots at the Critical stock level (10 % or less left): the ones to restock first. */
  critical: number;
}

type Stocked = Pick<ForageRecord, 'totalBales' | 'remainingBales'>;

/** The year's lots at a glance: how many, their bales put up and left, and how many run low. */
export function forageTotals(lots: readonly Stocked[]): ForageTotals {
  return lots.reduce<ForageTotals>(
    (sum, lot) => {
      const level = forageStockLevel(lot.remainingBales, lot.totalBales).key;
      return {
        lots: sum.lots + 1,
        totalBales: sum.totalBales + lot.totalBales,
        remainingBales: sum.remainingBales + lot.remainingBales,
        low: sum.low + (level === 'low' ? 1 : 0),
        critical: sum.critical + (level === 'critical' ? 1 : 0),
      };
    },
    { lots: 0, totalBales: 0, remainingBales: 0, low: 0, critical: 0 },
  );
}
