import { describe, expect, it } from 'vitest';
import { readDefaultView, withDefaultView } from './device-settings';

describe('default cattle view (2-operations §3: device settings, defaultView cards by default or table)', () => {
  it('reads cards by default and for anything it cannot use', () => {
    expect(readDefaultView(null)).toBe('cards');
    expect(readDefaultView('not json')).toBe('cards');
    expect(readDefaultView('{"defaultView":"grid"}')).toBe('cards');
    expect(readDefaultView('[1]')).toBe('cards');
    expect(readDefaultView('{"defaultView":"table"}')).toBe('table');
  });

  it('writes the view and keeps the other device settings', () => {
    const saved = withDefaultView('{"farmName":"Hilltop","darkMode":true,"defaultView":"cards"}', 'table');
    expect(JSON.parse(saved)).toEqual({ farmName: 'Hilltop', darkMode: true, defaultView: 'table' });
    expect(JSON.parse(withDefaultView('garbage', 'cards'))).toEqual({ defaultView: 'cards' });
  });
});
