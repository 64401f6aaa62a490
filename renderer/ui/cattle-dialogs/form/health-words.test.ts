import { describe, expect, it } from 'vitest';
import { checkDetailText, checkResultText, givenText, withdrawalText } from './health-words';

describe('the Health tab in words', () => {
  it('what was given: dose, route and reason, leaving out blanks', () => {
    expect(givenText({ dose: '7.5 ml', route: 'SC', reason: 'Pneumonia' })).toBe('7.5 ml · SC · Pneumonia');
    expect(givenText({ dose: null, route: 'Pour-on', reason: null })).toBe('Pour-on');
    expect(givenText({ dose: null, route: null, reason: null })).toBe('');
  });

  it('withdrawal ends: the treatment date + days of each kind, or none', () => {
    expect(withdrawalText({ date: '2026-06-13', meatWithdrawalDays: 18, milkWithdrawalDays: 0 })).toMatch(/^Meat withdrawal until Jul 1, 2026$/);
    expect(withdrawalText({ date: '2026-06-13', meatWithdrawalDays: 4, milkWithdrawalDays: 3 })).toMatch(/^Meat withdrawal until Jun 17, 2026 · Milk withdrawal until Jun 16, 2026$/);
    expect(withdrawalText({ date: '2026-06-13', meatWithdrawalDays: 0, milkWithdrawalDays: 0 })).toBe('No withdrawal');
  });

  it('a check: its result labelled, its method and days pregnant when recorded', () => {
    expect(checkResultText('recheck')).toBe('Recheck');
    expect(checkResultText('twins')).toBe('twins');
    expect(checkDetailText({ method: 'blood', daysPregnant: 95 })).toBe('Blood test · 95 days pregnant');
    expect(checkDetailText({ method: null, daysPregnant: null })).toBe('');
  });
});
