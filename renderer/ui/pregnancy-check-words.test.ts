import { describe, expect, it } from 'vitest';
import { checkMethodLabel, checkResultLabel, ruledChecks } from './pregnancy-check-words';

describe('how screens name a pregnancy check', () => {
  it('a result by its label; one outside the list as written', () => {
    expect(checkResultLabel('pregnant')).toBe('Pregnant');
    expect(checkResultLabel('recheck')).toBe('Recheck');
    expect(checkResultLabel('twins')).toBe('twins');
  });

  it('a method by its label, none as a dash; one outside the list as written', () => {
    expect(checkMethodLabel('blood')).toBe('Blood test');
    expect(checkMethodLabel(null)).toBe('—');
    expect(checkMethodLabel('rectal')).toBe('rectal');
  });

  it('the lists read only the checks whose result the rules know', () => {
    const checks = [{ id: '1', result: 'open' }, { id: '2', result: 'twins' }, { id: '3', result: 'recheck' }];
    expect(ruledChecks(checks).map((check) => check.id)).toEqual(['1', '3']);
  });
});
