import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { cattleBadges, weaningStatus } from './weaning';

const TODAY = '2024-06-15';
const calf = (ageDays: number, extra: Record<string, string | null> = {}) => ({
  type: 'Calf',
  birthDate: addDays(TODAY, -ageDays),
  ...extra,
});

describe('weaning status (nursing under 8 months, ready to wean under 10, then overdue)', () => {
  it('weaning: a set weanDate gives Weaned "Weaned on date", whatever the type', () => {
    expect(weaningStatus(calf(400, { weanDate: '2024-01-02' }), TODAY)).toEqual({
      key: 'weaned',
      status: 'Weaned',
      text: 'Weaned on 2024-01-02',
    });
    expect(weaningStatus({ type: 'Steer', weanDate: '2024-01-02' }, TODAY).status).toBe('Weaned');
  });

  it('weaning: Calf under 8 months → Nursing "Still nursing from mother" (243 days = 7 months)', () => {
    expect(weaningStatus(calf(243), TODAY)).toEqual({
      key: 'nursing',
      status: 'Nursing',
      text: 'Still nursing from mother',
    });
    expect(weaningStatus(calf(183), TODAY).status).toBe('Nursing');
  });

  it('weaning: Calf 8 to under 10 months → Ready to Wean, the age the badge and the calves tab call ready (244 days = 8, 304 = 9)', () => {
    expect(weaningStatus(calf(244), TODAY)).toEqual({
      key: 'ready',
      status: 'Ready to Wean',
      text: '8 months old - ready for weaning',
    });
    expect(weaningStatus(calf(304), TODAY).text).toBe('9 months old - ready for weaning');
  });

  it('weaning: Calf 10 months or more → Overdue Weaning (305 days = 10)', () => {
    expect(weaningStatus(calf(305), TODAY)).toEqual({
      key: 'overdue',
      status: 'Overdue Weaning',
      text: '10 months old - should be weaned',
    });
  });

  it('weaning: other types without weanDate → N/A; blank weanDate is not set', () => {
    expect(weaningStatus({ type: 'Cow', birthDate: '2020-01-01' }, TODAY).status).toBe('N/A');
    expect(weaningStatus(calf(10, { weanDate: '  ' }), TODAY).status).toBe('Nursing');
  });

  it('weaning: a calf sold or dead before weaning is no longer the rancher\'s to wean → N/A; one weaned stays Weaned', () => {
    expect(weaningStatus(calf(300, { status: 'sold' }), TODAY).status).toBe('N/A');
    expect(weaningStatus(calf(100, { status: 'Deceased' }), TODAY).status).toBe('N/A');
    expect(weaningStatus(calf(300, { status: 'sold', weanDate: '2024-05-01' }), TODAY).status).toBe('Weaned');
  });
});

describe('card badges (Withdrawal, On cow, Weaned, Ready to wean, Breeding age, Donor, Recipient)', () => {
  it('badge Withdrawal: in the herd inside a meat or milk withdrawal, ahead of every other badge', () => {
    expect(cattleBadges({ type: 'Steer', meatWithdrawalUntil: addDays(TODAY, 1) }, TODAY)).toEqual(['Withdrawal']);
    expect(cattleBadges(calf(100, { milkWithdrawalUntil: addDays(TODAY, 3) }), TODAY)).toEqual(['Withdrawal', 'On cow']);
    expect(cattleBadges({ type: 'Steer', meatWithdrawalUntil: TODAY, milkWithdrawalUntil: null }, TODAY)).toEqual([]);
    expect(cattleBadges({ type: 'Steer', status: 'sold', meatWithdrawalUntil: addDays(TODAY, 9) }, TODAY)).toEqual([]);
  });

  it('badge On cow: unweaned Calf under 8 months (243 days); not at 8 months (244)', () => {
    expect(cattleBadges(calf(243), TODAY)).toEqual(['On cow']);
    expect(cattleBadges(calf(244), TODAY)).not.toContain('On cow');
  });

  it('badge Ready to wean: Calf of 8 months or more with no weanDate (244 days); not at 243', () => {
    expect(cattleBadges(calf(244), TODAY)).toEqual(['Ready to wean']);
    expect(cattleBadges(calf(243), TODAY)).not.toContain('Ready to wean');
  });

  it('badge Weaned: weanDate set, and then neither On cow nor Ready to wean', () => {
    expect(cattleBadges(calf(100, { weanDate: '2024-06-01' }), TODAY)).toEqual(['Weaned']);
    expect(cattleBadges(calf(300, { weanDate: '2024-06-01' }), TODAY)).toEqual(['Weaned']);
  });

  it('badge Breeding age: Heifer of 15 months or more (457 days); not at 14 months (456)', () => {
    const heifer = (days: number) => ({ type: 'Heifer', birthDate: addDays(TODAY, -days) });
    expect(cattleBadges(heifer(457), TODAY)).toEqual(['Breeding age']);
    expect(cattleBadges(heifer(456), TODAY)).toEqual([]);
    expect(cattleBadges({ type: 'Cow', birthDate: '2018-01-01' }, TODAY)).toEqual([]);
  });

  it('badges Donor and Recipient from cowType (any case); regular gives none', () => {
    expect(cattleBadges({ type: 'Cow', cowType: 'donor' }, TODAY)).toEqual(['Donor']);
    expect(cattleBadges({ type: 'Cow', cowType: 'Recipient' }, TODAY)).toEqual(['Recipient']);
    expect(cattleBadges({ type: 'Cow', cowType: 'regular' }, TODAY)).toEqual([]);
  });

  it('badges: sold or deceased animals get no age badges but keep Weaned / Donor', () => {
    expect(cattleBadges(calf(300, { status: 'sold' }), TODAY)).toEqual([]);
    expect(cattleBadges(calf(100, { status: 'deceased' }), TODAY)).toEqual([]);
    const soldDonor = {
      type: 'Heifer',
      birthDate: '2020-01-01',
      status: 'Sold',
      cowType: 'donor',
      weanDate: '2020-09-01',
    };
    expect(cattleBadges(soldDonor, TODAY)).toEqual(['Weaned', 'Donor']);
  });
});
