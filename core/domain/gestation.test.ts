import { describe, expect, it } from 'vitest';
import {
  BREEDING_METHODS,
  breedingMethodLabel,
  expectedCalvingDate,
  gestationDays,
  normaliseBreedingMethod,
} from './gestation';

describe('gestation and the expected calving date', () => {
  it('breeding methods: not_specified, artificial_insemination, embryo_transfer, natural_bull', () => {
    expect(BREEDING_METHODS).toEqual([
      'not_specified',
      'artificial_insemination',
      'embryo_transfer',
      'natural_bull',
    ]);
  });

  it('normalise method: keys in any case and the short labels AI / ET / Natural / Not specified', () => {
    expect(normaliseBreedingMethod('Embryo_Transfer')).toBe('embryo_transfer');
    expect(normaliseBreedingMethod('Not specified')).toBe('not_specified');
    expect(normaliseBreedingMethod('AI')).toBe('artificial_insemination');
    expect(normaliseBreedingMethod('et')).toBe('embryo_transfer');
    expect(normaliseBreedingMethod('Natural')).toBe('natural_bull');
    expect(normaliseBreedingMethod('cloning')).toBeNull();
    expect(normaliseBreedingMethod('')).toBeNull();
  });

  it('gestation: 280 days for embryo transfer, 283 for every other method', () => {
    expect(gestationDays('embryo_transfer')).toBe(280);
    expect(gestationDays('artificial_insemination')).toBe(283);
    expect(gestationDays('natural_bull')).toBe(283);
    expect(gestationDays('not_specified')).toBe(283);
    expect(gestationDays(null)).toBe(283);
  });

  it('expected calving: breeding date + 280 (ET) / + 283 (AI, natural, not specified)', () => {
    expect(expectedCalvingDate('2024-01-01', 'embryo_transfer')).toBe('2024-10-07');
    expect(expectedCalvingDate('2024-01-01', 'artificial_insemination')).toBe('2024-10-10');
    expect(expectedCalvingDate('2023-03-15', 'natural_bull')).toBe('2023-12-23');
    expect(expectedCalvingDate('2024-01-01', 'not_specified')).toBe('2024-10-10');
  });

  it('expected calving: null when the date is invalid or the method missing/unknown', () => {
    expect(expectedCalvingDate('2023-02-30', 'natural_bull')).toBeNull();
    expect(expectedCalvingDate(null, 'natural_bull')).toBeNull();
    expect(expectedCalvingDate('2024-01-01', null)).toBeNull();
    expect(expectedCalvingDate('2024-01-01', '')).toBeNull();
    expect(expectedCalvingDate('2024-01-01', 'cloning')).toBeNull();
  });

  it('method label: AI, ET, Natural; not_specified → "Not specified"; missing → "—"', () => {
    expect(breedingMethodLabel('artificial_insemination')).toBe('AI');
    expect(breedingMethodLabel('embryo_transfer')).toBe('ET');
    expect(breedingMethodLabel('natural_bull')).toBe('Natural');
    expect(breedingMethodLabel('not_specified')).toBe('Not specified');
    expect(breedingMethodLabel(null)).toBe('—');
    expect(breedingMethodLabel('cloning')).toBe('—');
  });
});
