import { describe, expect, it } from 'vitest';
import { percentChange, trendText, TREND_WINDOW_DAYS } from './trends';

describe('stat-card trends (computed against 30 days ago, "—" with no history)', () => {
  it('compares with 30 days ago', () => expect(TREND_WINDOW_DAYS).toBe(30));

  it('rounds the change to whole percent', () => {
    expect(percentChange(102, 100)).toBe(2);
    expect(percentChange(95, 100)).toBe(-5);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(7, 7)).toBe(0);
  });

  it('has no trend without history', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('reads "+2% from last month", "-5% from last month", "No change from last month" or "—"', () => {
    expect(trendText(2)).toBe('+2% from last month');
    expect(trendText(-5)).toBe('-5% from last month');
    expect(trendText(0)).toBe('No change from last month');
    expect(trendText(null)).toBe('—');
  });
});
