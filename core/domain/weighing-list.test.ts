import { describe, expect, it } from 'vitest';
import { weighingRecords } from './weighing-list';

const calf = { birthDate: '2026-01-01', birthWeight: 80, gender: 'male', type: 'Calf', cowTag: '12' };
const row = (id: string, cattleId: string, date: string, weight: number, kind: 'weaning' | 'other' = 'other') => ({ id, cattleId, date, weight, kind });

describe('the weighings as their list answers them', () => {
  it('each animal’s gain is worked out over its own weighings only, in the order given', () => {
    const rows = [row('1', 'a', '2026-03-01', 200), row('2', 'b', '2026-03-01', 300), row('3', 'a', '2026-03-11', 230)];
    expect(weighingRecords(rows, () => undefined, () => undefined).map((each) => [each.id, each.adg])).toEqual([
      ['1', null],
      ['2', null],
      ['3', 3],
    ]);
  });

  it('a weaning weighing has the adjusted 205-day weight, the dam found by the calf’s dam tag', () => {
    // 200 days old at weaning, a dam aged 2: (560 − 80) / 200 × 205 + 80 + 60.
    const [weaned] = weighingRecords([row('1', 'a', '2026-07-20', 560, 'weaning')], () => calf, (tag) => (tag === '12' ? { birthDate: '2024-01-01' } : undefined));
    expect(weaned?.adjusted205).toBe(632);
  });

  it('other weighings, and calves whose sex is not known, have none', () => {
    expect(weighingRecords([row('1', 'a', '2026-07-20', 560)], () => calf, () => undefined)[0]?.adjusted205).toBeNull();
    expect(weighingRecords([row('1', 'a', '2026-07-20', 560, 'weaning')], () => ({ ...calf, gender: null }), () => undefined)[0]?.adjusted205).toBeNull();
  });
});
