import { describe, expect, it } from 'vitest';
import { afterDelete, type FarmCopy } from './delete-effects';

const farm: FarmCopy = {
  storageTank: [{ id: 'store' }],
  semenTank: [
    { id: 'tank', storageTankId: 'store' },
    { id: 'other tank', storageTankId: null },
  ],
  semenCane: [
    { id: 'cane', tankId: 'tank' },
    { id: 'other cane', tankId: 'other tank' },
  ],
  semenStraw: [
    { id: 'straw', caneId: 'cane' },
    { id: 'other straw', caneId: 'other cane' },
  ],
  embryo: [{ id: 'lot', storageTankId: 'store' }],
  pasture: [
    { id: 'north', name: 'North' },
    { id: 'sale pen', name: 'Sale Pen' },
  ],
  cattle: [
    { id: 'cow', pasture: 'North\u200b', status: 'active' },
    { id: 'steer', pasture: 'Sale Pen', status: 'sold' },
  ],
};

const idsOf = (copy: FarmCopy) => Object.fromEntries(Object.entries(copy).map(([kind, records]) => [kind, records.map((record) => record.id)]));

describe('what a delete does to the records pointing at it', () => {
  it('a semen tank goes with its canes and their straw lots; other tanks keep theirs', () => {
    const after = afterDelete(farm, 'semenTank', 'tank');
    expect(after.ok && idsOf(after.farm)).toMatchObject({ semenTank: ['other tank'], semenCane: ['other cane'], semenStraw: ['other straw'] });
  });

  it('a cane goes with its straw lots', () => {
    const after = afterDelete(farm, 'semenCane', 'cane');
    expect(after.ok && idsOf(after.farm)).toMatchObject({ semenTank: ['tank', 'other tank'], semenCane: ['other cane'], semenStraw: ['other straw'] });
  });

  it('a storage tank keeps what sat in it, unlinked', () => {
    const after = afterDelete(farm, 'storageTank', 'store');
    expect(after.ok && after.farm).toMatchObject({
      storageTank: [],
      semenTank: [{ id: 'tank', storageTankId: null }, { id: 'other tank' }],
      embryo: [{ id: 'lot', storageTankId: null }],
    });
  });

  it('a pasture with head in the herd in it (a look-alike of its name too) is refused; one with only sold head goes', () => {
    expect(afterDelete(farm, 'pasture', 'north')).toEqual({ ok: false, refusedBy: { of: 'cattle', head: 1 } });
    const after = afterDelete(farm, 'pasture', 'sale pen');
    expect(after.ok && idsOf(after.farm)).toMatchObject({ pasture: ['north'], cattle: ['cow', 'steer'] });
  });

  it('a record the farm does not hold changes nothing', () => {
    expect(afterDelete(farm, 'embryo', 'nowhere')).toEqual({ ok: true, farm });
  });
});
