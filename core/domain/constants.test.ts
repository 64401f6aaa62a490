import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('the business numbers, each in one place', () => {
  it('ages: month 30.44 days; gestation 280 ET / 283 other', () => {
    expect(c.MONTH_DAYS).toBe(30.44);
    expect(c.GESTATION_DAYS).toEqual({ embryo_transfer: 280, other: 283 });
  });

  it('life stages: wean ready 8 (nursing before), heifer breeding 15, weaning overdue 10, age bands 8/15/24', () => {
    expect(c.CALF_WEAN_READY_MONTHS).toBe(8);
    expect(c.HEIFER_BREEDING_AGE_MONTHS).toBe(15);
    expect(c.WEANING_OVERDUE).toBe(10);
    expect(c.AGE_BAND_LIMITS).toEqual({ calf: 8, yearling: 15, youngAdult: 24 });
  });

  it('lists: list min age 12, due soon 30 days, 3 upcoming, years 2020..+2, 4 calf years', () => {
    expect(c.CATTLE_LIST_MIN_AGE_MONTHS).toBe(12);
    expect(c.DUE_SOON_DAYS).toBe(30);
    expect(c.UPCOMING_CALVINGS_MAX).toBe(3);
    expect([c.YEAR_PICKER_FIRST, c.YEAR_PICKER_YEARS_AHEAD]).toEqual([2020, 2]);
    expect(c.CALF_HISTORY_MAX_YEARS).toBe(4);
  });

  it('defaults: password 6, e-mail 255, pasture "Imported", tank 6, cane 15, toast 5000 ms', () => {
    expect(c.PASSWORD_MIN).toBe(6);
    expect(c.EMAIL_MAX).toBe(255);
    expect(c.DEFAULT_PASTURE).toBe('Imported');
    expect(c.SEMEN_TANK_DEFAULT_CAPACITY).toBe(6);
    expect(c.CANE_DEFAULT_CAPACITY).toBe(15);
    expect(c.TOAST_TIMEOUT_MS).toBe(5000);
    expect(c.CURRENT_USER_CACHE_MS).toBe(300_000);
  });

  it('breeding: heat 21 days, window 3, recently bred 30, repeat breeder 2, conception 365 days', () => {
    expect(c.HEAT_CYCLE_DAYS).toBe(21);
    expect(c.HEAT_NOTICE_WINDOW_DAYS).toBe(3);
    expect(c.RECENTLY_BRED_DAYS).toBe(30);
    expect(c.REPEAT_BREEDER_MIN_RETURNS).toBe(2);
    expect(c.CONCEPTION_WINDOW_DAYS).toBe(365);
  });

  it('straws: 1-5 per activity, 1-10 (default 1) in the form, $35 default price', () => {
    expect(c.ACTIVITY_STRAWS).toEqual({ min: 1, max: 5 });
    expect(c.BREEDING_FORM_STRAWS).toEqual({ min: 1, max: 10, default: 1 });
    expect(c.DEFAULT_STRAW_PRICE_CENTS).toBe(3500);
  });
});
