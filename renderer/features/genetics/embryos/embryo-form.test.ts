import { describe, expect, it } from 'vitest';
import { EMBRYO_MESSAGES, type EmbryoRecord } from '../../../../core/schemas/embryos';
import { embryoForm, embryoFormValues, toEmbryoInput, type EmbryoFormValues } from './embryo-form';

const values = (overrides: Partial<EmbryoFormValues> = {}): EmbryoFormValues => ({
  ...embryoFormValues(null),
  donorDam: 'Lady Bess 112',
  sire: 'Connor Creek Legacy',
  breed: 'Angus',
  totalEmbryos: '6',
  ...overrides,
});

/** The form's message for each field it refuses. */
function messages(form: EmbryoFormValues): Record<string, string> {
  const issues = embryoForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const SAVED: EmbryoRecord = {
  id: 'e1',
  storageTankId: 't1',
  donorDam: 'Lady Bess 112',
  sire: 'Connor Creek Legacy',
  breed: 'Angus',
  embryoGrade: '1',
  embryoStage: 'blastocyst',
  totalEmbryos: 6,
  remainingEmbryos: 2,
  pricePerEmbryo: 45000,
  supplier: null,
  collectionDate: '2025-03-01',
  freezeDate: null,
  expirationDate: null,
  storageLocation: 'Canister 2',
  notes: null,
  createdAt: '2025-03-02T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1,
};

describe('the Add/Edit Embryos form', () => {
  it('a remaining count left blank is the whole lot', () => {
    expect(toEmbryoInput(values({ remainingEmbryos: '' }))).toMatchObject({ totalEmbryos: 6, remainingEmbryos: 6 });
    expect(toEmbryoInput(values({ remainingEmbryos: ' 2 ' }))).toMatchObject({ totalEmbryos: 6, remainingEmbryos: 2 });
    expect(toEmbryoInput(values({ remainingEmbryos: '0' }))).toMatchObject({ remainingEmbryos: 0 });
  });

  it('never keeps more embryos than the lot started with', () => {
    expect(toEmbryoInput(values({ remainingEmbryos: '9' }))).toMatchObject({ totalEmbryos: 6, remainingEmbryos: 6 });
  });

  it('sends the price per embryo in cents, blank as none, and 0 as free', () => {
    expect(toEmbryoInput(values({ pricePerEmbryo: '$450' })).pricePerEmbryo).toBe(45000);
    expect(toEmbryoInput(values({ pricePerEmbryo: '1,250.505' })).pricePerEmbryo).toBe(125051);
    expect(toEmbryoInput(values({ pricePerEmbryo: '' })).pricePerEmbryo).toBeNull();
    expect(toEmbryoInput(values({ pricePerEmbryo: '0' })).pricePerEmbryo).toBe(0);
  });

  it('trims the text and sends blank choices, dates and notes as null', () => {
    expect(toEmbryoInput(values({ donorDam: '  Lady Bess 112 ', supplier: '  ', embryoGrade: '', storageTankId: '', notes: ' Flushed in March ' }))).toEqual({
      donorDam: 'Lady Bess 112',
      sire: 'Connor Creek Legacy',
      breed: 'Angus',
      embryoGrade: null,
      embryoStage: null,
      totalEmbryos: 6,
      remainingEmbryos: 6,
      pricePerEmbryo: null,
      supplier: null,
      collectionDate: null,
      freezeDate: null,
      expirationDate: null,
      storageTankId: null,
      storageLocation: null,
      notes: 'Flushed in March',
    });
  });

  it('opens empty for a new lot and with the saved values, price in dollars, for an edit', () => {
    expect(Object.values(embryoFormValues(null)).every((text) => text === '')).toBe(true);
    expect(embryoFormValues(SAVED)).toMatchObject({
      embryoGrade: '1',
      embryoStage: 'blastocyst',
      totalEmbryos: '6',
      remainingEmbryos: '2',
      pricePerEmbryo: '450.00',
      storageTankId: 't1',
      collectionDate: '2025-03-01',
      freezeDate: '',
    });
    expect(toEmbryoInput(embryoFormValues(SAVED))).toMatchObject({ pricePerEmbryo: 45000, remainingEmbryos: 2, storageTankId: 't1' });
  });

  it("refuses what the server refuses, in the server's words, under the field", () => {
    expect(messages(values({ donorDam: ' ', sire: '', breed: '', totalEmbryos: '' }))).toEqual({
      donorDam: EMBRYO_MESSAGES.donorDamRequired,
      sire: EMBRYO_MESSAGES.sireRequired,
      breed: EMBRYO_MESSAGES.breedRequired,
      totalEmbryos: EMBRYO_MESSAGES.totalRequired,
    });
    expect(messages(values({ totalEmbryos: '2.5' }))).toEqual({ totalEmbryos: 'Total embryos must be a whole number' });
    expect(messages(values({ remainingEmbryos: '-1' }))).toEqual({ remainingEmbryos: 'Remaining embryos cannot be negative' });
    expect(messages(values({ pricePerEmbryo: 'lots' }))).toEqual({ pricePerEmbryo: 'Price per embryo must be a number' });
    expect(messages(values())).toEqual({});
  });
});
