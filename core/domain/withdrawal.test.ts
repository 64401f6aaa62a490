import { describe, expect, it } from 'vitest';
import { MAX_TREATED_ANIMALS } from './constants';
import {
  activeWithdrawal,
  activeWithdrawals,
  doNotSell,
  isInWithdrawal,
  latestWithdrawal,
  MEDICINE_KIND_LABELS,
  MEDICINE_KINDS,
  meatWithdrawalMessage,
  sellsInWithdrawal,
  TREATMENT_ROUTE_SUGGESTIONS,
  withdrawalAfterTreatment,
  withdrawalEnd,
} from './withdrawal';

const TODAY = '2024-06-15';
const treatment = (date: string, meat: number, milk: number, product = 'Draxxin') => ({
  date,
  meatWithdrawalDays: meat,
  milkWithdrawalDays: milk,
  product,
});

describe('medicine kinds, routes and the batch limit', () => {
  it('medicine kinds: vaccine, antibiotic, anti-inflammatory, parasiticide, hormone, other, each labelled', () => {
    expect(MEDICINE_KINDS).toEqual(['vaccine', 'antibiotic', 'anti-inflammatory', 'parasiticide', 'hormone', 'other']);
    expect(MEDICINE_KINDS.map((kind) => MEDICINE_KIND_LABELS[kind])).toEqual([
      'Vaccine',
      'Antibiotic',
      'Anti-inflammatory',
      'Parasiticide',
      'Hormone',
      'Other',
    ]);
  });

  it('routes are only suggestions: IM, SC, IV, Oral, Pour-on, Intranasal, Topical, Intramammary, Other', () => {
    expect(TREATMENT_ROUTE_SUGGESTIONS).toEqual([
      'IM',
      'SC',
      'IV',
      'Oral',
      'Pour-on',
      'Intranasal',
      'Topical',
      'Intramammary',
      'Other',
    ]);
  });

  it('one treatment is given to at most 500 animals', () => {
    expect(MAX_TREATED_ANIMALS).toBe(500);
  });
});

describe('withdrawal end (treatment date + withdrawal days)', () => {
  it('withdrawal ends the given number of days after the treatment, across months and years', () => {
    expect(withdrawalEnd('2024-06-01', 28)).toBe('2024-06-29');
    expect(withdrawalEnd('2024-12-20', 14)).toBe('2025-01-03');
  });

  it('a withdrawal of 0 days ends on the treatment day', () => {
    expect(withdrawalEnd('2024-06-01', 0)).toBe('2024-06-01');
  });

  it('no end for an invalid date, negative days or part days', () => {
    expect(withdrawalEnd('2024-02-30', 5)).toBeNull();
    expect(withdrawalEnd('2024-06-01', -1)).toBeNull();
    expect(withdrawalEnd('2024-06-01', 1.5)).toBeNull();
  });
});

describe('latest withdrawal of an animal treatments', () => {
  it('latest withdrawal: the treatment whose date + days is latest, not the latest treatment', () => {
    const long = treatment('2024-05-01', 60, 0, 'LA-200');
    const recent = treatment('2024-06-10', 5, 0, 'Banamine');
    expect(latestWithdrawal([long, recent], 'meat')).toEqual({ until: '2024-06-30', treatment: long });
  });

  it('meat and milk are worked out apart', () => {
    const a = treatment('2024-06-01', 28, 2, 'A');
    const b = treatment('2024-06-05', 3, 4, 'B');
    expect(latestWithdrawal([a, b], 'meat')?.treatment).toBe(a);
    expect(latestWithdrawal([a, b], 'milk')).toEqual({ until: '2024-06-09', treatment: b });
  });

  it('latest withdrawal does not look at today: an end long past is still answered', () => {
    expect(latestWithdrawal([treatment('2019-01-01', 10, 0)], 'meat')?.until).toBe('2019-01-11');
  });

  it('on a tie of ends the later treatment date wins', () => {
    const earlier = treatment('2024-06-01', 10, 0, 'Early');
    const later = treatment('2024-06-06', 5, 0, 'Late');
    expect(latestWithdrawal([later, earlier], 'meat')?.treatment).toBe(later);
    expect(latestWithdrawal([earlier, later], 'meat')?.treatment).toBe(later);
  });

  it('no withdrawal with no treatment, or when every treatment has 0 days', () => {
    expect(latestWithdrawal([], 'meat')).toBeNull();
    expect(latestWithdrawal([treatment('2024-06-01', 0, 0)], 'meat')).toBeNull();
    expect(latestWithdrawal([treatment('2024-06-01', 0, 0)], 'milk')).toBeNull();
  });

  it('a treatment with an invalid date sets no withdrawal', () => {
    expect(latestWithdrawal([treatment('not a date', 10, 10)], 'meat')).toBeNull();
  });
});

