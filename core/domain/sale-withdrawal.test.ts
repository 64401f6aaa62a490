import { describe, expect, it } from 'vitest';
import { saleInWithdrawal } from './sale-withdrawal';

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
