import { describe, expect, it } from 'vitest';
import { herdTextReport, type TextReportAnimal } from './herd-text-report';

const animal = (fields: Partial<TextReportAnimal>): TextReportAnimal => ({
  tag: null,
  name: null,
  type: 'Cow',
  breed: null,
  status: 'active',
  pasture: 'North',
  birthDate: null,
  weight: null,
  cowTag: null,
  sireTag: null,
  breedingDate: null,
  breedingMethod: null,
  breedingSire: null,
  expectedCalvingDate: null,
  notes: null,
  ...fields,
});

describe('Export Data: the herd as plain text', () => {
  it('a heading, the totals by type and status, then each animal in tag order with its facts', () => {
    const report = herdTextReport('Cottonwood Creek Ranch', '2026-11-23', [
      animal({ tag: '14', type: 'Bull', breed: 'Angus', weight: 1850 }),
      animal({
        tag: '12',
        name: 'Bessie',
        breed: 'Hereford',
        status: 'pregnant',
        birthDate: '2019-03-01',
        breedingDate: '2026-03-01',
        breedingMethod: 'ai',
        breedingSire: 'Connealy Capitalist',
        expectedCalvingDate: '2026-12-09',
        notes: 'Calm.\nGood mother.',
      }),
    ]);
    expect(report).toBe(
      [
        'Cottonwood Creek Ranch: cattle records',
        'Exported 2026-11-23: 2 head',
        '',
        'TOTALS',
        'Cows: 1',
        'Bulls: 1',
        'Steers: 0',
        'Heifers: 0',
        'Calves: 0',
        'Active: 1',
        'Bred: 0',
        'Pregnant: 1',
        'Open: 0',
        'Sold: 0',
        'Deceased: 0',
        '',
        'CATTLE',
        '',
        '12 Bessie',
        '  Type: Cow',
        '  Breed: Hereford',
        '  Status: Pregnant',
        '  Pasture: North',
        '  Born: 2019-03-01',
        '  Bred: 2026-03-01, AI, Connealy Capitalist',
        '  Due to calve: 2026-12-09',
        '  Notes: Calm. Good mother.',
        '',
        '14',
        '  Type: Bull',
        '  Breed: Angus',
        '  Status: Active',
        '  Pasture: North',
        '  Weight: 1,850 lb',
        '',
      ].join('\n'),
    );
  });

  it('an empty farm says so', () => {
    expect(herdTextReport('New Ranch', '2026-11-23', [])).toContain('CATTLE\n\nNo cattle recorded yet.\n');
  });

  it('no line is wider than a phone wraps comfortably, apart from what a person typed', () => {
    const herd = Array.from({ length: 50 }, (_, i) => animal({ tag: String(i + 1), breed: 'Red Angus', weight: 1200 + i, birthDate: '2020-01-01' }));
    const lines = herdTextReport('A Ranch With A Long Name', '2026-11-23', herd).split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(40);
  });
});
