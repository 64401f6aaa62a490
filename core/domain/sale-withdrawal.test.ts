import { describe, expect, it } from 'vitest';
import { isNewSaleInWithdrawal, saleInWithdrawal } from './sale-withdrawal';

const TODAY = '2024-06-15';
const UNTIL = '2024-07-03';
const steer = { tag: '301', name: 'Rex', status: 'active', disposition: null, dispositionDate: null };

describe('asking "Sell anyway?" before a sale inside the meat withdrawal', () => {
  it('a sale (status or disposition) dated before the end is asked about', () => {
    expect(isNewSaleInWithdrawal(steer, { ...steer, status: 'sold' }, UNTIL, TODAY)).toBe(true);
    expect(isNewSaleInWithdrawal(steer, { ...steer, disposition: 'sold', dispositionDate: '2024-07-02' }, UNTIL, TODAY)).toBe(true);
  });

  it('a sale dated on the end day or after, no withdrawal, or no sale is not', () => {
    expect(isNewSaleInWithdrawal(steer, { ...steer, disposition: 'sold', dispositionDate: UNTIL }, UNTIL, TODAY)).toBe(false);
    expect(isNewSaleInWithdrawal(steer, { ...steer, status: 'sold' }, null, TODAY)).toBe(false);
    expect(isNewSaleInWithdrawal(steer, { ...steer, status: 'deceased' }, UNTIL, TODAY)).toBe(false);
  });

  it('an animal already sold anyway, saved again with the same sale date, is not asked twice; a new date is', () => {
    const sold = { ...steer, disposition: 'sold', dispositionDate: '2024-06-20' };
    expect(isNewSaleInWithdrawal(sold, { ...sold, name: 'Rex II' }, UNTIL, TODAY)).toBe(false);
    expect(isNewSaleInWithdrawal(sold, { ...sold, dispositionDate: '2024-06-25' }, UNTIL, TODAY)).toBe(true);
  });

  it('asks exactly where the server refuses, for the same stored end', () => {
    const treatments = [{ date: '2024-06-15', meatWithdrawalDays: 18, milkWithdrawalDays: 0, product: 'Draxxin' }];
    const saves = [
      { ...steer, status: 'sold' },
      { ...steer, disposition: 'sold', dispositionDate: '2024-07-02' },
      { ...steer, disposition: 'sold', dispositionDate: UNTIL },
      { ...steer, notes: 'quiet' },
    ];
    for (const saved of saves) expect(isNewSaleInWithdrawal(steer, saved, UNTIL, TODAY)).toBe(saleInWithdrawal(steer, saved, treatments, TODAY) !== null);
    expect(saleInWithdrawal(steer, saves[0]!, treatments, TODAY)).toBe('301 Rex is in meat withdrawal until 2024-07-03 (Draxxin, 2024-06-15).');
  });
});
