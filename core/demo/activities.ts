// The activity log: the herd's own events (calvings, breedings, heats, weanings, sales) plus the
// routine work of a ranch year (shots, moves, checks), kept to the last 365 days.
import { isInHerd } from '../domain/cattle-status';
import type { HerdContext, HerdEvent } from './herd-kit';
import { TREATMENTS, VACCINATIONS } from './names';
import { PASTURE } from './pastures';
import type { DemoActivity, DemoAnimal } from './types';

const LOG_DAYS = 365;

function vaccinations(ctx: HerdContext, cattle: readonly DemoAnimal[]): HerdEvent[] {
  const { rng, cal } = ctx;
  const events: HerdEvent[] = [];
  const shot = (animal: DemoAnimal, date: string | null | undefined, notes: string) => {
    if (date && date < cal.today) events.push({ animal, type: 'vaccination', date, notes });
  };
  // This year's and last year's calves (born on the place, so they carry a dam's tag).
  const young = cattle.filter((a) => a.cowTag && cal.daysSince(a.birthDate ?? cal.today) < 400);
  const branded = young.filter((c) => cal.daysSince(c.birthDate ?? cal.today) > 75);
  for (const calf of rng.sample(branded, Math.min(8, branded.length))) {
    shot(calf, cal.shift(calf.birthDate ?? cal.today, rng.int(45, 70)), VACCINATIONS.branding);
  }
  for (const calf of young.filter((c) => c.weanDate).slice(0, 4)) shot(calf, cal.shift(calf.weanDate ?? cal.today, -21), VACCINATIONS.preWeaning);
  for (const cow of cattle.filter((a) => a.pasture === PASTURE.calving && a.status === 'pregnant')) {
    shot(cow, cal.shift(cow.expectedCalvingDate ?? cal.today, -40), VACCINATIONS.preCalving);
  }
  for (const cow of cattle.filter((a) => a.status === 'bred').slice(0, 3)) {
    shot(cow, cal.shift(cow.breedingDate ?? cal.today, -30), VACCINATIONS.preBreeding);
  }
  return events;
}

function movements(ctx: HerdContext, cattle: readonly DemoAnimal[]): HerdEvent[] {
  const { rng, cal } = ctx;
  const events: HerdEvent[] = [];
  const move = (animal: DemoAnimal, date: string, pasture: string, notes: string) => {
    if (date < cal.today) events.push({ animal, type: 'movement', date, pasture, notes });
  };
  for (const cow of cattle.filter((a) => a.pasture === PASTURE.calving && a.type === 'Cow')) {
    move(cow, cal.ago(rng.int(3, 25)), PASTURE.calving, 'Close-up cow brought in to the calving lot');
  }
  for (const cow of cattle.filter((a) => a.pasture === PASTURE.pairs && a.actualCalvingDate)) {
    move(cow, cal.shift(cow.actualCalvingDate ?? cal.today, 3), PASTURE.pairs, 'Pair moved out to Creek Bottom');
  }
  for (const heifer of cattle.filter((a) => a.type === 'Heifer' && a.pasture === PASTURE.heifers && a.weanDate).slice(0, 3)) {
    move(heifer, cal.shift(heifer.weanDate ?? cal.today, 30), PASTURE.heifers, 'Kept as a replacement; moved to the heifer pasture');
  }
  const turnout = rng.int(110, 130);
  const pulled = rng.int(1, 2);
  for (const bull of cattle.filter((a) => a.type === 'Bull')) {
    move(bull, cal.ago(turnout), PASTURE.cows, 'Turned out with the cows after AI');
    move(bull, cal.ago(pulled), PASTURE.bulls, 'Bulls pulled for the season');
  }
  return events;
}

function checksAndOther(ctx: HerdContext, cattle: readonly DemoAnimal[]): HerdEvent[] {
  const { rng, cal } = ctx;
  const events: HerdEvent[] = [];
  for (const bull of cattle.filter((a) => a.type === 'Bull')) {
    events.push({ animal: bull, type: 'health-check', date: cal.ago(rng.int(135, 150)), notes: 'Breeding soundness exam: satisfactory' });
  }
  const inHerd = cattle.filter((a) => isInHerd(a.status));
  for (const notes of TREATMENTS) {
    events.push({ animal: rng.pick(inHerd), type: 'health-check', date: cal.ago(rng.int(5, 300)), notes });
  }
  for (const animal of rng.sample(inHerd, 2)) {
    events.push({ animal, type: 'other', date: cal.ago(rng.int(10, 330)), notes: 'Lost ear tag; replaced with the same number' });
  }
  return events;
}

/** Everything logged in the last 365 days, oldest first. */
export function buildActivities(ctx: HerdContext, cattle: readonly DemoAnimal[]): DemoActivity[] {
  const { rng, cal } = ctx;
  const from = cal.ago(LOG_DAYS);
  const events = [...ctx.events, ...vaccinations(ctx, cattle), ...movements(ctx, cattle), ...checksAndOther(ctx, cattle)];
  return events
    .filter((e) => e.date >= from && e.date <= cal.today && e.animal.tag)
    .sort((a, b) => a.date.localeCompare(b.date) || Number(a.animal.tag) - Number(b.animal.tag) || a.type.localeCompare(b.type))
    .map((e) => ({
      type: e.type,
      cattleTag: e.animal.tag as string,
      date: e.date,
      pasture: e.pasture ?? e.animal.pasture ?? null,
      breedingMethod: e.breedingMethod ?? null,
      breedingSire: e.breedingSire ?? null,
      strawsUsed: e.strawsUsed ?? null,
      notes: e.notes,
      // Logged the same day, during working hours.
      createdAt: cal.stamp(e.date, rng.int(6 * 60, 20 * 60)),
    }));
}
