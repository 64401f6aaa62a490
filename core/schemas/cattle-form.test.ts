import { describe, expect, it } from 'vitest';
import { CATTLE_MESSAGES, IDENTIFIER_MESSAGES, type CattleRecord } from './cattle';
import { cattleForm, formFieldOf, formValuesFrom, toCattleInput, type CattleFormValues } from './cattle-form';

const filled = (changes: Partial<CattleFormValues> = {}): CattleFormValues => ({
  ...formValuesFrom(),
  identifier: '101 Bessie',
  type: 'Cow',
  pasture: 'North Pasture',
  ...changes,
});

/** The form's messages per field, as react-hook-form would show them. */
function messages(values: CattleFormValues): Record<string, string[]> {
  const result = cattleForm.safeParse(values);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

const record: CattleRecord = {
  id: 'c1', tag: '101', name: 'Bessie', type: 'Cow', gender: 'female', breed: 'Angus', breedComposition: null,
  registrationNumber: null, pasture: 'North Pasture', birthDate: '2020-03-01', cowTag: null, sireTag: null,
  status: 'pregnant', weight: null, birthWeight: 72, breedingDate: '2025-01-10', breedingMethod: 'artificial_insemination',
  breedingSire: 'Connealy Capitalist', strawsUsed: 1, cameBackInHeat: false, heatReturnDate: null, heatReturnCount: 0,
  cowType: 'regular', expectedCalvingDate: '2025-10-20', actualCalvingDate: null, weanDate: null, weanWeight: null,
  disposition: null, dispositionDate: null, salePrice: 150000, buyer: null, buyerContact: null, saleLocation: null,
  notes: null, meatWithdrawalUntil: null, milkWithdrawalUntil: null, createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1, updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('cattle form validation (the same rules and messages as the server)', () => {
  it('type is required: "Animal type is required"', () => {
    expect(messages(filled({ type: '' })).type).toEqual([CATTLE_MESSAGES.typeRequired]);
    expect(CATTLE_MESSAGES.typeRequired).toBe('Animal type is required');
  });

  it('pasture is required: "Pasture assignment is required"', () => {
    expect(messages(filled({ pasture: '   ' })).pasture).toEqual(['Pasture assignment is required']);
  });

  it('the combined identifier must not be empty: "Please enter an animal identifier (name, tag, or both)"', () => {
    expect(messages(filled({ identifier: '  ' })).identifier).toEqual([IDENTIFIER_MESSAGES.empty]);
    expect(IDENTIFIER_MESSAGES.empty).toBe('Please enter an animal identifier (name, tag, or both)');
  });

  it('the identifier must parse to a tag or a name: "Please enter a valid animal identifier"', () => {
    expect(IDENTIFIER_MESSAGES.invalid).toBe('Please enter a valid animal identifier');
    expect(messages(filled({ identifier: 'Bessie' })).identifier).toBeUndefined();
  });

  it('either name or tag must be present: the server\'s message on name shows at the identifier', () => {
    expect(CATTLE_MESSAGES.identification).toBe('Either name or tag number must be provided for identification');
    expect(formFieldOf('name')).toBe('identifier');
    expect(formFieldOf('tag')).toBe('identifier');
    expect(formFieldOf('salePrice')).toBe('salePrice');
    expect(formFieldOf('id')).toBeUndefined();
  });

  it('a complete form has no messages; the server\'s rules reach the form (a 31-character tag)', () => {
    expect(messages(filled())).toEqual({});
    expect(messages(filled({ identifier: '1'.repeat(31) })).identifier).toEqual(['Tag must be at most 30 characters']);
    expect(messages(filled({ weight: '-5' })).weight).toEqual(['Weight cannot be negative']);
    expect(messages(filled({ disposition: 'sold', salePrice: 'lots' })).salePrice).toEqual(['Sale price must be a number']);
  });
});

describe('toCattleInput: the submit rules (empty → null, "none" parents → null, dollars → cents)', () => {
  it('identifier: "101 Bessie" → tag 101 + name Bessie; tag and name are trimmed', () => {
    expect(toCattleInput(filled({ identifier: '  101   Bessie ' }))).toMatchObject({ tag: '101', name: 'Bessie' });
    expect(toCattleInput(filled({ identifier: '101' }))).toMatchObject({ tag: '101', name: null });
  });

  it('empty text becomes null (and empty date strings)', () => {
    const input = toCattleInput(filled({ breed: '', notes: '   ', birthDate: '', registrationNumber: '' }));
    expect(input).toMatchObject({ breed: null, notes: null, birthDate: null, registrationNumber: null, gender: null });
  });

  it('dam and sire value "none" becomes null', () => {
    expect(toCattleInput(filled({ cowTag: 'none', sireTag: 'None' }))).toMatchObject({ cowTag: null, sireTag: null });
    expect(toCattleInput(filled({ cowTag: '77', sireTag: 'Bar R Sure Fire' }))).toMatchObject({ cowTag: '77', sireTag: 'Bar R Sure Fire' });
  });

  it('weights and sale price of 0 become null', () => {
    const input = toCattleInput(filled({ weight: '0', birthWeight: '0', disposition: 'sold', salePrice: '0.00' }));
    expect(input).toMatchObject({ weight: null, birthWeight: null, salePrice: null });
  });

  it('sale price: dollars become cents ("$1,250.50" → 125050)', () => {
    expect(toCattleInput(filled({ disposition: 'sold', salePrice: '$1,250.50' })).salePrice).toBe(125050);
    expect(toCattleInput(filled({ disposition: 'sold', salePrice: '1800' })).salePrice).toBe(180000);
  });

  it('sale details are kept only when the disposition is sold', () => {
    const sale = { salePrice: '1800', buyer: 'Sun Valley Feeders', saleLocation: 'Torrington', dispositionDate: '2025-05-01' };
    expect(toCattleInput(filled({ disposition: 'sold', ...sale }))).toMatchObject({ buyer: 'Sun Valley Feeders', dispositionDate: '2025-05-01' });
    expect(toCattleInput(filled({ disposition: '', ...sale }))).toMatchObject({
      disposition: null, salePrice: null, buyer: null, saleLocation: null, dispositionDate: null,
    });
    expect(toCattleInput(filled({ disposition: 'deceased', ...sale }))).toMatchObject({ salePrice: null, dispositionDate: '2025-05-01' });
  });

  it('cow classification is kept for cows and heifers only', () => {
    expect(toCattleInput(filled({ type: 'Heifer', cowType: 'donor' })).cowType).toBe('donor');
    expect(toCattleInput(filled({ type: 'Bull', cowType: 'donor' })).cowType).toBeNull();
  });

  it('the expected calving date is left to the server: the form sends no breeding fields', () => {
    const input = toCattleInput(filled());
    expect(input).not.toHaveProperty('breedingDate');
    expect(input).not.toHaveProperty('expectedCalvingDate');
  });
});

describe('editing (formValuesFrom)', () => {
  it('starts from the stored animal: identifier text, dollars, lowercase choices', () => {
    expect(formValuesFrom(record)).toMatchObject({
      identifier: '101 Bessie', type: 'Cow', status: 'pregnant', salePrice: '1500.00', birthWeight: '72', cowType: 'regular',
    });
  });

  it('keeps the stored tag and name while the identifier text is unchanged', () => {
    const odd = { ...record, tag: null, name: '12 Oaks' };
    expect(toCattleInput(formValuesFrom(odd), odd)).toMatchObject({ tag: null, name: '12 Oaks' });
    expect(toCattleInput({ ...formValuesFrom(odd), identifier: '12 Oaks Ruby' }, odd)).toMatchObject({ tag: '12', name: 'Oaks Ruby' });
  });

  it('an edit changes only what was changed: the opened form maps back to the same input', () => {
    const opened = toCattleInput(formValuesFrom(record), record);
    const edited = toCattleInput({ ...formValuesFrom(record), notes: 'Calm', status: 'active' }, record);
    const changed = (Object.keys(edited) as (keyof typeof edited)[]).filter((key) => edited[key] !== opened[key]);
    expect(changed).toEqual(['status', 'notes']);
  });

  it('a new animal starts active with nothing else chosen', () => {
    expect(formValuesFrom()).toMatchObject({ identifier: '', type: '', status: 'active', pasture: '', cameBackInHeat: false });
  });
});
