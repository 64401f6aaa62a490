// Stock badges for embryos, forage and semen straws (docs/inventory-and-pastures.md).
import { EMBRYO_STOCK, FORAGE_STOCK_PERCENT, STRAW_STOCK } from './constants';

export interface StockLevel<K extends string> {
  key: K;
  label: string;
}

function count(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;
}

export type EmbryoStockKey = 'empty' | 'low' | 'medium' | 'good';

/** 0 empty, 2 or fewer low, 5 or fewer medium, above 5 good; missing counts as 0. */
export function embryoStockLevel(remaining: number | null | undefined): StockLevel<EmbryoStockKey> {
  const n = count(remaining);
  if (n === 0) return { key: 'empty', label: 'Empty' };
  if (n <= EMBRYO_STOCK.lowMax) return { key: 'low', label: 'Low' };
  if (n <= EMBRYO_STOCK.mediumMax) return { key: 'medium', label: 'Medium' };
  return { key: 'good', label: 'Good' };
}

export type StrawStockKey = 'out' | 'low' | 'in_stock' | 'good';

/** 0 out of stock, 1-2 low stock, 3-5 in stock, above 5 good: the badge a straw lot shows. */
export function strawStockLevel(remaining: number | null | undefined): StockLevel<StrawStockKey> {
  const n = count(remaining);
  if (n === 0) return { key: 'out', label: 'Out of Stock' };
  if (n <= STRAW_STOCK.lowMax) return { key: 'low', label: 'Low Stock' };
  if (n <= STRAW_STOCK.mediumMax) return { key: 'in_stock', label: 'In Stock' };
  return { key: 'good', label: 'Good Stock' };
}

export type ForageStockKey = 'critical' | 'low' | 'good';

export interface ForageStockLevel extends StockLevel<ForageStockKey> {
  /** Remaining share of total, 0-100, rounded for display. */
  percent: number;
}

/**
 * Remaining share of total: 10 % or less critical, 25 % or less low, else good. Remaining is
 * capped at total (as the form does on submit); with no total nothing can be fed, so critical.
 * Thresholds are compared in integers so 10 of 100 is exactly 10 %.
 */
export function forageStockLevel(
  remaining: number | null | undefined,
  total: number | null | undefined,
): ForageStockLevel {
  const all = count(total);
  if (all === 0) return { key: 'critical', label: 'Critical', percent: 0 };
  const left = Math.min(count(remaining), all);
  const percent = Math.round((left * 100) / all);
  if (left * 100 <= FORAGE_STOCK_PERCENT.criticalMax * all) {
    return { key: 'critical', label: 'Critical', percent };
  }
  if (left * 100 <= FORAGE_STOCK_PERCENT.lowMax * all) return { key: 'low', label: 'Low', percent };
  return { key: 'good', label: 'Good', percent };
}

/** A lot never has more left than it started with: remaining is capped at the total. */
export function remainingWithinTotal(remaining: number, total: number): number {
  return Math.min(remaining, total);
}

/**
 * The counts of what a lot has left, each with the field of the total it started with: capped at
 * that total when saved (withinTotals), and merged as changes when a phone's edit is pushed
 * (domain/sync-merge.ts). Declared once for the server's saves, sync and a phone's copy of the farm.
 */
export const STOCK_COUNTS = {
  semenStraw: { remainingStraws: 'totalStraws' },
  embryo: { remainingEmbryos: 'totalEmbryos' },
  forage: { remainingBales: 'totalBales' },
} as const;

/** A lot's fields with each count of what is left (`counts`, from STOCK_COUNTS) capped at its total. */
export function withinTotals<F extends object>(fields: F, counts: Readonly<Record<string, string>>): F {
  const capped = { ...fields } as Record<string, unknown>;
  for (const [remaining, total] of Object.entries(counts)) {
    capped[remaining] = remainingWithinTotal(capped[remaining] as number, capped[total] as number);
  }
  return capped as F;
}
