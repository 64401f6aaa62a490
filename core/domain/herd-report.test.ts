import { describe, expect, it } from 'vitest';
import { herdReport, NO_PASTURE, type ReportAnimal } from './herd-report';

const TODAY = '2026-11-23';
let n = 0;
const animal = (fields: Partial<ReportAnimal>): ReportAnimal => {
  n += 1;
  return { id: `a${n}`, tag: String(n), name: null, type: 'Cow', status: 'active', pasture: 'North', expectedCalvingDate: null, ...fields };
};

describe('Reports: the herd in numbers', () => {
  const herd = [
    animal({ type: 'Cow', status: 'pregnant', expectedCalvingDate: '2026-12-20', tag: '12' }),
    animal({ type: 'Heifer', status: 'pregnant', expectedCalvingDate: '2026-11-30', tag: '30' }),
    animal({ type: 'Cow', status: 'pregnant', expectedCalvingDate: null, tag: '5', pasture: 'South' }),
    animal({ type: 'Bull', status: 'active', pasture: 'South' }),
    animal({ type: 'Steer', status: 'sold', pasture: 'South' }),
    animal({ type: 'calf', status: 'Active', pasture: '  ' }),
    animal({ type: 'Cow', status: 'deceased' }),
    animal({ type: 'Cow', status: 'open' }),
  ];
  const report = herdReport(herd, TODAY);

  it('Herd Summary counts the herd (sold and deceased left out) by kind, and those that left', () => {
    expect(report.summary).toEqual({ inHerd: 6, cowsAndHeifers: 4, bulls: 1, steers: 0, calves: 1, pregnant: 3, leftHerd: 2 });
  });

  it('Cattle by Type: every type, in the herd only', () => {
    expect(report.byType).toEqual([
      { label: 'Cow', head: 3 },
      { label: 'Bull', head: 1 },
      { label: 'Steer', head: 0 },
      { label: 'Heifer', head: 1 },
      { label: 'Calf', head: 1 },
    ]);
  });

  it('Cattle by Pasture: most head first, a blank pasture as "No pasture"', () => {
    expect(report.byPasture).toEqual([
      { label: 'North', head: 3 },
      { label: 'South', head: 2 },
      { label: NO_PASTURE, head: 1 },
    ]);
  });

  it('Cattle by Status: every animal on record, each status in any case counted once', () => {
    expect(report.byStatus).toEqual([
      { label: 'active', head: 2 },
      { label: 'bred', head: 0 },
      { label: 'pregnant', head: 3 },
      { label: 'open', head: 1 },
      { label: 'sold', head: 1 },
      { label: 'deceased', head: 1 },
    ]);
  });

  it('Pregnant Cows: soonest due first with days to go, those without a date last', () => {
    expect(report.pregnantCows.map(({ tag, daysToGo }) => [tag, daysToGo])).toEqual([
      ['30', 7],
      ['12', 27],
      ['5', null],
    ]);
  });

  it('an empty farm: zeros and empty lists', () => {
    const empty = herdReport([], TODAY);
    expect(empty.summary.inHerd).toBe(0);
    expect(empty.byPasture).toEqual([]);
    expect(empty.pregnantCows).toEqual([]);
  });
});
