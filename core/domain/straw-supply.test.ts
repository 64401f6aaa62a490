import { describe, expect, it } from 'vitest';
import { isShortOfStraws, strawsLeftForSire, usesTankStraws } from './straw-supply';

describe('usesTankStraws', () => {
  it('is true for AI and ET, in their stored keys or short labels', () => {
    expect(usesTankStraws('artificial_insemination')).toBe(true);
    expect(usesTankStraws('ET')).toBe(true);
  });

  it('is false for natural service, no method and an unknown one', () => {
    expect(usesTankStraws('natural_bull')).toBe(false);
    expect(usesTankStraws('not_specified')).toBe(false);
    expect(usesTankStraws(null)).toBe(false);
    expect(usesTankStraws('cloning')).toBe(false);
  });
});

const lots = [
  { bullName: 'Connealy Capitalist', tankName: 'Tank 1', remainingStraws: 3 },
  { bullName: 'Connealy Capitalist', tankName: 'Tank 1', remainingStraws: 2 },
  { bullName: 'Connealy Capitalist', tankName: 'Tank 2', remainingStraws: 9 },
  { bullName: 'Sitz Resilient', tankName: 'Tank 1', remainingStraws: 0 },
];

describe('strawsLeftForSire', () => {
  it('adds up every lot of the bull in the picked tank, and no other tank', () => {
    expect(strawsLeftForSire(lots, 'Connealy Capitalist|Tank 1')).toBe(5);
    expect(strawsLeftForSire(lots, 'Connealy Capitalist|Tank 2')).toBe(9);
  });

  it('matches bull and tank names in any case and spacing, as the inventory does', () => {
    expect(strawsLeftForSire(lots, ' connealy capitalist | TANK 1 ')).toBe(5);
  });

  it('gives 0 for a bull with no straws left, or none in that tank', () => {
    expect(strawsLeftForSire(lots, 'Sitz Resilient|Tank 1')).toBe(0);
    expect(strawsLeftForSire(lots, 'Sitz Resilient|Tank 2')).toBe(0);
  });

  it('is null for a sire that is not a tank pick: free text or blank draws nothing', () => {
    expect(strawsLeftForSire(lots, 'Big Red')).toBeNull();
    expect(strawsLeftForSire(lots, '')).toBeNull();
    expect(strawsLeftForSire(lots, null)).toBeNull();
  });
});

describe('isShortOfStraws', () => {
  it('is short when more straws are asked than remain', () => {
    expect(isShortOfStraws(3, 2)).toBe(true);
    expect(isShortOfStraws(1, 0)).toBe(true);
  });

  it('is not short when the straws asked are all there', () => {
    expect(isShortOfStraws(2, 2)).toBe(false);
    expect(isShortOfStraws(1, 5)).toBe(false);
  });

  it('never blocks without a tank pick or a number asked', () => {
    expect(isShortOfStraws(5, null)).toBe(false);
    expect(isShortOfStraws(null, 0)).toBe(false);
  });
});
