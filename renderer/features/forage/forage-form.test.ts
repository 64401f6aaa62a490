import { describe, expect, it } from 'vitest';
import { FORAGE_MESSAGES, type ForageRecord } from '../../../core/schemas/forage';
import { forageForm, forageFormValues, toForageInput, type ForageFormValues } from './forage-form';

const EMPTY = forageFormValues(null);
const values = (overrides: Partial<ForageFormValues> = {}): ForageFormValues => ({
  ...EMPTY,
  type: 'hay',
  location: 'North stackyard',
  totalBales: '100',
  remainingBales: '8',
  ...overrides,
});

/** The form's message for each field it refuses. */
function messages(form: ForageFormValues): Record<string, string> {
  const issues = forageForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Add/Edit Forage form', () => {
  it('sends dollars as cents and moisture in hundredths of a percent', () => {
    const input = toForageInput(values({ pricePerBale: '$110.50', totalCost: '11,050', moistureContent: '13.5%' }));
    expect(input).toMatchObject({ pricePerBale: 11050, totalCost: 1105000, moistureContent: 1350 });
    expect(toForageInput(values({ pricePerBale: '0.1', moistureContent: '12.345' }))).toMatchObject({ pricePerBale: 10, moistureContent: 1235 });
  });

  it('caps the remaining bales at the total bales', () => {
    expect(toForageInput(values({ totalBales: '100', remainingBales: '150' }))).toMatchObject({ totalBales: 100, remainingBales: 100 });
    expect(toForageInput(values({ totalBales: '1,200', remainingBales: '60' }))).toMatchObject({ totalBales: 1200, remainingBales: 60 });
  });

  it('sends trimmed text, and blanks as null', () => {
    expect(toForageInput(values({ location: '  Calving barn ', supplier: ' ', harvestDate: '', variety: 'alfalfa' }))).toEqual({
      type: 'hay',
      variety: 'alfalfa',
      quality: null,
      harvestDate: null,
      source: null,
      supplier: null,
      location: 'Calving barn',
      totalBales: 100,
      remainingBales: 8,
      weightPerBale: null,
      moistureContent: null,
      pricePerBale: null,
      totalCost: null,
      testResults: null,
      notes: null,
    });
  });

  it('opens empty for a new lot and with the saved values, in dollars and percent, for an edit', () => {
    expect(Object.values(EMPTY).every((value) => value === '')).toBe(true);
    const saved: ForageRecord = {
      id: 'f1',
      type: 'hay',
      variety: 'alfalfa',
      quality: 'premium',
      harvestDate: '2026-06-10',
      source: 'purchased',
      supplier: 'Lovell Hay Growers',
      location: 'Shop loft',
      totalBales: 200,
      remainingBales: 120,
      weightPerBale: 65,
      moistureContent: 1350,
      pricePerBale: 11050,
      totalCost: null,
      testResults: 'RFV 182',
      notes: null,
      createdAt: '2026-06-11T12:00:00.000Z', createdBy: null, updatedBy: null, version: 1,
    };
    expect(forageFormValues(saved)).toEqual({
      type: 'hay',
      variety: 'alfalfa',
      quality: 'premium',
      harvestDate: '2026-06-10',
      source: 'purchased',
      supplier: 'Lovell Hay Growers',
      location: 'Shop loft',
      totalBales: '200',
      remainingBales: '120',
      weightPerBale: '65',
      moistureContent: '13.5',
      pricePerBale: '110.50',
      totalCost: '',
      testResults: 'RFV 182',
      notes: '',
    });
    expect(toForageInput(forageFormValues(saved))).toMatchObject({ moistureContent: 1350, pricePerBale: 11050, totalCost: null });
  });

  it("refuses what the server refuses, in the server's words, under the field", () => {
    expect(messages(EMPTY)).toEqual({
      type: FORAGE_MESSAGES.typeRequired,
      location: FORAGE_MESSAGES.locationRequired,
      totalBales: FORAGE_MESSAGES.totalRequired,
      remainingBales: FORAGE_MESSAGES.remainingRequired,
    });
    expect(messages(values({ location: '   ' }))).toEqual({ location: FORAGE_MESSAGES.locationRequired });
    expect(messages(values({ totalBales: '2.5' }))).toEqual({ totalBales: 'Total bales must be a whole number' });
    expect(messages(values({ moistureContent: '120' }))).toEqual({ moistureContent: 'Moisture cannot be above 100%' });
    expect(messages(values({ pricePerBale: '-3' }))).toEqual({ pricePerBale: 'Price per bale cannot be negative' });
    expect(messages(values({ harvestDate: '2026-02-30' }))).toEqual({ harvestDate: 'Harvest date must be a valid date (YYYY-MM-DD)' });
    expect(messages(values())).toEqual({});
  });
});
