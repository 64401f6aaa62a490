// The whole-herd work of a ranch year, as a big operation logs it: every animal through the chute,
// not the handful the demo ranch shows. The demo logs a sample of its routine work (shots, preg
// checks, moves) so its activity page stays readable; a big herd for benchmarks and load tests
// needs the volume a real log has: spring shots for every cow, a preg check for every bred cow,
// branding and pre-weaning shots for every calf, and the herd moved out to summer range and home
// again. What the demo already logged for an animal is not logged twice.
import { isInHerd } from '../domain/cattle-status';
import { calendarFor, type Calendar } from './calendar';
import { VACCINATIONS } from './names';
import { PASTURE } from './pastures';
import { Random } from './random';
import type { DemoActivity, DemoAnimal } from './types';

const LOG_DAYS = 365;
/** Animals younger than this at a working day stay with their dams: no shots or moves of their own yet. */
const YEARLING_DAYS = 300;
const PREG_CHECK_PREFIX = 'Preg check';

interface WorkDay {
  type: 'vaccination' | 'health-check' | 'movement';
  animal: DemoAnimal;
  date: string;
  pasture: string | null;
  notes: string;
}

/** What the demo already logged, as "tag|kind", so the herd's work adds only what is missing. */
function loggedKinds(log: readonly DemoActivity[]): Set<string> {
  const kinds = new Set<string>();
  for (const entry of log) {
    const notes = entry.notes ?? '';
    kinds.add(`${entry.cattleTag}|${notes.startsWith(PREG_CHECK_PREFIX) ? PREG_CHECK_PREFIX : notes}`);
  }
  return kinds;
}

function oldEnough(cal: Calendar, animal: DemoAnimal, date: string): boolean {
  return !animal.birthDate || cal.daysSince(animal.birthDate) - cal.daysSince(date) >= YEARLING_DAYS;
}

function cowWork(rng: Random, cal: Calendar, cows: readonly DemoAnimal[], springShots: string): WorkDay[] {
  const work: WorkDay[] = [];
  for (const cow of cows) {
    if (oldEnough(cal, cow, springShots)) work.push({ type: 'vaccination', animal: cow, date: springShots, pasture: null, notes: VACCINATIONS.preBreeding });
    // Every bred cow is checked 35 to 60 days after breeding (the demo logs half of them).
    if (cow.breedingDate && (cow.status === 'pregnant' || cow.status === 'open')) {
      const days = rng.int(35, 60);
      const notes = cow.status === 'pregnant' ? `${PREG_CHECK_PREFIX} by ultrasound: pregnant, about ${days} days` : `${PREG_CHECK_PREFIX}: open`;
      work.push({ type: 'health-check', animal: cow, date: cal.shift(cow.breedingDate, days), pasture: null, notes });
    }
  }
  return work;
}

function calfWork(rng: Random, cal: Calendar, calves: readonly DemoAnimal[]): WorkDay[] {
  const work: WorkDay[] = [];
  for (const calf of calves) {
    if (!calf.birthDate) continue;
    work.push({ type: 'vaccination', animal: calf, date: cal.shift(calf.birthDate, rng.int(45, 70)), pasture: null, notes: VACCINATIONS.branding });
    if (calf.weanDate) work.push({ type: 'vaccination', animal: calf, date: cal.shift(calf.weanDate, -21), pasture: null, notes: VACCINATIONS.preWeaning });
  }
  return work;
}

function moves(cal: Calendar, grown: readonly DemoAnimal[], turnout: string, homecoming: string): WorkDay[] {
  const work: WorkDay[] = [];
  for (const animal of grown) {
    const summer = animal.type === 'Heifer' ? PASTURE.heifers : PASTURE.cows;
    if (oldEnough(cal, animal, homecoming)) {
      work.push({ type: 'movement', animal, date: homecoming, pasture: PASTURE.resting, notes: 'Brought home to graze the hay meadow regrowth' });
    }
    if (oldEnough(cal, animal, turnout)) work.push({ type: 'movement', animal, date: turnout, pasture: summer, notes: 'Turned out on summer range' });
  }
  return work;
}

/**
 * The year's whole-herd work for one ranch of a big herd, in the ranch's own tags, beside `log`
 * (the demo's activity log of the same ranch): nothing `log` already holds for an animal is repeated.
 * Deterministic for the same arguments.
 */
export function herdWork(cattle: readonly DemoAnimal[], log: readonly DemoActivity[], options: { today: string; seed: number }): DemoActivity[] {
  const cal = calendarFor(options.today);
  const rng = new Random(options.seed);
  // One working day each per ranch: spring shots before the bulls go out, turnout, and home in the fall.
  const springShots = cal.ago(rng.int(150, 165));
  const turnout = cal.ago(rng.int(135, 148));
  const homecoming = cal.ago(rng.int(280, 300));
  const inHerd = cattle.filter((a) => a.tag && isInHerd(a.status));
  const cows = inHerd.filter((a) => a.type === 'Cow' || a.type === 'Heifer');
  const calves = inHerd.filter((a) => a.type === 'Calf' && a.cowTag);
  const grown = inHerd.filter((a) => a.type !== 'Calf' && a.type !== 'Bull');

  const logged = loggedKinds(log);
  const from = cal.ago(LOG_DAYS);
  const kind = (day: WorkDay) => (day.notes.startsWith(PREG_CHECK_PREFIX) ? PREG_CHECK_PREFIX : day.notes);
  return [...cowWork(rng, cal, cows, springShots), ...calfWork(rng, cal, calves), ...moves(cal, grown, turnout, homecoming)]
    .filter((day) => day.date >= from && day.date < cal.today && !logged.has(`${day.animal.tag}|${kind(day)}`))
    .map((day) => ({
      type: day.type,
      cattleTag: day.animal.tag as string,
      date: day.date,
      pasture: day.pasture ?? day.animal.pasture ?? null,
      breedingMethod: null,
      breedingSire: null,
      strawsUsed: null,
      notes: day.notes,
      // The whole crew logs through the working day.
      createdAt: cal.stamp(day.date, rng.int(7 * 60, 18 * 60)),
    }));
}
