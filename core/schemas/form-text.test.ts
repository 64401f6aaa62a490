import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsText, hundredthsFromPercent, numberOrNull, numberText, percentText, textOf, textOrNull } from './form-text';

// The form's text boxes to the API's values (cents, hundredths of a percent) and back.

describe('text boxes to API values', () => {
  it('textOrNull: trimmed; empty or blank → null', () => {
    expect(textOrNull('  Hay barn ')).toBe('Hay barn');
    expect(textOrNull('')).toBeNull();
    expect(textOrNull('   ')).toBeNull();
  });

  it('numberOrNull: "1,250" → 1250; empty → null; not a number → NaN', () => {
    expect(numberOrNull('1,250')).toBe(1250);
    expect(numberOrNull(' 42 ')).toBe(42);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('abc')).toBeNaN();
  });

  it('centsFromDollars: "$1,250.50" → 125050; "" → null; "abc" → NaN', () => {
    expect(centsFromDollars('$1,250.50')).toBe(125050);
    expect(centsFromDollars('110.50')).toBe(11050);
    expect(centsFromDollars('28.00')).toBe(2800);
    expect(centsFromDollars('35')).toBe(3500);
    expect(centsFromDollars('0')).toBe(0);
    expect(centsFromDollars('')).toBeNull();
    expect(centsFromDollars('  ')).toBeNull();
    expect(centsFromDollars('abc')).toBeNaN();
  });

  it('centsFromDollars: rounds to whole cents (no float dust such as 1.005 × 100)', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(centsFromDollars('0.29')).toBe(29);
    expect(centsFromDollars('19.99')).toBe(1999);
    expect(Number.isInteger(centsFromDollars('1.005'))).toBe(true);
  });

  it('hundredthsFromPercent: "12.5" → 1250; "13.5%" → 1350; "" → null; "abc" → NaN', () => {
    expect(hundredthsFromPercent('12.5')).toBe(1250);
    expect(hundredthsFromPercent('13.5%')).toBe(1350);
    expect(hundredthsFromPercent('100')).toBe(10000);
    expect(hundredthsFromPercent('')).toBeNull();
    expect(hundredthsFromPercent('abc')).toBeNaN();
  });
});

describe('API values back to text boxes', () => {
  it('dollarsText: 125050 → "1250.50"; 2800 → "28.00"; null/undefined → ""', () => {
    expect(dollarsText(125050)).toBe('1250.50');
    expect(dollarsText(2800)).toBe('28.00');
    expect(dollarsText(0)).toBe('0.00');
    expect(dollarsText(null)).toBe('');
    expect(dollarsText(undefined)).toBe('');
  });

  it('percentText: 1250 → "12.5"; 1350 → "13.5"; null → ""', () => {
    expect(percentText(1250)).toBe('12.5');
    expect(percentText(1350)).toBe('13.5');
    expect(percentText(10000)).toBe('100');
    expect(percentText(null)).toBe('');
  });

  it('a value survives the round trip text → API → text', () => {
    expect(dollarsText(centsFromDollars('$110.50'))).toBe('110.50');
    expect(percentText(hundredthsFromPercent('13.5'))).toBe('13.5');
    expect(centsFromDollars(dollarsText(125050))).toBe(125050);
    expect(hundredthsFromPercent(percentText(1250))).toBe(1250);
  });

  it('textOf and numberText: null → ""', () => {
    expect(textOf('Barn 2')).toBe('Barn 2');
    expect(textOf(null)).toBe('');
    expect(numberText(0)).toBe('0');
    expect(numberText(null)).toBe('');
  });
});
