import { describe, expect, it } from 'vitest';
import type { ForageRecord } from '../../../core/schemas/forage';
import { forageFacts, forageLotName, forageLotPlace } from './forage-display';

const LOT: ForageRecord = {
  id: 'f1',
  type: 'hay',
  variety: 'orchard_grass',
  quality: 'premium',
  harvestDate: '2026-06-10',
  source: 'purchased',
  supplier: 'Lovell Hay Growers',
  location: 'Shop loft',
  totalBales: 200,
  remainingBales: 120,
  weightPerBale: 1250,
  moistureContent: 1350,
  pricePerBale: 11050,
  totalCost: 2210000,
  testResults: 'RFV 182',
  notes: 'Small squares',
  createdAt: '2026-06-11T12:00:00.000Z', createdBy: null, updatedBy: null, version: 1,
};

describe('a forage card', () => {
  it('names the lot by type and variety, and where it is kept', () => {
    expect(forageLotName(LOT)).toBe('Hay · Orchard Grass');
    expect(forageLotName({ type: 'straw', variety: null })).toBe('Straw');
    expect(forageLotPlace(LOT)).toBe('Hay · Orchard Grass at Shop loft');
  });

  it('names the harvest year too when all years are shown, so lots alike from different years differ', () => {
    expect(forageLotName(LOT, 2026)).toBe('Hay · Orchard Grass · 2026');
    expect(forageLotName({ type: 'straw', variety: null }, 2025)).toBe('Straw · 2025');
    expect(forageLotPlace(LOT, 2026)).toBe('Hay · Orchard Grass · 2026 at Shop loft');
  });

  it('shows moisture in percent, money in dollars and weight in pounds', () => {
    expect(forageFacts(LOT).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Location: Shop loft',
      'Harvested: Jun 10, 2026',
      'Quality: Premium',
      'Source: Purchased',
      'Supplier: Lovell Hay Growers',
      'Weight per bale: 1,250 lbs',
      'Moisture: 13.5%',
      'Price per bale: $110.50',
      'Total cost: $22,100.00',
      'Test results: RFV 182',
      'Notes: Small squares',
    ]);
  });

  it('leaves out what was not recorded, but always says where the lot is and when it was harvested', () => {
    const bare = { ...LOT, variety: null, quality: null, harvestDate: null, source: null, supplier: null, weightPerBale: null, moistureContent: null, pricePerBale: null, totalCost: null, testResults: ' ', notes: null };
    expect(forageFacts(bare).map(({ label, value }) => `${label}: ${value}`)).toEqual(['Location: Shop loft', 'Harvested: —']);
  });
});
