// The breeding herd: herd bulls and cows, each cow given a place in the breeding year so that
// every breeding screen has something to show (calvings due, heats due, repeat breeders…).
import { breedFields, purebred, randomCowComposition, registrationNumber } from './breeds';
import { gestationDays } from '../domain/gestation';
import { breed, chooseSire, enteredAt, pregCheck, type BreedingMethod, type HerdContext } from './herd-kit';
import { BUYERS, COW_NAMES, HERD_BULLS, SALE_LOCATIONS } from './names';
import { PASTURE } from './pastures';
import type { DemoAnimal } from './types';

type CowType = 'regular' | 'donor' | 'recipient';
type PlanKind = 'due' | 'pregnant' | 'heat' | 'bred' | 'open' | 'fresh' | 'flushed' | 'culled' | 'died';

/** `days`: till calving (due, pregnant), since breeding (heat, bred), since the last heat return
 * (open), since calving (fresh), since flushing, sale or death. */
interface CowPlan {
  kind: PlanKind;
  days: number;
  cowType: CowType;
  returns: number;
}

export interface CowDraft {
  cow: DemoAnimal;
  cowType: CowType;
  /** Days since her latest calf was born; null when she has none on the place. */
  calvedAgo: number | null;
}

function cowPlans(ctx: HerdContext): CowPlan[] {
  const { rng } = ctx;
  const plans: CowPlan[] = [];
  const add = (kind: PlanKind, days: number, cowType: CowType = 'regular', returns = 0) => plans.push({ kind, days, cowType, returns });
  // Due in the next 30 days, so the Due Soon chip and upcoming-calvings widget always have cows.
  [2, 6, 11, 16, 22, 28].forEach((d, i) => add('due', d + rng.int(-1, 1), i === 0 ? 'recipient' : 'regular'));
  for (let i = 0; i < 20; i++) add('pregnant', rng.int(35, 200), i < 4 ? 'recipient' : i === 4 ? 'donor' : 'regular');
  // Bred 18–20 days ago, not yet confirmed: next heat in 1–3 days (heat-notifications widget).
  [18, 19, 20].forEach((d, i) => add('heat', d, i === 2 ? 'recipient' : 'regular'));
  for (let i = 0; i < 5; i++) add('bred', i % 2 === 0 ? rng.int(3, 14) : rng.int(24, 40), i === 0 ? 'recipient' : 'regular', i === 1 ? 1 : 0);
  // Came back in heat: one cycles again in 2 days, two are repeat breeders (2+ returns).
  add('open', 19, 'recipient', 1);
  add('open', rng.int(26, 34), 'regular', 2);
  add('open', rng.int(26, 34), 'regular', 3);
  for (let i = 0; i < 12; i++) add('fresh', rng.int(4, 75), i === 0 ? 'donor' : 'regular');
  add('flushed', rng.int(30, 60), 'donor');
  add('flushed', rng.int(30, 60), 'donor');
  add('culled', rng.int(40, 150));
  add('culled', rng.int(40, 150));
  add('died', rng.int(60, 100));
  return plans;
}

export function makeBulls(ctx: HerdContext, tags: string[]): DemoAnimal[] {
  const { rng, cal } = ctx;
  return HERD_BULLS.map((template, i) => {
    const birthDate = cal.ago(rng.int(3, 7) * 365 + rng.int(-40, 40));
    const bull: DemoAnimal = {
      tag: tags[i] ?? null,
      name: template.name,
      type: 'Bull',
      breed: template.breed,
      registrationNumber: registrationNumber(template.breed, rng),
      pasture: PASTURE.bulls,
      birthDate,
      status: 'active',
      weight: rng.int(185, 240) * 10,
      notes: i === 3 ? 'Terminal sire: his calves all go to the feeder sale' : 'Passed breeding soundness exam',
      createdAt: enteredAt(ctx, birthDate),
    };
    ctx.composition.set(bull, purebred(template.breed));
    ctx.bulls.push(bull);
    return bull;
  });
}

function methodFor(ctx: HerdContext, cowType: CowType): BreedingMethod {
  if (cowType === 'recipient') return 'embryo_transfer';
  if (cowType === 'donor') return 'artificial_insemination';
  return ctx.rng.chance(0.65) ? 'artificial_insemination' : 'natural_bull';
}

