import { describe, expect, it } from 'vitest';
import { shortDate } from './short-date';

describe('widget dates', () => {
  it('shows the calendar day itself, whatever the time zone', () => {
    expect(shortDate('2025-06-20')).toMatch(/20/);
    expect(shortDate('2025-01-01')).not.toMatch(/31/);
  });

  it('invalid dates display N/A', () => {
    expect(shortDate('2025-02-30')).toBe('N/A');
    expect(shortDate(null)).toBe('N/A');
  });
});
