import { describe, expect, it } from 'vitest';
import { storageTankContents, type EmbryoLotInStorage, type SemenTankInStorage } from './storage-tank-contents';

const SEMEN: SemenTankInStorage[] = [
  { id: 's1', storageTankId: 'barn', name: 'Tank A', remainingStraws: 55 },
  { id: 's2', storageTankId: null, name: 'Tank B', remainingStraws: 30 },
  { id: 's3', storageTankId: 'barn', name: 'Tank C', remainingStraws: 0 },
  { id: 's4', storageTankId: 'shipper', name: 'Travel Tank', remainingStraws: 4 },
];

const EMBRYOS: EmbryoLotInStorage[] = [
  { id: 'e1', storageTankId: 'barn', donorDam: 'Blackcap 4', sire: 'Legacy 212', remainingEmbryos: 8 },
  { id: 'e2', storageTankId: 'shipper', donorDam: 'Victoria 4312', sire: 'Domino 2215', remainingEmbryos: 5 },
  { id: 'e3', storageTankId: 'barn', donorDam: 'Erica 818', sire: 'Keystone 4401', remainingEmbryos: 0 },
];

describe('what a storage tank holds', () => {
  it('holds the semen tanks and embryo lots that name it, in the order given, each with what is left', () => {
    const barn = storageTankContents('barn', SEMEN, EMBRYOS);
    expect(barn.semenTanks).toEqual([
      { id: 's1', name: 'Tank A', straws: 55 },
      { id: 's3', name: 'Tank C', straws: 0 },
    ]);
    expect(barn.embryoLots).toEqual([
      { id: 'e1', label: 'Blackcap 4 × Legacy 212', embryos: 8 },
      { id: 'e3', label: 'Erica 818 × Keystone 4401', embryos: 0 },
    ]);
  });

  it('its use is the straws left plus the embryos left (55 + 8 = 63; 4 + 5 = 9)', () => {
    expect(storageTankContents('barn', SEMEN, EMBRYOS).used).toBe(63);
    expect(storageTankContents('shipper', SEMEN, EMBRYOS).used).toBe(9);
  });

  it('a tank nothing names is empty and uses nothing; unlinked records sit in no tank', () => {
    expect(storageTankContents('freezer', SEMEN, EMBRYOS)).toEqual({ semenTanks: [], embryoLots: [], used: 0 });
    expect(storageTankContents('freezer', [], [])).toEqual({ semenTanks: [], embryoLots: [], used: 0 });
  });

  it('a count below zero holds nothing', () => {
    const contents = storageTankContents('barn', [{ id: 's9', storageTankId: 'barn', name: 'Old Tank', remainingStraws: -3 }], EMBRYOS);
    expect(contents.semenTanks).toEqual([{ id: 's9', name: 'Old Tank', straws: 0 }]);
    expect(contents.used).toBe(8);
  });
});
