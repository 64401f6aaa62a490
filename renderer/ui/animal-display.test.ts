import { describe, expect, it } from 'vitest';
import { cardName, cardTitle, cowTypeBadge, heatReturnWarning, pounds, statusClass, wrapAtSlashes } from './animal-display';

describe('cattle card and row text', () => {
  it('shows the name, or the tag with a # prefix', () => {
    expect(cardTitle({ tag: '12', name: 'Bessie' })).toBe('Bessie');
    expect(cardTitle({ tag: '12', name: '  ' })).toBe('#12');
    expect(cardTitle({})).toBe('Unknown');
  });

  it('names a card for the animal it stands for: the name, the type and the tag', () => {
    expect(cardName({ tag: '12', name: 'Bessie', type: 'cow' })).toBe('Bessie, Cow #12');
    expect(cardName({ tag: '3', name: null, type: 'Cow' })).toBe('Cow #3');
    expect(cardName({ tag: ' ', name: 'Bessie', type: 'Heifer' })).toBe('Bessie, Heifer');
    expect(cardName({ tag: '7', type: 'Yak' })).toBe('Yak #7');
    expect(cardName({})).toBe('Animal');
  });

  it('table: Donor or Recipient for non-regular cow types', () => {
    expect(cowTypeBadge('donor')).toBe('Donor');
    expect(cowTypeBadge('Recipient')).toBe('Recipient');
    expect(cowTypeBadge('regular')).toBeNull();
    expect(cowTypeBadge(null)).toBeNull();
  });

  it('table: "Returned to heat" warning with the repeat count', () => {
    expect(heatReturnWarning({ cameBackInHeat: true, heatReturnCount: 2 })).toBe('Returned to heat (2x)');
    expect(heatReturnWarning({ cameBackInHeat: true, heatReturnCount: 0 })).toBe('Returned to heat (1x)');
    expect(heatReturnWarning({ cameBackInHeat: false, heatReturnCount: 3 })).toBeNull();
  });

  it('weights read in pounds; status colours: Pregnant green, Bred blue, Sold yellow, Deceased red, others gray', () => {
    expect(pounds(1250)).toBe('1,250 lbs');
    expect(pounds(null)).toBeNull();
    expect(statusClass('Pregnant')).toBe('fh-status-green');
    expect(statusClass('bred')).toBe('fh-status-blue');
    expect(statusClass('sold')).toBe('fh-status-yellow');
    expect(statusClass('deceased')).toBe('fh-status-red');
    expect(statusClass('whatever')).toBe('fh-status-gray');
  });

  it('lets "Composite/Crossbred" wrap at the slash', () => {
    expect(wrapAtSlashes('Composite/Crossbred')).toBe('Composite/\u200BCrossbred');
  });
});
