import { describe, expect, it } from 'vitest';
import { emptyReplica } from '../../core/replica/farm-replica';
import type { CattleRecord } from '../../core/schemas/cattle';
import { answerFromView, answersBeforeWhole, waitsForCopy } from './view-reads';

describe('reads answered from a copy still being pulled', () => {
  const view = emptyReplica();
  view.records.cattle = [{ id: 'a1', tag: '12', name: 'Bessie', type: 'Cow', pasture: 'North', status: 'active' } as CattleRecord];

  it('a list is answered once the copy holds some of its kind; a list of which nothing has come yet may wait for it', () => {
    expect(answersBeforeWhole(view, 'cattle.list')).toBe(true);
    expect(answersBeforeWhole(view, 'pastures.list')).toBe(false);
    expect(waitsForCopy('pastures.list')).toBe(true);
  });

  it('a figure over the whole farm goes to the server until the copy is whole', () => {
    for (const path of ['dashboard.stats', 'dashboard.widgets', 'reports.herd', 'data.summary', 'conflicts.list'] as const) {
      expect(answersBeforeWhole(view, path)).toBe(false);
      expect(waitsForCopy(path)).toBe(false);
    }
  });

  it('answers in the server\'s shapes, each list worked out once per view', () => {
    expect(answerFromView(view, 'data.summary', '2026-11-26', undefined)).toEqual({ totalCattle: 1, activities: 0, pastures: 0 });
    const first = answerFromView(view, 'cattle.list', '2026-11-26', undefined);
    expect(answerFromView(view, 'cattle.list', '2026-11-26', undefined)).toBe(first);
  });
});
