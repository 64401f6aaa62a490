// The ranch's pastures. Capacities are set from the generated head counts so the Pastures page
// always shows one pasture exactly at capacity (the calving lot), one over it (the pairs, the
// biggest group, so any seed overstocks it) and room elsewhere.
import { isInHerd } from '../domain/cattle-status';
import type { DemoAnimal, DemoPasture } from './types';

export const PASTURE = {
  cows: 'North Meadow',
  pairs: 'Creek Bottom',
  calving: 'Calving Lot',
  heifers: 'Heifer Pasture',
  bulls: 'Bull Pasture',
  weaning: 'Weaning Pen',
  resting: 'South Hay Meadow',
} as const;

type PastureName = (typeof PASTURE)[keyof typeof PASTURE];

interface PastureSpec {
  description: string;
  /** How capacity follows the head count: room to spare, exactly full, or over. */
  stocking: { room: number } | 'full' | { over: number };
}

const SPECS: Record<PastureName, PastureSpec> = {
  'North Meadow': { description: 'Main summer range along the creek, 320 acres of native grass', stocking: { room: 15 } },
  'Creek Bottom': { description: 'Cow-calf pairs; shelter in the willows and live water year round', stocking: { over: 4 } },
  'Calving Lot': { description: 'Close to the house and the calving barn, checked every few hours', stocking: 'full' },
  'Heifer Pasture': { description: 'Replacement and bred heifers, away from the herd bulls', stocking: { room: 6 } },
  'Bull Pasture': { description: 'Herd bulls between breeding seasons; heavy pipe fence', stocking: { room: 2 } },
  'Weaning Pen': { description: 'Dry lot with bunks for weaned calves and yearling steers', stocking: { room: 6 } },
  'South Hay Meadow': { description: 'Irrigated hay ground; grazed on the regrowth after second cutting', stocking: { room: 40 } },
};

export function buildPastures(animals: readonly DemoAnimal[], createdAt: string): DemoPasture[] {
  const head = new Map<string, number>();
  for (const animal of animals) {
    if (isInHerd(animal.status) && animal.pasture) head.set(animal.pasture, (head.get(animal.pasture) ?? 0) + 1);
  }
  return Object.entries(SPECS).map(([name, spec]) => {
    const count = head.get(name) ?? 0;
    const capacity =
      spec.stocking === 'full' ? count : 'over' in spec.stocking ? Math.max(1, count - spec.stocking.over) : count + spec.stocking.room;
    return { name, description: spec.description, capacity, createdAt };
  });
}
