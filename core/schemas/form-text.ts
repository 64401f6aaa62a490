import { cleanText } from '../domain/display-name';

// What a form's text boxes hold, turned into the API's values and back. The API keeps money in
// cents and moisture in hundredths of a percent; people type dollars and percent. Text that is no
// number becomes NaN, so the record's schema reports it under the field.

/** Trimmed text; empty becomes null. */
export const textOrNull = (value: string): string | null => cleanText(value);

/** A number as typed ("1,250" reads 1250); empty is null, anything else NaN. */
export function numberOrNull(value: string): number | null {
  const text = cleanText(value.replace(/[,\s]/g, ''));
  return text === null ? null : Number(text);
}

/** Dollars as typed ("$1,250.50") to whole cents (125050); empty is null. */
export function centsFromDollars(dollars: string): number | null {
  const amount = numberOrNull(dollars.replace(/\$/g, ''));
  return amount === null || !Number.isFinite(amount) ? amount : Math.round(amount * 100);
}

/** Percent as typed ("12.5") to hundredths of a percent (1250); empty is null. */
export function hundredthsFromPercent(percent: string): number | null {
  const amount = numberOrNull(percent.replace(/%/g, ''));
  return amount === null || !Number.isFinite(amount) ? amount : Math.round(amount * 100);
}

/** Stored text back into a text box. */
export const textOf = (value: string | null | undefined): string => value ?? '';

/** A stored number back into a text box. */
export const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

/** Cents back to dollars for a text box: 125050 → "1250.50". */
export const dollarsText = (cents: number | null | undefined): string => (cents == null ? '' : (cents / 100).toFixed(2));

/** Hundredths of a percent back to percent for a text box: 1250 → "12.5". */
export const percentText = (hundredths: number | null | undefined): string => (hundredths == null ? '' : String(hundredths / 100));
