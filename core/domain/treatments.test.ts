import { describe, expect, it } from 'vitest';
import { isSameTreatment, treatmentFields, treatmentId, withdrawalAfterPenTreatment, type TreatmentGiven } from './treatments';

const given = (fields: Partial<TreatmentGiven> = {}): TreatmentGiven => ({
  date: '2026-11-20',
  medicineId: null,
  product: null,
  dose: null,
  route: null,
  reason: null,
  meatWithdrawalDays: null,
  milkWithdrawalDays: null,
  notes: null,
  ...fields,
});
const cabinet = { id: 'm1', name: 'LA-200', meatWithdrawalDays: 28, milkWithdrawalDays: 4 };

describe('a treatment’s stored fields', () => {
  it('a cabinet medicine gives its name as the product and its withdrawal days', () => {
    expect(treatmentFields(given({ medicineId: 'm1', product: 'typed' }), cabinet)).toMatchObject({ medicineId: 'm1', product: 'LA-200', meatWithdrawalDays: 28, milkWithdrawalDays: 4 });
  });

  it('days given with the treatment override the medicine’s', () => {
    expect(treatmentFields(given({ meatWithdrawalDays: 60, milkWithdrawalDays: 0 }), cabinet)).toMatchObject({ meatWithdrawalDays: 60, milkWithdrawalDays: 0 });
  });

  it('a product outside the cabinet takes the days given, or none', () => {
    expect(treatmentFields(given({ product: 'Penicillin', meatWithdrawalDays: 10 }), undefined)).toMatchObject({ medicineId: null, product: 'Penicillin', meatWithdrawalDays: 10, milkWithdrawalDays: 0 });
  });
});

describe('withdrawal after a pen’s treatment', () => {
  const fields = treatmentFields(given({ product: 'X', meatWithdrawalDays: 10 }), undefined);

  it('moves only the animals whose end is later now; a longer running withdrawal is kept', () => {
    const animals = [
      { id: 'a', meatWithdrawalUntil: null, milkWithdrawalUntil: null },
      { id: 'b', meatWithdrawalUntil: '2027-01-01', milkWithdrawalUntil: null },
    ];
    expect(withdrawalAfterPenTreatment(fields, animals)).toEqual([{ ids: ['a'], ends: { meatWithdrawalUntil: '2026-11-30', milkWithdrawalUntil: null } }]);
  });

  it('groups the animals moved to the same ends, so a pen is saved a group at a time', () => {
    const animals = [
      { id: 'a', meatWithdrawalUntil: null, milkWithdrawalUntil: null },
      { id: 'b', meatWithdrawalUntil: '2026-11-25', milkWithdrawalUntil: '2026-12-20' },
      { id: 'c', meatWithdrawalUntil: '2026-11-01', milkWithdrawalUntil: null },
    ];
    expect(withdrawalAfterPenTreatment(fields, animals)).toEqual([
      { ids: ['a', 'c'], ends: { meatWithdrawalUntil: '2026-11-30', milkWithdrawalUntil: null } },
      { ids: ['b'], ends: { meatWithdrawalUntil: '2026-11-30', milkWithdrawalUntil: '2026-12-20' } },
    ]);
  });
});

describe('a group treatment sent again', () => {
  const fields = treatmentFields(given({ product: 'X' }), undefined);
  const saved = [
    { ...fields, cattleId: 'a' },
    { ...fields, cattleId: 'b' },
  ];

  it('is the same one with the same animals and fields', () => {
    expect(isSameTreatment(fields, ['b', 'a'], saved)).toBe(true);
  });

  it('is another with other animals, or other fields', () => {
    expect(isSameTreatment(fields, ['a'], saved)).toBe(false);
    expect(isSameTreatment({ ...fields, product: 'Y' }, ['a', 'b'], saved)).toBe(false);
  });
});

describe('the ids of a group treatment’s records', () => {
  const batch = '0b7d2c1e-4a5f-4c3b-9d8e-1f2a3b4c5d6e';

  it('come from the call’s id and each animal’s place: the same on every device, all different', () => {
    const ids = Array.from({ length: 500 }, (_, at) => treatmentId(batch, at));
    expect(ids[0]).toBe(batch);
    expect(ids[1]).toBe('0b7d2c1e-4a5f-4c3b-9d8e-1f2a3b4c5d6f');
    expect(new Set(ids).size).toBe(500);
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });
});