function applyPlan(ctx: HerdContext, cow: DemoAnimal, plan: CowPlan): number | null {
  const { rng, cal } = ctx;
  const postpartum = () => rng.int(65, 95);
  const method = methodFor(ctx, plan.cowType);
  switch (plan.kind) {
    case 'due':
    case 'pregnant': {
      const bredAgo = gestationDays(method) - plan.days;
      breed(ctx, cow, bredAgo, chooseSire(ctx, method));
      cow.status = 'pregnant';
      if (plan.kind === 'due') cow.pasture = PASTURE.calving;
      pregCheck(ctx, cow, bredAgo, true);
      return bredAgo + postpartum();
    }
    case 'heat':
    case 'bred': {
      if (plan.returns > 0) {
        // An earlier service that did not take; the breeding save clears the heat flag.
        breed(ctx, cow, plan.days + 21, chooseSire(ctx, method));
        ctx.events.push({ animal: cow, type: 'heat', date: cal.ago(plan.days), notes: 'Came back in heat; rebred' });
        cow.heatReturnCount = plan.returns;
      }
      breed(ctx, cow, plan.days, chooseSire(ctx, method));
      cow.status = 'bred';
      return plan.days + postpartum();
    }
    case 'open': {
      const lastBred = plan.days + 21;
      for (let n = plan.returns; n >= 1; n--) {
        breed(ctx, cow, lastBred + 21 * (n - 1), chooseSire(ctx, method));
        ctx.events.push({ animal: cow, type: 'heat', date: cal.ago(plan.days + 21 * (n - 1)), notes: `Returned to heat (${plan.returns - n + 1}x)` });
      }
      // Back in heat, with no calving due: ready to breed again (active), as a logged heat leaves
      // her; a repeat breeder waits, open, for the vet.
      const status = plan.returns >= 2 ? 'open' : 'active';
      Object.assign(cow, { status, cameBackInHeat: true, heatReturnDate: cal.ago(plan.days), heatReturnCount: plan.returns, expectedCalvingDate: null });
      if (plan.returns >= 2) cow.notes = 'Repeat breeder: vet to check before the next service';
      return lastBred + 21 * (plan.returns - 1) + postpartum();
    }
    case 'fresh': {
      // Last season's breeding stays on the record; the calving closes it.
      const sire = chooseSire(ctx, method === 'embryo_transfer' ? 'artificial_insemination' : method);
      // Calved 0–5 days past her expected date, so no past calving reads as still due.
      const bredAgo = plan.days + gestationDays(sire.method) + rng.int(0, 5);
      breed(ctx, cow, bredAgo, sire);
      Object.assign(cow, { status: 'active', actualCalvingDate: cal.ago(plan.days) });
      return plan.days;
    }
    case 'flushed':
      cow.status = 'active';
      cow.notes = `Flushed ${cal.ago(plan.days)}: ${rng.int(7, 12)} transferable embryos`;
      ctx.events.push({ animal: cow, type: 'other', date: cal.ago(plan.days), notes: cow.notes });
      return plan.days + rng.int(90, 140);
    case 'culled': {
      const buyer = rng.pick(BUYERS);
      const saleLocation = rng.pick(SALE_LOCATIONS);
      Object.assign(cow, {
        status: 'sold',
        disposition: 'sold',
        dispositionDate: cal.ago(plan.days),
        salePrice: rng.int(250, 310) * 500,
        ...buyer,
        saleLocation,
        heatReturnCount: 2,
        notes: 'Open at the fall preg check; culled',
      });
      ctx.events.push({ animal: cow, type: 'other', date: cal.ago(plan.days), notes: `Sold at ${saleLocation} to ${buyer.buyer}` });
      return null;
    }
    case 'died':
      Object.assign(cow, { status: 'deceased', disposition: 'deceased', dispositionDate: cal.ago(plan.days), notes: 'Died of hardware disease; calf raised on the bottle' });
      ctx.events.push({ animal: cow, type: 'other', date: cal.ago(plan.days), notes: 'Found dead in North Meadow; vet suspects hardware disease' });
      return plan.days + rng.int(20, 40);
  }
}

/** Cows, oldest first, tagged in that order; returns each with the age of her latest calf. */
export function makeCows(ctx: HerdContext, tagPool: readonly number[]): CowDraft[] {
  const { rng, cal } = ctx;
  const names = rng.shuffle(COW_NAMES);
  const drafts = cowPlans(ctx).map((plan): CowDraft & { plan: CowPlan } => {
    const years = plan.kind === 'culled' ? rng.int(10, 12) : plan.cowType === 'donor' ? rng.int(5, 9) : plan.cowType === 'recipient' ? rng.int(3, 7) : rng.int(3, 11);
    const composition = plan.cowType === 'donor' ? purebred(rng.pick(['Angus', 'Angus', 'Simmental', 'Red Angus'])) : randomCowComposition(rng);
    const fields = breedFields(composition);
    const registered = plan.cowType === 'donor' || (fields.breedComposition === null && rng.chance(0.15));
    const named = plan.cowType === 'donor' || rng.chance(0.45);
    const birthDate = cal.ago(years * 365 + rng.int(-45, 45));
    const cow: DemoAnimal = {
      tag: null,
      name: named ? (names.pop() ?? null) : null,
      type: 'Cow',
      ...fields,
      registrationNumber: registered ? registrationNumber(fields.breed, rng) : null,
      pasture: PASTURE.cows,
      birthDate,
      status: 'active',
      weight: rng.int(110, 145) * 10,
      cowType: plan.cowType,
      createdAt: enteredAt(ctx, birthDate),
    };
    ctx.composition.set(cow, composition);
    return { cow, cowType: plan.cowType, calvedAgo: applyPlan(ctx, cow, plan), plan };
  });
  drafts.sort((a, b) => (a.cow.birthDate ?? '').localeCompare(b.cow.birthDate ?? ''));
  const tags = rng.sample(tagPool, drafts.length).sort((a, b) => a - b);
  drafts.forEach((d, i) => (d.cow.tag = String(tags[i])));
  return drafts.map(({ cow, cowType, calvedAgo }) => ({ cow, cowType, calvedAgo }));
}
