import { describe, expect, it } from 'vitest';
import { embryoCountText } from './embryo-count';
import { matchesEmbryoSearch } from './embryo-search';

const LOT = { donorDam: 'WCR Lady Bess 112', sire: 'Connor Creek Legacy 212', breed: 'Composite' };

describe('the embryo search', () => {
  it('finds a lot by its donor dam, sire or breed, ignoring case and spaces around', () => {
    expect(matchesEmbryoSearch(LOT, 'bess')).toBe(true);
    expect(matchesEmbryoSearch(LOT, ' LEGACY ')).toBe(true);
    expect(matchesEmbryoSearch(LOT, 'composite')).toBe(true);
  });

  it('finds a breed by the label it shows under', () => {
    expect(matchesEmbryoSearch(LOT, 'crossbred')).toBe(true);
  });

  it('a blank search finds every lot; anything else must be in one of the three', () => {
    expect(matchesEmbryoSearch(LOT, '  ')).toBe(true);
    expect(matchesEmbryoSearch(LOT, 'hereford')).toBe(false);
  });
});

describe('the inventory line', () => {
  it('counts the lots and the embryos left in them', () => {
    expect(embryoCountText([{ remainingEmbryos: 8 }, { remainingEmbryos: 0 }, { remainingEmbryos: 2 }])).toBe('3 lots · 10 embryos remaining');
    expect(embryoCountText([{ remainingEmbryos: 1 }])).toBe('1 lot · 1 embryo remaining');
    expect(embryoCountText([])).toBe('0 lots · 0 embryos remaining');
  });
});
