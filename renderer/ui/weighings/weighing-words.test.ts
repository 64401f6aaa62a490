import { describe, expect, it } from 'vitest';
import { displayGain, gainFigure, weighingKindLabel } from './weighing-words';

describe('a weighing in words', () => {
  it('names its kind by the label, an unknown kind as stored', () => {
    expect(weighingKindLabel('weaning')).toBe('Weaning');
    expect(weighingKindLabel('other')).toBe('Other');
    expect(weighingKindLabel('sale')).toBe('sale');
  });

  it('gives a gain its sign and two decimals, and no gain a dash', () => {
    expect(displayGain(2.1)).toBe('+2.10 lb/day');
    expect(displayGain(-0.4)).toBe('-0.40 lb/day');
    expect(displayGain(0)).toBe('0.00 lb/day');
    expect(displayGain(null)).toBe('—');
    expect(gainFigure(1.5)).toBe('+1.50');
    expect(gainFigure(null)).toBe('—');
  });
});
