import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { heatNotifications, lastHeatOrBreeding, nextHeatDate } from './heat';

const TODAY = '2024-06-15';
/** An animal whose last heat was `ago` days before today. */
const heatAgo = (ago: number, extra: Record<string, string | null> = {}) => ({
  tag: String(ago),
  type: 'Cow',
  status: 'active',
  heatReturnDate: addDays(TODAY, -ago),
  ...extra,
});
const tags = (list: { animal: { tag?: string | null } }[]) => list.map((n) => n.animal.tag);

describe('heat notifications (next heat = last heat or breeding + 21, next 3 days)', () => {
  it('next heat: the later of last heat and breeding date, plus 21 days', () => {
    const cow = { heatReturnDate: '2024-05-01', breedingDate: '2024-05-10' };
    expect(lastHeatOrBreeding(cow)).toBe('2024-05-10');
    expect(nextHeatDate(cow)).toBe('2024-05-31');
    expect(nextHeatDate({ heatReturnDate: '2024-05-01', breedingDate: 'bad' })).toBe('2024-05-22');
    expect(nextHeatDate({})).toBeNull();
  });

  it('heat window: next heat today (21 days ago) and in 3 days (18 days ago) are listed', () => {
    const list = heatNotifications([heatAgo(21), heatAgo(18)], TODAY);
    expect(list).toEqual([
      expect.objectContaining({ daysUntil: 0, nextHeatDate: TODAY }),
      expect.objectContaining({ daysUntil: 3, nextHeatDate: addDays(TODAY, 3) }),
    ]);
  });

  it('heat window: next heat yesterday (22 days ago) or in 4 days (17 days ago) is not', () => {
    expect(heatNotifications([heatAgo(22), heatAgo(17)], TODAY)).toEqual([]);
  });

  it('heat: the breeding date counts when there is no heat date', () => {
    const bred = { tag: 'b', type: 'Heifer', status: 'bred', breedingDate: addDays(TODAY, -20) };
    expect(tags(heatNotifications([bred], TODAY))).toEqual(['b']);
  });

  it('heat: only cows and heifers (any case); bulls, steers and calves never', () => {
    const list = heatNotifications(
      [
        heatAgo(20, { tag: 'c', type: 'cow' }),
        heatAgo(20, { tag: 'h', type: 'HEIFER' }),
        heatAgo(20, { tag: 'b', type: 'Bull' }),
        heatAgo(20, { tag: 's', type: 'Steer' }),
        heatAgo(20, { tag: 'k', type: 'Calf' }),
      ],
      TODAY,
    );
    expect(tags(list)).toEqual(['c', 'h']);
  });

  it('heat: pregnant animals are left out; sold and deceased too', () => {
    const list = heatNotifications(
      [
        heatAgo(20, { tag: 'p', status: 'Pregnant' }),
        heatAgo(20, { tag: 's', status: 'sold' }),
        heatAgo(20, { tag: 'd', status: 'deceased' }),
        heatAgo(20, { tag: 'o', status: 'open' }),
      ],
      TODAY,
    );
    expect(tags(list)).toEqual(['o']);
  });

  it('heat: soonest first, then by tag', () => {
    const list = heatNotifications(
      [heatAgo(18, { tag: '1' }), heatAgo(21, { tag: '3' }), heatAgo(21, { tag: '2' })],
      TODAY,
    );
    expect(tags(list)).toEqual(['2', '3', '1']);
  });
});
