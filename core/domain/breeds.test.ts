import { describe, expect, it } from 'vitest';
import { BREEDS, breedLabel, breedValue } from './breeds';

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

describe('a breed read back from its label', () => {
  it('the label or the value in any case is the stored breed; other text stays as written', () => {
    expect(breedValue('Composite/Crossbred')).toBe('Composite');
    expect(breedValue('red angus')).toBe('Red Angus');
    expect(breedValue('COMPOSITE')).toBe('Composite');
    expect(breedValue('Wagyu')).toBe('Wagyu');
  });
});
