import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { pastureCapacity, pastureHerdCounts } from './pasture-capacity';

describe('pasture capacity and head counts', () => {
  it('pasture: count above capacity → over, red (11 of 10)', () => {
    expect(pastureCapacity(11, 10)).toEqual({
      state: 'over',
      room: 0,
      over: 1,
      label: 'Over capacity by 1',
      color: 'red',
    });
  });

  it('pasture: count equal to capacity → "At capacity", no room (10 of 10)', () => {
    expect(pastureCapacity(10, 10)).toEqual({
      state: 'full',
      room: 0,
      over: 0,
      label: 'At capacity',
      color: 'yellow',
    });
  });

  it('pasture: count below capacity → available with room (9 of 10 → 1, 0 of 10 → 10)', () => {
    expect(pastureCapacity(9, 10)).toEqual({
      state: 'available',
      room: 1,
      over: 0,
      label: '1 available',
      color: 'green',
    });
    expect(pastureCapacity(0, 10).room).toBe(10);
  });

  it('pasture: capacity 0, missing or negative → no capacity set, never over', () => {
    for (const capacity of [0, null, undefined, -5]) {
      expect(pastureCapacity(50, capacity)).toEqual({
        state: 'unlimited',
        room: null,
        over: 0,
        label: 'No capacity set',
        color: 'gray',
      });
    }
  });

  it('pasture counts: calves are type Calf or under 1 year (365 days yes, 366 no)', () => {
    const today = '2024-06-15';
    const counts = pastureHerdCounts(
      [
        { type: 'Calf' },
        { type: 'Heifer', birthDate: addDays(today, -365) },
        { type: 'Heifer', birthDate: addDays(today, -366) },
        { type: 'cow' },
        { type: 'Bull', birthDate: '2019-01-01' },
        { type: 'Steer' },
      ],
      today,
    );
    expect(counts).toEqual({ bulls: 1, cows: 2, calves: 2, total: 6 });
  });

  it('pasture counts: sold and deceased animals are not counted', () => {
    const gone = [
      { type: 'Cow', status: 'sold' },
      { type: 'Cow', status: 'Deceased' },
    ];
    expect(pastureHerdCounts(gone, '2024-06-15')).toEqual({ bulls: 0, cows: 0, calves: 0, total: 0 });
  });
});
