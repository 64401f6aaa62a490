// The demo ranch behind demo@farmhand.app: about 120 head with a year of history, pastures,
// genetics and feed. Pure and deterministic (seeded, dated from `today`), with no Node or
// database imports, so the server seeds it and a browser could render it just the same.
import { calendarFor } from './calendar';
import { buildActivities } from './activities';
import { makeBulls, makeCows } from './cows';
import { buildForage } from './forage';
import type { HerdContext } from './herd-kit';
import { buildEmbryos, buildSemenTanks, buildStorageTanks } from './inventory';
import { HERD_BULLS } from './names';
import { makeHeifers, makeOffspring } from './offspring';
import { buildPastures } from './pastures';
import { Random } from './random';
import type { DemoFarm } from './types';

export const DEFAULT_DEMO_SEED = 20_250_415;

export interface DemoFarmOptions {
  /** 'YYYY-MM-DD'; every date in the farm is placed relative to it. */
  today: string;
  seed?: number;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// Disjoint tag blocks keep tags unique: cows oldest first, then heifers, calves, herd bulls.
const TAG_BLOCKS = { cows: range(1, 240), heifers: range(241, 290), calves: range(291, 394), bulls: range(395, 400) };

export function generateDemoFarm({ today, seed = DEFAULT_DEMO_SEED }: DemoFarmOptions): DemoFarm {
  const cal = calendarFor(today);
  const rng = new Random(seed);
  const ctx: HerdContext = { rng, cal, events: [], composition: new Map(), bulls: [] };

  const bullTags = rng.sample(TAG_BLOCKS.bulls, HERD_BULLS.length).sort((a, b) => a - b).map(String);
  const bulls = makeBulls(ctx, bullTags);
  const cows = makeCows(ctx, TAG_BLOCKS.cows);
  const heifers = makeHeifers(ctx, cows, TAG_BLOCKS.heifers);
  const calves = makeOffspring(ctx, cows, TAG_BLOCKS.calves);
  const cattle = [...cows.map((d) => d.cow), ...heifers, ...calves, ...bulls].sort((a, b) => Number(a.tag) - Number(b.tag));

  // Pens, tanks and feed were set up the day the ranch started using Farm Hand.
  const setupAt = cal.stamp(cal.ago(400), 9 * 60);
  const donors = cattle.filter((a) => a.cowType === 'donor' && a.status !== 'sold');
  return {
    pastures: buildPastures(cattle, setupAt),
    cattle,
    activities: buildActivities(ctx, cattle),
    storageTanks: buildStorageTanks(cal, setupAt),
    semenTanks: buildSemenTanks(rng, cal, setupAt),
    embryos: buildEmbryos(rng, cal, donors, setupAt),
    forage: buildForage(cal, setupAt),
  };
}
