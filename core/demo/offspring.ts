// This year's and last year's calves (out of the generated cows), the replacement heifers, and
// the yearling steers already sold.
import { isInHerd } from '../domain/cattle-status';
import { displayName } from '../domain/display-name';
import { breedFields } from './breeds';
import type { CowDraft } from './cows';
import {
  breed,
  calfComposition,
  chooseSire,
  compositionOf,
  enteredAt,
  pregCheck,
  sireTag,
  type HerdContext,
  type SireChoice,
} from './herd-kit';
import { BUYERS, CALF_NAMES, HEIFER_NAMES, SALE_LOCATIONS } from './names';
import { PASTURE } from './pastures';
import type { DemoAnimal } from './types';

/** Calves still carry type Calf until about nine months; older ones are Heifers or Steers. */
const CALF_MAX_DAYS = 270;
const WEAN_FROM_DAYS = 200;
const BIG_BREEDS = new Set(['Simmental', 'Charolais', 'Gelbvieh']);

function tagInBirthOrder(ctx: HerdContext, animals: DemoAnimal[], tagPool: readonly number[]): void {
  animals.sort((a, b) => (a.birthDate ?? '').localeCompare(b.birthDate ?? ''));
  const tags = ctx.rng.sample(tagPool, animals.length).sort((a, b) => a - b);
  animals.forEach((animal, i) => (animal.tag = String(tags[i])));
}

interface Weaning {
  weanDate: string | null;
  weanWeight: number | null;
  weight: number;
}

/** Gains about 2.1–2.6 lb a day on the cow, less once weaned; weights rounded to 5 lb. */
function growth(ctx: HerdContext, birthDate: string, birthWeight: number, weaned: boolean): Weaning {
  const age = ctx.cal.daysSince(birthDate);
  const gain = ctx.rng.int(21, 26) / 10;
  const round5 = (n: number) => Math.round(n / 5) * 5;
  if (!weaned) return { weanDate: null, weanWeight: null, weight: round5(birthWeight + age * gain) };
  const weanAge = Math.min(ctx.rng.int(185, 215), age - 1);
  const weanWeight = round5(birthWeight + weanAge * gain);
  return { weanDate: ctx.cal.shift(birthDate, weanAge), weanWeight, weight: round5(weanWeight + (age - weanAge) * 1.7) };
}

function calfOf(ctx: HerdContext, draft: CowDraft, donors: readonly DemoAnimal[]): DemoAnimal | null {
  const { rng, cal } = ctx;
  const age = draft.calvedAgo;
  if (age === null) return null;
  const dam = draft.cow;
  const damInHerd = isInHerd(dam.status);
  // A recipient's calf is an ET calf: the genetics are the donor's, the cowTag the recipient's.
  const donor = draft.cowType === 'recipient' && donors.length > 0 ? rng.pick(donors) : null;
  const sire: SireChoice = chooseSire(ctx, donor ? 'embryo_transfer' : rng.chance(0.6) ? 'artificial_insemination' : 'natural_bull');
  const composition = calfComposition(ctx, compositionOf(ctx, donor ?? dam), sire);
  const heifer = rng.chance(0.5);
  const birthDate = cal.ago(age);
  const birthWeight = rng.int(68, 92) - (heifer ? 4 : 0) + (BIG_BREEDS.has(sire.ai?.breed ?? sire.bull?.breed ?? '') ? 6 : 0);
  const weaned = age >= WEAN_FROM_DAYS && (age >= 250 || rng.chance(0.8));
  const { weanDate, weanWeight, weight } = growth(ctx, birthDate, birthWeight, weaned);
  const type = age < CALF_MAX_DAYS ? 'Calf' : heifer ? 'Heifer' : 'Steer';
  const notes = [
    heifer ? 'Heifer calf' : draft.cowType === 'donor' ? 'Bull calf, herd sire prospect' : age >= 45 ? 'Steer calf, banded at branding' : 'Bull calf',
    donor ? `ET calf out of donor ${displayName(donor)}` : null,
    damInHerd ? null : 'Bottle calf; dam died',
  ];
  let pasture: string = weaned ? (type === 'Heifer' ? PASTURE.heifers : PASTURE.weaning) : damInHerd ? PASTURE.pairs : PASTURE.calving;
  if (!weaned && damInHerd && dam.pasture === PASTURE.cows) dam.pasture = PASTURE.pairs;
  if (!weaned && dam.pasture === PASTURE.calving) pasture = PASTURE.calving;
  const calf: DemoAnimal = {
    tag: null,
    name: rng.chance(0.1) ? rng.pick(CALF_NAMES) : null,
    type,
    gender: heifer ? 'female' : 'male',
    ...breedFields(composition),
    pasture,
    birthDate,
    cowTag: dam.tag,
    sireTag: sireTag(sire),
    status: 'active',
    weight,
    birthWeight,
    weanDate,
    weanWeight,
    cowType: type === 'Heifer' ? 'regular' : null,
    notes: notes.filter(Boolean).join('. '),
    createdAt: enteredAt(ctx, birthDate),
  };
  ctx.composition.set(calf, composition);
  const assisted = birthWeight > 90 || rng.chance(0.08);
  ctx.events.push({
    animal: dam,
    type: 'calving',
    date: birthDate,
    pasture: PASTURE.calving,
    notes: `${heifer ? 'Heifer' : 'Bull'} calf, ${birthWeight} lb, ${assisted ? 'pulled' : 'unassisted'}`,
  });
  if (weanDate) ctx.events.push({ animal: calf, type: 'weaning', date: weanDate, pasture: PASTURE.weaning, notes: `Weaned at ${weanWeight} lb` });
  return calf;
}

