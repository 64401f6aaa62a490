// Feed on hand. Moisture is stored as percent × 100 (12.5 % is 1250) and money in cents.
// Remaining shares cover every badge: one lot critical (≤ 10 %), one low (≤ 25 %), one empty.
import type { Calendar } from './calendar';
import type { DemoForage } from './types';

interface ForageSpec {
  type: 'hay' | 'straw' | 'silage' | 'haylage';
  variety: string | null;
  quality: 'premium' | 'good' | 'fair' | 'poor';
  harvestedAgo: number;
  supplier: string | null;
  location: string;
  totalBales: number;
  remainingBales: number;
  weightPerBale: number;
  moisture: number;
  pricePerBale: number;
  testResults: string | null;
  notes: string | null;
}

const FORAGE: readonly ForageSpec[] = [
  { type: 'hay', variety: 'alfalfa', quality: 'premium', harvestedAgo: 330, supplier: null, location: 'North stackyard', totalBales: 180, remainingBales: 62, weightPerBale: 1250, moisture: 1350, pricePerBale: 11000, testResults: 'RFV 182, CP 21.4%, ADF 28.1%', notes: 'First cutting, put up without rain' },
  { type: 'hay', variety: 'alfalfa', quality: 'good', harvestedAgo: 290, supplier: null, location: 'North stackyard', totalBales: 140, remainingBales: 95, weightPerBale: 1200, moisture: 1450, pricePerBale: 9500, testResults: 'RFV 151, CP 18.2%', notes: 'Second cutting' },
  { type: 'hay', variety: 'mixed', quality: 'fair', harvestedAgo: 380, supplier: 'Bighorn Basin Hay Co.', location: 'Calving barn', totalBales: 60, remainingBales: 5, weightPerBale: 1100, moisture: 1600, pricePerBale: 8500, testResults: null, notes: 'Grass-alfalfa; nearly gone, order more before calving' },
  { type: 'hay', variety: 'timothy', quality: 'premium', harvestedAgo: 240, supplier: 'Lovell Hay Growers', location: 'Shop loft', totalBales: 200, remainingBales: 120, weightPerBale: 65, moisture: 1200, pricePerBale: 1400, testResults: null, notes: 'Small squares for the bottle calf and the sick pen' },
  { type: 'straw', variety: null, quality: 'fair', harvestedAgo: 270, supplier: null, location: 'Calving barn', totalBales: 80, remainingBales: 18, weightPerBale: 900, moisture: 1100, pricePerBale: 4500, testResults: null, notes: 'Barley straw for bedding' },
  { type: 'silage', variety: 'mixed', quality: 'good', harvestedAgo: 200, supplier: null, location: 'South Hay Meadow pit', totalBales: 120, remainingBales: 64, weightPerBale: 1500, moisture: 6200, pricePerBale: 6000, testResults: 'DM 38%, CP 9.1%', notes: 'Wrapped bales' },
  { type: 'haylage', variety: 'orchard_grass', quality: 'good', harvestedAgo: 35, supplier: null, location: 'South Hay Meadow pit', totalBales: 90, remainingBales: 84, weightPerBale: 1400, moisture: 5000, pricePerBale: 7000, testResults: null, notes: 'This year\'s first cut, wrapped the same day' },
  { type: 'hay', variety: 'brome', quality: 'good', harvestedAgo: 420, supplier: 'Hansen Cattle Co.', location: 'North stackyard', totalBales: 40, remainingBales: 0, weightPerBale: 1150, moisture: 1300, pricePerBale: 9000, testResults: null, notes: 'Fed out' },
];

export function buildForage(cal: Calendar, setupAt: string): DemoForage[] {
  return FORAGE.map((spec) => ({
    type: spec.type,
    variety: spec.variety,
    quality: spec.quality,
    harvestDate: cal.ago(spec.harvestedAgo),
    source: spec.supplier ? 'purchased' : 'farm_grown',
    supplier: spec.supplier,
    location: spec.location,
    totalBales: spec.totalBales,
    remainingBales: spec.remainingBales,
    weightPerBale: spec.weightPerBale,
    moistureContent: spec.moisture,
    // Farm-grown lots carry their market value per bale; only bought lots have a cost.
    pricePerBale: spec.pricePerBale,
    totalCost: spec.supplier ? spec.pricePerBale * spec.totalBales : null,
    testResults: spec.testResults,
    notes: spec.notes,
    // Lots put up since the ranch started using the app were entered at harvest.
    createdAt: cal.daysSince(setupAt.slice(0, 10)) > spec.harvestedAgo ? cal.stamp(cal.ago(spec.harvestedAgo), 18 * 60) : setupAt,
  }));
}
