import { describe, expect, it } from 'vitest';
import { caneTitle, isSexed, nextCaneNumber, searchSemenInventory, semenInventory, semenSummary } from './semen-inventory';

// Tank A: cane 1 (two lots), cane 2 (one lot, out of stock), cane 10; Tank B: no canes.
const TANKS = [
  { id: 'a', name: 'Tank A', capacity: 6 },
  { id: 'b', name: 'Tank B', capacity: 0 },
];
const CANES = [
  { id: 'c10', tankId: 'a', caneNumber: '10', label: null },
  { id: 'c1', tankId: 'a', caneNumber: '1', label: 'Angus calving ease' },
  { id: 'c2', tankId: 'a', caneNumber: '2', label: 'Hereford' },
  { id: 'stray', tankId: 'gone', caneNumber: '1', label: null },
];
const LOTS = [
  { caneId: 'c1', bullName: 'Powder River Trailblazer 614', registrationNumber: 'AAA 20381455', breed: 'Angus', remainingStraws: 9 },
  { caneId: 'c1', bullName: 'Willow Bend Ranger 87H', registrationNumber: null, breed: 'Angus', remainingStraws: 2 },
  { caneId: 'c1', bullName: 'Powder River Trailblazer 614', registrationNumber: 'AAA 20381455', breed: 'Angus', remainingStraws: 4 },
  { caneId: 'c2', bullName: 'KT Lone Star 44', registrationNumber: 'P43877215', breed: 'Hereford', remainingStraws: 0 },
  { caneId: 'c10', bullName: 'Triple C Vanguard 9K', registrationNumber: null, breed: 'Composite', remainingStraws: 5 },
  { caneId: 'nowhere', bullName: 'Lost Bull', registrationNumber: null, breed: 'Angus', remainingStraws: 50 },
];
const inventory = semenInventory(TANKS, CANES, LOTS);

describe('the semen inventory by tank and cane', () => {
  it('puts each cane under its tank by number (2 before 10) and each lot under its cane; strays are left out', () => {
    expect(inventory.map((tank) => tank.tank.name)).toEqual(['Tank A', 'Tank B']);
    expect(inventory[0]!.canes.map((cane) => cane.title)).toEqual(['Cane 1 Angus calving ease', 'Cane 2 Hereford', 'Cane 10']);
    expect(inventory[1]!.canes).toEqual([]);
  });

  it("a cane's bulls once each and its straws left; a tank's straws left, lots and canes used of capacity", () => {
    const [caneOne] = inventory[0]!.canes;
    expect(caneOne!.bulls).toEqual(['Powder River Trailblazer 614', 'Willow Bend Ranger 87H']);
    expect(caneOne!.strawsLeft).toBe(15);
    expect(inventory[0]).toMatchObject({ strawsLeft: 20, lotCount: 5, canesUsed: 3, usage: { percent: 50, color: 'green' } });
    expect(inventory[1]).toMatchObject({ strawsLeft: 0, lotCount: 0, canesUsed: 0 });
  });

  it('summary: Physical Tanks, Total Canes and Total Straws (straws left, not bought)', () => {
    expect(semenSummary(inventory)).toEqual({ physicalTanks: 2, totalCanes: 3, totalStraws: 20 });
    expect(semenSummary([])).toEqual({ physicalTanks: 0, totalCanes: 0, totalStraws: 0 });
  });

  it('cane title: "Cane 1 Angus calving ease"; without a label just "Cane 1"', () => {
    expect(caneTitle({ caneNumber: '1', label: 'Angus calving ease' })).toBe('Cane 1 Angus calving ease');
    expect(caneTitle({ caneNumber: '3', label: '  ' })).toBe('Cane 3');
  });
});

describe('searching the semen inventory', () => {
  const found = (query: string) =>
    searchSemenInventory(inventory, query).map((tank) => ({ tank: tank.tank.name, canes: tank.canes.map((cane) => [cane.title, cane.lots.map((lot) => lot.bullName)]) }));

  it('a blank query keeps everything, the empty tank too', () => {
    expect(searchSemenInventory(inventory, '  ')).toEqual(inventory);
  });

  it('by bull name in any case: only the matching lots, with the cane counting only them', () => {
    expect(found('TRAILBLAZER')).toEqual([{ tank: 'Tank A', canes: [['Cane 1 Angus calving ease', ['Powder River Trailblazer 614', 'Powder River Trailblazer 614']]] }]);
    const [tank] = searchSemenInventory(inventory, 'ranger');
    expect(tank!.canes[0]).toMatchObject({ bulls: ['Willow Bend Ranger 87H'], strawsLeft: 2 });
    expect(tank!.strawsLeft).toBe(20);
  });

  it('by registration number, breed (value or label), tank and cane', () => {
    expect(found('p4387')).toEqual([{ tank: 'Tank A', canes: [['Cane 2 Hereford', ['KT Lone Star 44']]] }]);
    expect(found('crossbred')).toEqual([{ tank: 'Tank A', canes: [['Cane 10', ['Triple C Vanguard 9K']]] }]);
    expect(found('cane 10')).toEqual([{ tank: 'Tank A', canes: [['Cane 10', ['Triple C Vanguard 9K']]] }]);
    expect(found('tank a').flatMap((tank) => tank.canes)).toHaveLength(3);
  });

  it('no match, or a match only on a tank without straws, finds nothing', () => {
    expect(found('charolais')).toEqual([]);
    expect(found('tank b')).toEqual([]);
  });
});

describe('sexed semen', () => {
  it('notes that say "sexed" as a word, in any case', () => {
    expect(isSexed('sexed heifer semen')).toBe(true);
    expect(isSexed('Sexed female, 90% heifer calves')).toBe(true);
    expect(isSexed('Conventional; SEXED lot reordered')).toBe(true);
  });

  it('not inside another word, and not without notes', () => {
    expect(isSexed('unsexedness')).toBe(false);
    expect(isSexed('Heifer safe, low birth weight')).toBe(false);
    expect(isSexed(null)).toBe(false);
    expect(isSexed(undefined)).toBe(false);
  });
});

describe('the number a new cane is offered', () => {
  it('is 1 in an empty tank', () => {
    expect(nextCaneNumber([])).toBe('1');
  });

  it('is one past the highest whole number, gaps and order aside', () => {
    expect(nextCaneNumber([{ caneNumber: '2' }, { caneNumber: ' 7 ' }, { caneNumber: '3' }])).toBe('8');
  });

  it('passes over numbers that are not whole numbers', () => {
    expect(nextCaneNumber([{ caneNumber: 'A2' }, { caneNumber: '4b' }])).toBe('1');
    expect(nextCaneNumber([{ caneNumber: 'A2' }, { caneNumber: '4' }])).toBe('5');
  });
});
