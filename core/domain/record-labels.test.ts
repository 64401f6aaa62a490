import { describe, expect, it } from 'vitest';
import { RECORD_LABELS } from './record-labels';

describe('record labels (how History and conflict cards name a record)', () => {
  it('record labels: an animal by tag and name, a cane by number, an embryo lot by its cross, forage by type and place', () => {
    expect(RECORD_LABELS.cattle({ tag: '101', name: 'Bessie' })).toBe('101 Bessie');
    expect(RECORD_LABELS.semenCanes({ caneNumber: '3' })).toBe('Cane 3');
    expect(RECORD_LABELS.embryos({ donorDam: 'Bess', sire: 'Duke' })).toBe('Bess × Duke');
    expect(RECORD_LABELS.forage({ type: 'hay', location: 'Barn' })).toBe('hay, Barn');
  });

  it('record labels: an activity by its type as the log names it, and the animal’s tag', () => {
    expect(RECORD_LABELS.activities({ type: 'movement', cattleTag: '398' })).toBe('Pasture Movement · 398');
  });
});
