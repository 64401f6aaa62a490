import { describe, expect, it } from 'vitest';
import { tankUsage, type StorageTankContents } from '../../../core/domain';
import { keptWarning, tanksSummary, usageText } from './storage-tank-text';

const holding = (semenTanks: number, embryoLots: number): StorageTankContents => ({
  semenTanks: Array.from({ length: semenTanks }, (_, i) => ({ id: `s${i}`, name: `Tank ${i}`, straws: 1 })),
  embryoLots: Array.from({ length: embryoLots }, (_, i) => ({ id: `e${i}`, label: `Dam ${i} × Sire`, embryos: 1 })),
  used: semenTanks + embryoLots,
});

describe("a storage tank's use in words", () => {
  it('says how much of its capacity is used, rounded as the bar shows it', () => {
    expect(usageText(0, 10, tankUsage(0, 10))).toBe('0 of 10 used (0%)');
    expect(usageText(70, 100, tankUsage(70, 100))).toBe('70 of 100 used (70%)');
    expect(usageText(1, 3, tankUsage(1, 3))).toBe('1 of 3 used (33%)');
    expect(usageText(1500, 2000, tankUsage(1500, 2000))).toBe('1,500 of 2,000 used (75%)');
  });

  it('a capacity blank or 0 is not set', () => {
    expect(usageText(4, null, tankUsage(4, null))).toBe('No capacity set');
    expect(usageText(0, 0, tankUsage(0, 0))).toBe('No capacity set');
  });
});

describe('what deleting a storage tank keeps', () => {
  it('names the semen tanks and embryo lots that stay, unlinked', () => {
    expect(keptWarning(holding(2, 5))).toBe('The 2 semen tanks and 5 embryo lots in it are kept, no longer linked to a storage tank.');
    expect(keptWarning(holding(1, 1))).toBe('The 1 semen tank and 1 embryo lot in it are kept, no longer linked to a storage tank.');
    expect(keptWarning(holding(3, 0))).toBe('The 3 semen tanks in it are kept, no longer linked to a storage tank.');
    expect(keptWarning(holding(0, 1))).toBe('The 1 embryo lot in it is kept, no longer linked to a storage tank.');
  });

  it('an empty tank simply goes', () => {
    expect(keptWarning(holding(0, 0))).toBe('This cannot be undone.');
  });
});

describe("the page's summary line", () => {
  it('counts the tanks and the straws and embryos left in them', () => {
    const barn = { ...holding(1, 2), semenTanks: [{ id: 's1', name: 'Tank A', straws: 55 }] };
    expect(tanksSummary([barn, holding(0, 1), holding(0, 0)])).toBe('3 storage tanks · 55 straws · 3 embryos');
    expect(tanksSummary([holding(1, 0)])).toBe('1 storage tank · 1 straw · 0 embryos');
  });

  it('a farm without tanks is told what they are for', () => {
    expect(tanksSummary([])).toBe('Nitrogen tanks, freezers and shippers');
  });
});
