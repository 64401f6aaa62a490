import { describe, expect, it } from 'vitest';
import { SEMEN_MESSAGES, type SemenStrawRecord } from '../../../../core/schemas/semen';
import { strawForm, strawFormValues, toStrawInput, type StrawFormValues } from './straw-form';

const values = (overrides: Partial<StrawFormValues> = {}): StrawFormValues => ({
  ...strawFormValues(null, 'c1'),
  bullName: 'Connor Creek Legacy',
  breed: 'Angus',
  totalStraws: '10',
  ...overrides,
});

function messages(form: StrawFormValues): Record<string, string> {
  const issues = strawForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Add/Edit Straws form', () => {
  it('opens empty in the cane it was added from', () => {
    const empty = strawFormValues(null, 'c1');
    expect(empty.caneId).toBe('c1');
    expect(Object.entries(empty).filter(([field]) => field !== 'caneId').every(([, text]) => text === '')).toBe(true);
  });

  it('a new lot with remaining left blank has all its straws; the price left blank is sent as none (the server makes it $35)', () => {
    expect(toStrawInput(values())).toMatchObject({ totalStraws: 10, remainingStraws: 10, pricePerStraw: null });
  });

  it('remaining is capped at the total; a price in dollars is sent in cents', () => {
    expect(toStrawInput(values({ remainingStraws: '12' })).remainingStraws).toBe(10);
    expect(toStrawInput(values({ remainingStraws: '2' })).remainingStraws).toBe(2);
    expect(toStrawInput(values({ pricePerStraw: '$42.50' })).pricePerStraw).toBe(4250);
    expect(toStrawInput(values({ pricePerStraw: '0' })).pricePerStraw).toBe(0);
  });

  it('sends trimmed text and blank text and dates as null', () => {
    expect(toStrawInput(values({ bullName: ' Connor Creek Legacy ', supplier: ' ', purchaseDate: '', expirationDate: '2030-01-31', notes: 'sexed heifer semen' }))).toEqual({
      caneId: 'c1',
      bullName: 'Connor Creek Legacy',
      registrationNumber: null,
      breed: 'Angus',
      collection: null,
      totalStraws: 10,
      remainingStraws: 10,
      pricePerStraw: null,
      supplier: null,
      purchaseDate: null,
      expirationDate: '2030-01-31',
      notes: 'sexed heifer semen',
    });
  });

  it('opens an edit with the saved values, the price in dollars', () => {
    const saved: SemenStrawRecord = {
      id: 's1',
      caneId: 'c2',
      bullName: 'KT Lone Star 44',
      registrationNumber: 'P43877215',
      breed: 'Hereford',
      collection: null,
      totalStraws: 10,
      remainingStraws: 0,
      pricePerStraw: 2500,
      supplier: 'Genex',
      purchaseDate: '2024-05-01',
      expirationDate: null,
      notes: null,
      createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1,
      tankId: 't1',
      tankName: 'Tank A',
      caneNumber: '2',
      caneLabel: null,
    };
    expect(strawFormValues(saved, 'c1')).toMatchObject({ caneId: 'c2', totalStraws: '10', remainingStraws: '0', pricePerStraw: '25.00', purchaseDate: '2024-05-01', expirationDate: '' });
  });

  it("refuses a missing cane, bull name or breed, and counts that are no number, in the server's words", () => {
    expect(messages(values({ caneId: '', bullName: ' ', breed: '' }))).toEqual({
      caneId: SEMEN_MESSAGES.caneRequired,
      bullName: SEMEN_MESSAGES.bullNameRequired,
      breed: SEMEN_MESSAGES.breedRequired,
    });
    expect(messages(values({ totalStraws: 'ten' }))).toMatchObject({ totalStraws: 'Total straws must be a number' });
    expect(messages(values({ remainingStraws: '-1' }))).toEqual({ remainingStraws: 'Remaining straws cannot be negative' });
    expect(messages(values({ pricePerStraw: 'free' }))).toEqual({ pricePerStraw: 'Price per straw must be a number' });
    expect(messages(values())).toEqual({});
  });
});
