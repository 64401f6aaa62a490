import { describe, expect, it } from 'vitest';
import { BREEDS, breedLabel } from './breeds';

describe('breeds: twelve choices, stored by name', () => {
  it('offers the twelve breeds, Composite shown as "Composite/Crossbred"', () => {
    expect(BREEDS.map((b) => b.value)).toEqual([
      'Angus', 'Simmental', 'Hereford', 'Charolais', 'Limousin', 'Gelbvieh', 'Brahman', 'Brangus', 'Red Angus', 'Shorthorn', 'Composite', 'Other',
    ]);
    expect(breedLabel('Composite')).toBe('Composite/Crossbred');
    expect(breedLabel('Angus')).toBe('Angus');
    expect(breedLabel('Wagyu')).toBe('Wagyu');
    expect(breedLabel(null)).toBe('');
  });
});
