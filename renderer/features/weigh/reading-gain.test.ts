import { describe, expect, it } from 'vitest';
import type { WeighingKind } from '../../../core/domain/growth';
import { gainSince, gainWords, weighingsByAnimal } from './reading-gain';

const weighing = (id: string, date: string, weight: number, cattleId = 'cow-1') => ({ id, cattleId, date, weight, kind: 'other' as WeighingKind });

describe('a reading’s gain since the weighing before it', () => {
  it('is lb/day since the latest earlier weighing', () => {
    const earlier = [weighing('w1', '2026-01-01', 500), weighing('w2', '2026-02-01', 562)];
    const gain = gainSince(earlier, weighing('new', '2026-03-03', 622));
    expect(gain?.previous.id).toBe('w2');
    expect(gain?.adg).toBe(2);
  });

  it('is none for the animal’s first weighing', () => {
    expect(gainSince([], weighing('new', '2026-03-03', 622))).toBeNull();
  });

  it('has no gain per day against a weighing of the same day, which it follows', () => {
    const gain = gainSince([weighing('w1', '2026-03-03', 600)], weighing('new', '2026-03-03', 622));
    expect(gain).toEqual({ previous: weighing('w1', '2026-03-03', 600), adg: null });
  });

  it('leaves the reading itself out once the list holds it, and one dated earlier compares with the one before its day', () => {
    const list = [weighing('w1', '2026-01-01', 500), weighing('new', '2026-01-11', 520), weighing('w3', '2026-02-01', 560)];
    expect(gainSince(list, list[1]!)).toEqual({ previous: list[0], adg: 2 });
  });
});

describe('weighings by animal', () => {
  it('keeps each animal’s in the list’s order', () => {
    const list = [weighing('a1', '2026-01-01', 500, 'a'), weighing('b1', '2026-01-02', 400, 'b'), weighing('a2', '2026-01-03', 510, 'a')];
    const byAnimal = weighingsByAnimal(list);
    expect(byAnimal.get('a')?.map((each) => each.id)).toEqual(['a1', 'a2']);
    expect(byAnimal.get('b')?.map((each) => each.id)).toEqual(['b1']);
  });
});

describe('a reading’s gain in words', () => {
  it('says the gain per day and the weighing it is since, the first weighing, or the one the same day', () => {
    expect(gainWords({ previous: weighing('w1', '2026-02-01', 1150), adg: 2.15 })).toBe('+2.15 lb/day since Feb 1, 2026 (1,150 lbs)');
    expect(gainWords(null)).toBe('First weighing');
    expect(gainWords({ previous: weighing('w1', '2026-03-03', 600), adg: null })).toBe('Also weighed Mar 3, 2026 (600 lbs)');
  });
});
