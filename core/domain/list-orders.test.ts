import { describe, expect, it } from 'vitest';
import { compareActivities, compareByName, compareEmbryos, compareForage, compareSemenCanes, compareSemenStraws, compareStorageTanks } from './list-orders';

const ids = <T extends { id: string }>(rows: T[], compare: (a: T, b: T) => number) => rows.toSorted(compare).map((row) => row.id);

describe('each list’s order', () => {
  it('pastures and semen tanks: by name in ASCII case, then id', () => {
    const rows = [
      { id: '3', name: 'north' },
      { id: '1', name: 'Élan' },
      { id: '2', name: 'North' },
      { id: '4', name: 'creek' },
    ];
    expect(ids(rows, compareByName)).toEqual(['4', '2', '3', '1']);
  });

  it('canes: by tank, then number as an integer (2 before 10), then as written, then id', () => {
    const rows = [
      { id: 'a', tankId: 't1', caneNumber: '10' },
      { id: 'b', tankId: 't1', caneNumber: '2' },
      { id: 'c', tankId: 't1', caneNumber: '02' },
      { id: 'd', tankId: 't1', caneNumber: 'A' },
      { id: 'e', tankId: 't0', caneNumber: '99' },
    ];
    expect(ids(rows, compareSemenCanes)).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('straws: by tank name in ASCII case, cane number, bull name in ASCII case, then id', () => {
    const rows = [
      { id: 'a', tankName: 'Tank B', caneNumber: '1', bullName: 'Rex' },
      { id: 'b', tankName: 'tank a', caneNumber: '10', bullName: 'Ace' },
      { id: 'c', tankName: 'Tank A', caneNumber: '9', bullName: 'zeus' },
      { id: 'd', tankName: 'Tank A', caneNumber: '9', bullName: 'Max' },
    ];
    expect(ids(rows, compareSemenStraws)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('embryos: newest first, then donor dam as written', () => {
    const rows = [
      { id: 'a', createdAt: '2024-01-01T00:00:00.000Z', donorDam: 'Bess' },
      { id: 'b', createdAt: '2024-02-01T00:00:00.000Z', donorDam: 'bess' },
      { id: 'c', createdAt: '2024-02-01T00:00:00.000Z', donorDam: 'Ada' },
    ];
    expect(ids(rows, compareEmbryos)).toEqual(['c', 'b', 'a']);
  });

  it('storage tanks: by name in ASCII case, then oldest first', () => {
    const rows = [
      { id: 'a', name: 'Freezer', createdAt: '2024-02-01' },
      { id: 'b', name: 'freezer', createdAt: '2024-01-01' },
      { id: 'c', name: 'Dewar', createdAt: '2024-03-01' },
    ];
    expect(ids(rows, compareStorageTanks)).toEqual(['c', 'b', 'a']);
  });

  it('forage: newest harvest first, lots without one after them, then newest added', () => {
    const rows = [
      { id: 'a', harvestDate: null, createdAt: '2024-05-01' },
      { id: 'b', harvestDate: '2023-06-01', createdAt: '2024-01-01' },
      { id: 'c', harvestDate: '2023-08-01', createdAt: '2024-01-01' },
      { id: 'd', harvestDate: null, createdAt: '2024-06-01' },
    ];
    expect(ids(rows, compareForage)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('activities: newest date first, then newest logged, then id', () => {
    const rows = [
      { id: 'b', date: '2024-03-01', createdAt: '2024-03-01T08:00:00.000Z' },
      { id: 'a', date: '2024-03-01', createdAt: '2024-03-01T08:00:00.000Z' },
      { id: 'c', date: '2024-03-02', createdAt: '2024-03-01T07:00:00.000Z' },
    ];
    expect(ids(rows, compareActivities)).toEqual(['c', 'a', 'b']);
  });
});