describe('active withdrawal (a stored end, seen from today)', () => {
  it('active while the end is after today', () => {
    expect(activeWithdrawal('2024-06-16', TODAY)).toBe('2024-06-16');
  });

  it('an end of today is clear: the animal may be sold today', () => {
    expect(activeWithdrawal(TODAY, TODAY)).toBeNull();
    expect(activeWithdrawal('2024-06-14', TODAY)).toBeNull();
  });

  it('no end, or an unreadable one, is no withdrawal; a padded end is answered plain', () => {
    expect(activeWithdrawal(null, TODAY)).toBeNull();
    expect(activeWithdrawal(undefined, TODAY)).toBeNull();
    expect(activeWithdrawal('soon', TODAY)).toBeNull();
    expect(activeWithdrawal(' 2024-07-01 ', TODAY)).toBe('2024-07-01');
  });
});

describe('stored ends after a treatment (withdrawal never shortens)', () => {
  const none = { meatWithdrawalUntil: null, milkWithdrawalUntil: null };

  it('a first treatment sets each end to its date + days', () => {
    expect(withdrawalAfterTreatment(none, treatment('2024-06-01', 28, 4))).toEqual({
      meatWithdrawalUntil: '2024-06-29',
      milkWithdrawalUntil: '2024-06-05',
    });
  });

  it('a later end replaces the stored one; an earlier end keeps it, per kind', () => {
    const stored = { meatWithdrawalUntil: '2024-06-20', milkWithdrawalUntil: '2024-06-20' };
    expect(withdrawalAfterTreatment(stored, treatment('2024-06-10', 30, 2))).toEqual({
      meatWithdrawalUntil: '2024-07-10',
      milkWithdrawalUntil: '2024-06-20',
    });
  });

  it('a 0-day kind leaves its stored end (or none) as it was', () => {
    expect(withdrawalAfterTreatment(none, treatment('2024-06-01', 0, 0))).toEqual(none);
    const stored = { meatWithdrawalUntil: '2024-06-20', milkWithdrawalUntil: null };
    expect(withdrawalAfterTreatment(stored, treatment('2024-06-25', 0, 0))).toEqual(stored);
  });

  it('an unreadable stored end gives way to the new end', () => {
    const stored = { meatWithdrawalUntil: 'garbled', milkWithdrawalUntil: 'garbled' };
    expect(withdrawalAfterTreatment(stored, treatment('2024-06-01', 5, 0))).toEqual({
      meatWithdrawalUntil: '2024-06-06',
      milkWithdrawalUntil: 'garbled',
    });
  });

  it('adding treatments one by one ends where latest withdrawal over all of them ends', () => {
    const treatments = [treatment('2024-05-01', 60, 3), treatment('2024-06-10', 5, 7), treatment('2024-06-12', 0, 0)];
    const stored = treatments.reduce(withdrawalAfterTreatment, none);
    expect(stored.meatWithdrawalUntil).toBe(latestWithdrawal(treatments, 'meat')?.until);
    expect(stored.milkWithdrawalUntil).toBe(latestWithdrawal(treatments, 'milk')?.until);
  });
});

describe('an animal in withdrawal (the herd book’s badge and filter)', () => {
  it('active withdrawals: each stored end while it is after today, else null', () => {
    expect(activeWithdrawals({ meatWithdrawalUntil: '2024-07-03', milkWithdrawalUntil: TODAY }, TODAY)).toEqual({ meat: '2024-07-03', milk: null });
    expect(activeWithdrawals({ milkWithdrawalUntil: ' 2024-06-20 ' }, TODAY)).toEqual({ meat: null, milk: '2024-06-20' });
    expect(activeWithdrawals({}, TODAY)).toEqual({ meat: null, milk: null });
  });

  it('in withdrawal: inside a meat or a milk withdrawal, either one', () => {
    expect(isInWithdrawal({ meatWithdrawalUntil: '2024-06-16', milkWithdrawalUntil: null }, TODAY)).toBe(true);
    expect(isInWithdrawal({ meatWithdrawalUntil: null, milkWithdrawalUntil: '2024-06-16' }, TODAY)).toBe(true);
  });

  it('not in withdrawal once both ends are today or past, or with none', () => {
    expect(isInWithdrawal({ meatWithdrawalUntil: TODAY, milkWithdrawalUntil: '2024-06-01' }, TODAY)).toBe(false);
    expect(isInWithdrawal({ meatWithdrawalUntil: null, milkWithdrawalUntil: null }, TODAY)).toBe(false);
    expect(isInWithdrawal({ meatWithdrawalUntil: 'soon' }, TODAY)).toBe(false);
  });

  it('a sold or dead animal is not flagged, whatever its ends', () => {
    for (const status of ['sold', 'Deceased']) expect(isInWithdrawal({ status, meatWithdrawalUntil: '2024-07-01' }, TODAY)).toBe(false);
    expect(isInWithdrawal({ status: 'pregnant', meatWithdrawalUntil: '2024-07-01' }, TODAY)).toBe(true);
  });
});

