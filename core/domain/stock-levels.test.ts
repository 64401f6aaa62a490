import { describe, expect, it } from 'vitest';
import { embryoStockLevel, forageStockLevel, remainingWithinTotal, STOCK_COUNTS, strawStockLevel, withinTotals } from './stock-levels';

describe('stock levels of embryos, straws and forage', () => {
  it('embryo stock: 0 → empty (missing and negative count as 0)', () => {
    expect(embryoStockLevel(0)).toEqual({ key: 'empty', label: 'Empty' });
    expect(embryoStockLevel(null).key).toBe('empty');
    expect(embryoStockLevel(-1).key).toBe('empty');
  });

  it('embryo stock: 1 and 2 → low; 3 → medium', () => {
    expect(embryoStockLevel(1).key).toBe('low');
    expect(embryoStockLevel(2)).toEqual({ key: 'low', label: 'Low' });
    expect(embryoStockLevel(3).key).toBe('medium');
  });

  it('embryo stock: 5 → medium; 6 → good', () => {
    expect(embryoStockLevel(5)).toEqual({ key: 'medium', label: 'Medium' });
    expect(embryoStockLevel(6)).toEqual({ key: 'good', label: 'Good' });
  });

  it('straws: 0 → out of stock; 1 and 2 → low stock; 3 → in stock', () => {
    expect(strawStockLevel(0)).toEqual({ key: 'out', label: 'Out of Stock' });
    expect(strawStockLevel(1)).toEqual({ key: 'low', label: 'Low Stock' });
    expect(strawStockLevel(2).key).toBe('low');
    expect(strawStockLevel(3)).toEqual({ key: 'in_stock', label: 'In Stock' });
  });

  it('straws: 5 → in stock; above 5 → good stock', () => {
    expect(strawStockLevel(5).key).toBe('in_stock');
    expect(strawStockLevel(6)).toEqual({ key: 'good', label: 'Good Stock' });
  });

  it('forage: remaining share 10 % or less → critical (10/100, 0/100); 11 % → low', () => {
    expect(forageStockLevel(10, 100)).toEqual({ key: 'critical', label: 'Critical', percent: 10 });
    expect(forageStockLevel(0, 100).key).toBe('critical');
    expect(forageStockLevel(1, 10).key).toBe('critical');
    expect(forageStockLevel(11, 100).key).toBe('low');
  });

  it('forage: 25 % or less → low (25/100, 1/4); 26 % → good', () => {
    expect(forageStockLevel(25, 100)).toEqual({ key: 'low', label: 'Low', percent: 25 });
    expect(forageStockLevel(1, 4).key).toBe('low');
    expect(forageStockLevel(26, 100)).toEqual({ key: 'good', label: 'Good', percent: 26 });
  });

  it('forage: total 0 or missing → critical; remaining capped at total', () => {
    expect(forageStockLevel(5, 0).key).toBe('critical');
    expect(forageStockLevel(5, null).key).toBe('critical');
    expect(forageStockLevel(150, 100)).toEqual({ key: 'good', label: 'Good', percent: 100 });
  });

  it('remainingWithinTotal: more left than the total is capped at the total; less or equal is kept', () => {
    expect(remainingWithinTotal(9, 6)).toBe(6);
    expect(remainingWithinTotal(6, 6)).toBe(6);
    expect(remainingWithinTotal(4, 6)).toBe(4);
    expect(remainingWithinTotal(0, 6)).toBe(0);
    expect(remainingWithinTotal(3, 0)).toBe(0);
  });

  it('withinTotals: each count of what a lot has left is capped at its total, the other fields kept', () => {
    expect(withinTotals({ totalStraws: 4, remainingStraws: 9, bullName: 'Duke' }, STOCK_COUNTS.semenStraw)).toEqual({ totalStraws: 4, remainingStraws: 4, bullName: 'Duke' });
    expect(withinTotals({ totalBales: 10, remainingBales: 3 }, STOCK_COUNTS.forage)).toEqual({ totalBales: 10, remainingBales: 3 });
  });
});
