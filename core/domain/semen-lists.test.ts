import { describe, expect, it } from 'vitest';
import { semenStrawRows, semenTankRows } from './semen-lists';

const tanks = [
  { id: 't1', name: 'Main' },
  { id: 't2', name: 'barn' },
  { id: 't3', name: 'Empty' },
];
const canes = [
  { id: 'c1', tankId: 't1', caneNumber: '10', label: null },
  { id: 'c2', tankId: 't1', caneNumber: '2', label: 'Angus' },
  { id: 'c3', tankId: 't2', caneNumber: '1', label: null },
  { id: 'c4', tankId: 'gone', caneNumber: '1', label: null },
];
const straws = [
  { id: 's1', caneId: 'c1', bullName: 'Rex', remainingStraws: 4 },
  { id: 's2', caneId: 'c2', bullName: 'Ace', remainingStraws: 3 },
  { id: 's3', caneId: 'c3', bullName: 'Max', remainingStraws: 0 },
  { id: 's4', caneId: 'c4', bullName: 'Lost', remainingStraws: 9 },
  { id: 's5', caneId: 'nowhere', bullName: 'Lost', remainingStraws: 9 },
];

describe('the semen lists from plain arrays', () => {
  it('tanks by name in any case, each with the straws left in its canes, 0 when none', () => {
    expect(semenTankRows(tanks, canes, straws)).toEqual([
      { id: 't2', name: 'barn', remainingStraws: 0 },
      { id: 't3', name: 'Empty', remainingStraws: 0 },
      { id: 't1', name: 'Main', remainingStraws: 7 },
    ]);
  });

  it('straw lots with their tank and cane, by tank name, cane number (2 before 10) and bull; lots of a missing cane or tank left out', () => {
    expect(semenStrawRows(tanks, canes, straws)).toEqual([
      { ...straws[2], tankId: 't2', tankName: 'barn', caneNumber: '1', caneLabel: null },
      { ...straws[1], tankId: 't1', tankName: 'Main', caneNumber: '2', caneLabel: 'Angus' },
      { ...straws[0], tankId: 't1', tankName: 'Main', caneNumber: '10', caneLabel: null },
    ]);
  });
});
