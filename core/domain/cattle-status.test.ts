import { describe, expect, it } from 'vitest';
import {
  CATTLE_STATUSES,
  displayStatus,
  isInHerd,
  LEFT_HERD_STATUSES,
  isPregnant,
  normaliseStatus,
  statusColor,
} from './cattle-status';

describe('cattle status (stored lowercase, any case accepted, shown capitalised)', () => {
  it('statuses: active, bred, pregnant, open, sold, deceased', () => {
    expect(CATTLE_STATUSES).toEqual(['active', 'bred', 'pregnant', 'open', 'sold', 'deceased']);
  });

  it('normaliseStatus: "Pregnant", "ACTIVE", " sold " → lowercase; unknown → null', () => {
    expect(normaliseStatus('Pregnant')).toBe('pregnant');
    expect(normaliseStatus('ACTIVE')).toBe('active');
    expect(normaliseStatus(' sold ')).toBe('sold');
    expect(normaliseStatus('lost')).toBeNull();
    expect(normaliseStatus(null)).toBeNull();
  });

  it('displayStatus: capitalised; free labels kept; nothing → Unknown', () => {
    expect(displayStatus('pregnant')).toBe('Pregnant');
    expect(displayStatus('BRED')).toBe('Bred');
    expect(displayStatus('for sale')).toBe('For sale');
    expect(displayStatus('  ')).toBe('Unknown');
    expect(displayStatus(undefined)).toBe('Unknown');
  });

  it('status colours: Pregnant green, Bred blue, Active gray, Sold yellow, Deceased red', () => {
    expect(statusColor('Pregnant')).toBe('green');
    expect(statusColor('bred')).toBe('blue');
    expect(statusColor('active')).toBe('gray');
    expect(statusColor('SOLD')).toBe('yellow');
    expect(statusColor('deceased')).toBe('red');
  });

  it('status colours: anything else gray (open, unknown, missing)', () => {
    expect(statusColor('open')).toBe('gray');
    expect(statusColor('whatever')).toBe('gray');
    expect(statusColor(null)).toBe('gray');
  });

  it('pregnant and in-herd helpers', () => {
    expect(isPregnant('Pregnant')).toBe(true);
    expect(isPregnant('bred')).toBe(false);
    expect(isInHerd('sold')).toBe(false);
    expect(isInHerd('Deceased')).toBe(false);
    expect(isInHerd('active')).toBe(true);
    expect(isInHerd(null)).toBe(true);
  });
});

describe('the herd: every animal not sold and not deceased', () => {
  it('sold and deceased, in any case, have left the herd; every other status is in it', () => {
    expect(LEFT_HERD_STATUSES).toEqual(['sold', 'deceased']);
    expect(['Sold', 'DECEASED'].map(isInHerd)).toEqual([false, false]);
    expect(['active', 'Pregnant', 'bred', 'open', 'for sale', null].map(isInHerd)).toEqual([true, true, true, true, true, true]);
  });
});
