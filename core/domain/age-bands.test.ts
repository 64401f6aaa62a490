import { describe, expect, it } from 'vitest';
import { ageBand } from './age-bands';

describe('age bands (8 / 15 / 24 months)', () => {
  it('age band: 0 and 7 months → Calf (0-8 months)', () => {
    expect(ageBand(0)).toEqual({ key: 'calf', label: 'Calf (0-8 months)', range: '0-8 months' });
    expect(ageBand(7).key).toBe('calf');
  });

  it('age band: 8 and 14 months → Weaning/Yearling (8-15 months)', () => {
    expect(ageBand(8)).toEqual({
      key: 'yearling',
      label: 'Weaning/Yearling (8-15 months)',
      range: '8-15 months',
    });
    expect(ageBand(14).key).toBe('yearling');
  });

  it('age band: 15 and 23 months → Young Adult (15-24 months)', () => {
    expect(ageBand(15).label).toBe('Young Adult (15-24 months)');
    expect(ageBand(23).key).toBe('young_adult');
  });

  it('age band: 24 months and over → Mature (24+ months)', () => {
    expect(ageBand(24)).toEqual({ key: 'mature', label: 'Mature (24+ months)', range: '24+ months' });
    expect(ageBand(120).key).toBe('mature');
  });

  it('age band: a non-number age counts as 0 months → Calf', () => {
    expect(ageBand(Number.NaN).key).toBe('calf');
  });
});