describe('selling inside the meat withdrawal', () => {
  const until = '2024-06-20';

  it('a sale dated before the withdrawal ends sells in withdrawal', () => {
    expect(sellsInWithdrawal({ status: 'sold', dispositionDate: '2024-06-19' }, until, TODAY)).toBe(true);
  });

  it('a sale on the end day or after is clear', () => {
    expect(sellsInWithdrawal({ status: 'sold', dispositionDate: until }, until, TODAY)).toBe(false);
    expect(sellsInWithdrawal({ status: 'sold', dispositionDate: '2024-07-01' }, until, TODAY)).toBe(false);
  });

  it('without a sale date the sale is today', () => {
    expect(sellsInWithdrawal({ status: 'sold' }, until, TODAY)).toBe(true);
    expect(sellsInWithdrawal({ status: 'sold', dispositionDate: '  ' }, until, '2024-06-20')).toBe(false);
  });

  it('an unreadable sale date counts as today, so it cannot let a sale through', () => {
    expect(sellsInWithdrawal({ status: 'sold', dispositionDate: '2099-99-99' }, until, TODAY)).toBe(true);
  });

  it('a sale is status or disposition "sold", in any case', () => {
    expect(sellsInWithdrawal({ status: 'SOLD' }, until, TODAY)).toBe(true);
    expect(sellsInWithdrawal({ status: 'active', disposition: ' Sold ' }, until, TODAY)).toBe(true);
  });

  it('not a sale (active, deceased, a death disposition) is never selling in withdrawal', () => {
    expect(sellsInWithdrawal({ status: 'active' }, until, TODAY)).toBe(false);
    expect(sellsInWithdrawal({ status: 'deceased', disposition: 'died' }, until, TODAY)).toBe(false);
  });

  it('no withdrawal end (or an unreadable one) never blocks a sale', () => {
    expect(sellsInWithdrawal({ status: 'sold' }, null, TODAY)).toBe(false);
    expect(sellsInWithdrawal({ status: 'sold' }, undefined, TODAY)).toBe(false);
    expect(sellsInWithdrawal({ status: 'sold' }, 'soon', TODAY)).toBe(false);
  });
});

describe('the meat withdrawal message (the 409 answer)', () => {
  it('message: "{name} is in meat withdrawal until {date} ({product}, {treatment date})."', () => {
    expect(meatWithdrawalMessage('1042 Daisy', '2024-06-29', 'Draxxin', '2024-06-01')).toBe(
      '1042 Daisy is in meat withdrawal until 2024-06-29 (Draxxin, 2024-06-01).',
    );
  });

  it('message dates are plain YYYY-MM-DD even when stored padded', () => {
    expect(meatWithdrawalMessage('Daisy', ' 2024-06-29 ', 'LA-200', '2024-06-01 ')).toBe(
      'Daisy is in meat withdrawal until 2024-06-29 (LA-200, 2024-06-01).',
    );
  });
});

describe('the Do Not Sell list', () => {
  const animal = (tag: string, meatWithdrawalUntil: string | null, status = 'active', name: string | null = null) => ({
    tag,
    name,
    status,
    meatWithdrawalUntil,
  });

  it('Do Not Sell: only animals whose meat withdrawal ends after today', () => {
    const inside = animal('1', '2024-06-16');
    const herd = [inside, animal('2', TODAY), animal('3', '2024-06-01'), animal('4', null)];
    expect(doNotSell(herd, TODAY)).toEqual([inside]);
  });

  it('Do Not Sell: soonest clear first, then by display name (tag 2 before tag 10)', () => {
    const late = animal('1', '2024-08-01');
    const ten = animal('10', '2024-07-01');
    const two = animal('2', '2024-07-01');
    const noTag = animal('', '2024-07-01', 'active', 'Bessie');
    expect(doNotSell([late, ten, noTag, two], TODAY)).toEqual([two, ten, noTag, late]);
  });

  it('Do Not Sell leaves out sold and deceased animals', () => {
    const herd = [animal('1', '2024-07-01', 'Sold'), animal('2', '2024-07-01', 'deceased')];
    expect(doNotSell(herd, TODAY)).toEqual([]);
  });
});
