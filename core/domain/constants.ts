// Every business number of the product lives here so a rule changes in one place; other files
// import these and never repeat a bare number.

/** Average month length used for ages: elapsed days / 30.44, rounded down. */
export const MONTH_DAYS = 30.44;
/** Used only for durations ("2 years"); ages go through MONTH_DAYS. */
export const YEAR_DAYS = 365;

export const GESTATION_DAYS = { embryo_transfer: 280, other: 283 } as const;

/**
 * A calf of this age is ready to wean (the weaning status, the card badge and the calves page's tab
 * alike; younger, it is still nursing) and may become a Heifer or Steer.
 */
export const CALF_WEAN_READY_MONTHS = 8;
/** A heifer of this age is of breeding age and may become a Cow when bred. */
export const HEIFER_BREEDING_AGE_MONTHS = 15;
/** Weaning status: from this age an unweaned calf is overdue. */
export const WEANING_OVERDUE = 10;

export const AGE_BAND_LIMITS = { calf: 8, yearling: 15, youngAdult: 24 } as const;

/** The cattle list hides younger animals (those without a birth date are shown). */
export const CATTLE_LIST_MIN_AGE_MONTHS = 12;
/** Pasture counts treat animals under one year as calves. */
export const PASTURE_CALF_MAX_MONTHS = 12;

export const DUE_SOON_DAYS = 30;
export const UPCOMING_CALVINGS_MAX = 3;

export const YEAR_PICKER_FIRST = 2020;
export const YEAR_PICKER_YEARS_AHEAD = 2;
export const CALF_HISTORY_MAX_YEARS = 4;

export const PASSWORD_MIN = 6;
export const EMAIL_MAX = 255;
export const DEFAULT_PASTURE = 'Imported';

export const SEMEN_TANK_DEFAULT_CAPACITY = 6;
export const CANE_DEFAULT_CAPACITY = 15;
export const DEFAULT_STRAW_PRICE_CENTS = 3500;
/** Straws per logged activity (activity dialog). */
export const ACTIVITY_STRAWS = { min: 1, max: 5 } as const;
/** Straws or embryos in the breeding form. */
export const BREEDING_FORM_STRAWS = { min: 1, max: 10, default: 1 } as const;

export const TOAST_TIMEOUT_MS = 5000;
export const CURRENT_USER_CACHE_MS = 5 * 60 * 1000;
export const OVERVIEW_RECENT_ACTIVITIES = 5;
export const REPORTS_RECENT_ACTIVITIES = 10;

export const HEAT_CYCLE_DAYS = 21;
export const HEAT_NOTICE_WINDOW_DAYS = 3;
/** Heat-notifications widget: the soonest this many are named, the rest only counted. */
export const HEAT_WIDGET_SHOWN = 5;
export const RECENTLY_BRED_DAYS = 30;
export const REPEAT_BREEDER_MIN_RETURNS = 2;
/** Do Not Sell widget: the soonest this many to clear their meat withdrawal are named, the rest counted. */
export const DO_NOT_SELL_SHOWN = 5;
/** Breeding-efficiency widget: conception rate over the last 12 months. */
export const CONCEPTION_WINDOW_DAYS = 365;

/** Embryo stock: 0 empty, up to LOW low, up to MEDIUM medium, above good. */
export const EMBRYO_STOCK = { lowMax: 2, mediumMax: 5 } as const;
/** Semen straws: 0 out, up to LOW low stock, up to MEDIUM in stock, above good. */
export const STRAW_STOCK = { lowMax: 2, mediumMax: 5 } as const;
/** Forage remaining share of total, in percent (inclusive upper bounds). */
export const FORAGE_STOCK_PERCENT = { criticalMax: 10, lowMax: 25 } as const;
/** Tank use colour: red above 80 %, yellow above 60 %, else green. */
export const TANK_USAGE_PERCENT = { redAbove: 80, yellowAbove: 60 } as const;

export const FUZZY_SEARCH_MIN_CHARS = 2;

/** Animals one treatment may be given to at once: a working day's chute, and a bounded write. */
export const MAX_TREATED_ANIMALS = 500;

/**
 * BIF adjusted 205-day weight: weaning weight brought to a standard 205 days of age. A calf
 * weighed outside 160..250 days (inclusive) is too far from 205 for a straight-line adjustment to
 * be fair; without a birth weight the standard 75 lb is assumed.
 */
export const ADJUSTED_205 = { days: 205, unknownBirthWeight: 75, minAgeDays: 160, maxAgeDays: 250 } as const;

/**
 * BIF age-of-dam adjustment in lb, added to a calf's adjusted 205-day weight: young and old cows
 * wean lighter calves. A dam's age (whole years at calving) falls in the first band whose
 * maxYears it does not pass; the last band is 11 and older.
 */
export const AGE_OF_DAM_ADJUSTMENT = [
  { maxYears: 2, male: 60, female: 54 },
  { maxYears: 3, male: 40, female: 36 },
  { maxYears: 4, male: 20, female: 18 },
  { maxYears: 10, male: 0, female: 0 },
  { maxYears: Number.POSITIVE_INFINITY, male: 20, female: 18 },
] as const;

/** A pregnancy check answered "recheck" is due again this many days later. */
export const RECHECK_DAYS = 30;
