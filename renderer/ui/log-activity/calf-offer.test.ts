import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../../core/schemas/activities';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { calfOfferFor } from './calf-offer';

const calving: ActivityRecord = {
  id: 'a1',
  type: 'calving',
  cattleTag: '101',
  date: '2026-03-04',
  pasture: 'Calving Lot',
  breedingMethod: null,
  breedingSire: null,
  strawsUsed: null,
  notes: null,
  createdAt: '2026-03-04T08:00:00.000Z', createdBy: null, updatedBy: null,
};

const bessie = { id: 'c1', tag: '101', name: 'Bessie', pasture: 'North Range', breedingSire: 'Connealy Capitalist|Tank 1' } as CattleRecord;

describe('calfOfferFor', () => {
  it('fills the calf from its dam: her tag, her bull, her pasture, born on the calving date', () => {
    expect(calfOfferFor(calving, [bessie])).toEqual({
      dam: '101 Bessie',
      calf: { type: 'Calf', cowTag: '101', sireTag: 'Connealy Capitalist', birthDate: '2026-03-04', pasture: 'North Range', status: 'active' },
    });
  });

  it('still names the dam and the calving pasture when the herd has no record of her', () => {
    expect(calfOfferFor(calving, [])).toEqual({
      dam: '101',
      calf: { type: 'Calf', cowTag: '101', sireTag: null, birthDate: '2026-03-04', pasture: 'Calving Lot', status: 'active' },
    });
  });
});
