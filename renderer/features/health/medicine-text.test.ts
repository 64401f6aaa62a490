import { describe, expect, it } from 'vitest';
import { cabinetSummary, medicineKindLabel, withdrawalDaysText } from './medicine-text';

describe('the medicine cabinet in words', () => {
  it('a kind reads as its label; a kind this version does not know reads as stored', () => {
    expect(medicineKindLabel('anti-inflammatory')).toBe('Anti-inflammatory');
    expect(medicineKindLabel('probiotic')).toBe('probiotic');
  });

  it('withdrawal days read as days, and 0 as None', () => {
    expect(withdrawalDaysText(18)).toBe('18 days');
    expect(withdrawalDaysText(1)).toBe('1 day');
    expect(withdrawalDaysText(0)).toBe('None');
  });

  it('the summary counts the medicines and those that hold a sale back', () => {
    expect(cabinetSummary([])).toBe('Medicines, vaccines and their withdrawal days');
    expect(cabinetSummary([{ meatWithdrawalDays: 18 }, { meatWithdrawalDays: 0 }])).toBe('2 medicines · 1 with a meat withdrawal');
  });
});