/** Calves of the generated cows, tagged in birth order; the three oldest steers are sold. */
export function makeOffspring(ctx: HerdContext, drafts: readonly CowDraft[], tagPool: readonly number[]): DemoAnimal[] {
  const donors = drafts.filter((d) => d.cowType === 'donor' && isInHerd(d.cow.status)).map((d) => d.cow);
  const calves = drafts.map((d) => calfOf(ctx, d, donors)).filter((c): c is DemoAnimal => c !== null);
  tagInBirthOrder(ctx, calves, tagPool);
  const steers = calves.filter((c) => c.type === 'Steer');
  for (const steer of steers.slice(0, 3)) {
    const buyer = ctx.rng.pick(BUYERS);
    const saleLocation = ctx.rng.pick(SALE_LOCATIONS);
    const date = ctx.cal.ago(ctx.rng.int(7, 30));
    // Feeder steers bring $2.35–2.65 a pound; salePrice is in cents.
    const salePrice = (steer.weight ?? 800) * ctx.rng.int(235, 265);
    Object.assign(steer, { status: 'sold', disposition: 'sold', dispositionDate: date, salePrice, ...buyer, saleLocation });
    ctx.events.push({ animal: steer, type: 'other', date, notes: `Sold at ${saleLocation}, ${steer.weight} lb` });
  }
  return calves;
}

type HeiferPlan = 'pregnant' | 'heat' | 'bred' | 'cycling';

/** Replacement heifers of breeding age: most bred AI to calving-ease sires. */
export function makeHeifers(ctx: HerdContext, drafts: readonly CowDraft[], tagPool: readonly number[]): DemoAnimal[] {
  const { rng, cal } = ctx;
  const plans: HeiferPlan[] = ['pregnant', 'pregnant', 'pregnant', 'pregnant', 'pregnant', 'heat', 'bred', 'bred', 'cycling', 'cycling'];
  const regular = drafts.filter((d) => d.cowType === 'regular' && isInHerd(d.cow.status));
  const older = regular.filter((d) => cal.daysSince(d.cow.birthDate ?? cal.today) > 6 * 365);
  // Daughters of the older cows; any cow will do if a seed happens to give too few of those.
  const dams = rng.sample(older.length >= plans.length ? older : regular, plans.length);
  const names = rng.shuffle(HEIFER_NAMES);
  const heifers = plans.map((plan, i) => {
    const dam = (dams[i] as CowDraft).cow;
    const sire = chooseSire(ctx, rng.chance(0.6) ? 'artificial_insemination' : 'natural_bull');
    const composition = calfComposition(ctx, compositionOf(ctx, dam), sire);
    const birthDate = cal.ago(plan === 'cycling' ? rng.int(430, 465) : rng.int(470, 530));
    const birthWeight = rng.int(64, 84);
    const { weanDate, weanWeight } = growth(ctx, birthDate, birthWeight, true);
    const heifer: DemoAnimal = {
      tag: null,
      name: rng.chance(0.35) ? (names.pop() ?? null) : null,
      type: 'Heifer',
      ...breedFields(composition),
      pasture: PASTURE.heifers,
      birthDate,
      cowTag: dam.tag,
      sireTag: sireTag(sire),
      status: 'active',
      weight: rng.int(85, 105) * 10,
      birthWeight,
      weanDate,
      weanWeight,
      cowType: 'regular',
      createdAt: enteredAt(ctx, birthDate),
    };
    ctx.composition.set(heifer, composition);
    if (plan !== 'cycling') {
      const bredAgo = plan === 'pregnant' ? rng.int(45, 100) : plan === 'heat' ? 20 : rng.int(5, 15);
      breed(ctx, heifer, bredAgo, chooseSire(ctx, 'artificial_insemination', { heifer: true }));
      heifer.status = plan === 'pregnant' ? 'pregnant' : 'bred';
      if (plan === 'pregnant') pregCheck(ctx, heifer, bredAgo, true);
    }
    return heifer;
  });
  tagInBirthOrder(ctx, heifers, tagPool);
  return heifers;
}
