// A big herd for benchmarks, load tests and the seed script: the demo ranch's herd generated again
// and again with successive seeds, its tags renumbered so they run on without a gap or a clash.
// Every animal is as realistic as the demo's (breeding, calvings, sales, weights, lineage), and so
// is its year of activities: the demo's log of each ranch plus the whole-herd work a big operation
// logs (herd-work.ts). The same arguments always give the same herd. Pure, like the demo farm it
// builds on.
import { DEFAULT_DEMO_SEED, generateDemoFarm } from './demo-farm';
import { herdWork } from './herd-work';
import { buildPastures } from './pastures';
import type { DemoActivity, DemoAnimal, DemoPasture } from './types';

export interface BigHerdOptions {
  /** How many head. */
  head: number;
  /** 'YYYY-MM-DD'; every date is placed relative to it. */
  today: string;
  seed?: number;
  /** The first tag number; later animals count up from it. */
  firstTag?: number;
}

export interface BigHerd {
  cattle: DemoAnimal[];
  /** The demo's pastures, with capacities set from this herd's head counts. */
  pastures: DemoPasture[];
  /** The last 365 days of activities of these animals (about four a head), by their new tags. */
  activities: DemoActivity[];
}

const LEADING_TAG = /^(\d+)(\s.*)?$/;

/** Fields that name another animal of the same ranch: the dam, the sire, the bull that bred her. */
const REFERENCES = ['cowTag', 'sireTag', 'breedingSire'] as const;

/** A reference to another animal of the same ranch ("412", or a herd bull's "412 Big Red"). */
function renumberReference(value: string, tags: Map<string, string>): string {
  const match = LEADING_TAG.exec(value);
  const tag = match?.[1];
  if (!match || tag === undefined) return value;
  const renumbered = tags.get(tag);
  return renumbered === undefined ? value : `${renumbered}${match[2] ?? ''}`;
}

export function generateBigHerd({ head, today, seed = DEFAULT_DEMO_SEED, firstTag = 1 }: BigHerdOptions): BigHerd {
  if (!Number.isInteger(head) || head < 0) throw new RangeError(`head must be a whole number, not ${head}`);
  const herd: DemoAnimal[] = [];
  const activities: DemoActivity[] = [];
  let nextTag = firstTag;
  let setupAt: string | null = null;
  for (let ranch = 0; herd.length < head; ranch++) {
    const farm = generateDemoFarm({ today, seed: seed + ranch });
    setupAt ??= farm.pastures[0]?.createdAt ?? null;
    const animals = [...farm.cattle].sort((a, b) => Number(a.tag) - Number(b.tag)).slice(0, head - herd.length);
    const tags = new Map<string, string>();
    for (const animal of farm.cattle) {
      if (animal.tag) tags.set(animal.tag, String(nextTag++));
    }
    for (const animal of animals) {
      const copy: DemoAnimal = { ...animal, tag: animal.tag ? (tags.get(animal.tag) ?? null) : null };
      for (const field of REFERENCES) {
        if (animal[field]) copy[field] = renumberReference(animal[field], tags);
      }
      herd.push(copy);
    }
    // The log of the animals taken (the last ranch may be cut short), with their new tags.
    const taken = new Set(animals.map((animal) => animal.tag));
    for (const entry of [...farm.activities, ...herdWork(farm.cattle, farm.activities, { today, seed: seed + ranch })]) {
      if (!taken.has(entry.cattleTag)) continue;
      const sire = entry.breedingSire;
      activities.push({ ...entry, cattleTag: tags.get(entry.cattleTag) ?? entry.cattleTag, breedingSire: sire ? renumberReference(sire, tags) : (sire ?? null) });
    }
  }
  return { cattle: herd, pastures: setupAt ? buildPastures(herd, setupAt) : [], activities };
}
