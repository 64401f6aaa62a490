import { describe, expect, it } from 'vitest';
import { emptyReplica } from '../../core/replica/farm-replica';
import type { CattleRecord } from '../../core/schemas/cattle';
import { answerFromView, answersBeforeWhole } from './view-reads';

describe('reads answered from a copy still being pulled', () => {
  const view = emptyReplica();
  view.records.cattle = [{ id: 'a1', tag: '12', name: 'Bessie', type: 'Cow', pasture: 'North', status: 'active' } as CattleRecord];

  it('a read is answered once the copy holds some of what it shows; a list of which nothing has come yet waits', () => {
    expect(answersBeforeWhole(view, 'cattle.list')).toBe(true);
    expect(answersBeforeWhole(view, 'dashboard.stats')).toBe(true);
    expect(answersBeforeWhole(view, 'pastures.list')).toBe(false);
    expect(answersBeforeWhole(view, 'forage.list')).toBe(false);
    // No conflicts is a fine answer at any point.
    expect(answersBeforeWhole(view, 'conflicts.list')).toBe(true);
  });

  it('answers in the server\'s shapes, each list worked out once per view', () => {
    expect(answerFromView(view, 'data.summary', '2026-11-26')).toEqual({ totalCattle: 1, activities: 0, pastures: 0 });
    const first = answerFromView(view, 'cattle.list', '2026-11-26');
    expect(answerFromView(view, 'cattle.list', '2026-11-26')).toBe(first);
  });
});
