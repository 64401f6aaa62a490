import { describe, expect, it } from 'vitest';
import { tankUsage } from './tank-capacity';

describe('tank capacity colour (red above 80 %, yellow above 60 %)', () => {
  it('tank: above 80 % → red (81/100, 5/6); exactly 80 % → yellow', () => {
    expect(tankUsage(81, 100)).toEqual({ percent: 81, color: 'red' });
    expect(tankUsage(5, 6)).toEqual({ percent: 83, color: 'red' });
    expect(tankUsage(80, 100)).toEqual({ percent: 80, color: 'yellow' });
    expect(tankUsage(4, 5).color).toBe('yellow');
  });

  it('tank: above 60 % → yellow (61/100); exactly 60 % → green (60/100, 3/5)', () => {
    expect(tankUsage(61, 100).color).toBe('yellow');
    expect(tankUsage(60, 100)).toEqual({ percent: 60, color: 'green' });
    expect(tankUsage(3, 5).color).toBe('green');
  });

  it('tank: colour uses the exact ratio, not the rounded percent (80.4 % → red)', () => {
    expect(tankUsage(804, 1000)).toEqual({ percent: 80, color: 'red' });
  });

  it('tank: empty → 0 % green; over capacity → 100 % red', () => {
    expect(tankUsage(0, 6)).toEqual({ percent: 0, color: 'green' });
    expect(tankUsage(null, 6)).toEqual({ percent: 0, color: 'green' });
    expect(tankUsage(9, 6)).toEqual({ percent: 100, color: 'red' });
  });

  it('tank: capacity 0 or missing is treated as full (100 %, red)', () => {
    expect(tankUsage(0, 0)).toEqual({ percent: 100, color: 'red' });
    expect(tankUsage(3, null)).toEqual({ percent: 100, color: 'red' });
    expect(tankUsage(3, -2)).toEqual({ percent: 100, color: 'red' });
  });
});
