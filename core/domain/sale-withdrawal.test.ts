import { describe, expect, it } from 'vitest';
import { isNewSaleInWithdrawal, saleInWithdrawal } from './sale-withdrawal';

const treatments = [
  { date: '2026-11-20', product: 'Draxxin', meatWithdrawalDays: 18, milkWithdrawalDays: 0 },
  { date: '2026-11-01', product: 'Vision 7', meatWithdrawalDays: 21, milkWithdrawalDays: 0 },
];
const steer = { tag: '207', name: 'Rusty', status: 'active', disposition: null, dispositionDate: null };
const sold = { ...steer, status: 'sold', dispositionDate: '2026-11-27' };

describe('selling an animal inside its meat withdrawal', () => {
  it('is refused naming the end, the product and the date of the treatment that ends last', () => {
    expect(saleInWithdrawal(steer, sold, treatments, '2026-11-27')).toBe('207 Rusty is in meat withdrawal until 2026-12-08 (Draxxin, 2026-11-20).');
  });

  it('a sale dated on the end day or later is no withdrawal sale', () => {
    expect(saleInWithdrawal(steer, { ...sold, dispositionDate: '2026-12-08' }, treatments, '2026-11-27')).toBeNull();
  });

  it('a disposition of sold counts as a sale; without a date the sale is today', () => {
    expect(saleInWithdrawal(steer, { ...steer, disposition: 'Sold' }, treatments, '2026-11-27')).not.toBeNull();
  });

  it('a sold animal saved again with the same sale date is not asked twice', () => {
    expect(saleInWithdrawal(sold, { ...sold, name: 'Rusty II' }, treatments, '2026-11-27')).toBeNull();
  });

  it('an animal never treated, or not sold, is no withdrawal sale', () => {
    expect(saleInWithdrawal(steer, sold, [], '2026-11-27')).toBeNull();
    expect(saleInWithdrawal(steer, { ...steer, notes: 'x' } as typeof steer, treatments, '2026-11-27')).toBeNull();
  });
});

const TODAY = '2024-06-15';
const UNTIL = '2024-07-03';
const rex = { tag: '301', name: 'Rex', status: 'active', disposition: null, dispositionDate: null };

describe('asking "Sell anyway?" before a sale inside the meat withdrawal', () => {
  it('a sale (status or disposition) dated before the end is asked about', () => {
    expect(isNewSaleInWithdrawal(rex, { ...rex, status: 'sold' }, UNTIL, TODAY)).toBe(true);
    expect(isNewSaleInWithdrawal(rex, { ...rex, disposition: 'sold', dispositionDate: '2024-07-02' }, UNTIL, TODAY)).toBe(true);
  });

  it('a sale dated on the end day or after, no withdrawal, or no sale is not', () => {
    expect(isNewSaleInWithdrawal(rex, { ...rex, disposition: 'sold', dispositionDate: UNTIL }, UNTIL, TODAY)).toBe(false);
    expect(isNewSaleInWithdrawal(rex, { ...rex, status: 'sold' }, null, TODAY)).toBe(false);
    expect(isNewSaleInWithdrawal(rex, { ...rex, status: 'deceased' }, UNTIL, TODAY)).toBe(false);
  });

  it('an animal already sold anyway, saved again with the same sale date, is not asked twice; a new date is', () => {
    const sold = { ...rex, disposition: 'sold', dispositionDate: '2024-06-20' };
    expect(isNewSaleInWithdrawal(sold, { ...sold, name: 'Rex II' }, UNTIL, TODAY)).toBe(false);
    expect(isNewSaleInWithdrawal(sold, { ...sold, dispositionDate: '2024-06-25' }, UNTIL, TODAY)).toBe(true);
  });

  it('asks exactly where the server refuses, for the same stored end', () => {
    const treatments = [{ date: '2024-06-15', meatWithdrawalDays: 18, milkWithdrawalDays: 0, product: 'Draxxin' }];
    const saves = [
      { ...rex, status: 'sold' },
      { ...rex, disposition: 'sold', dispositionDate: '2024-07-02' },
      { ...rex, disposition: 'sold', dispositionDate: UNTIL },
      { ...rex, notes: 'quiet' },
    ];
    for (const saved of saves) expect(isNewSaleInWithdrawal(rex, saved, UNTIL, TODAY)).toBe(saleInWithdrawal(rex, saved, treatments, TODAY) !== null);
    expect(saleInWithdrawal(rex, saves[0]!, treatments, TODAY)).toBe('301 Rex is in meat withdrawal until 2024-07-03 (Draxxin, 2024-06-15).');
  });
});
