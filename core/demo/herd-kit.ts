// Shared pieces of the herd generator: the running context, sires, and the farm events that
// later become the activity log.
import { displayName } from '../domain/display-name';
import { gestationDays } from '../domain/gestation';
import { sireFromTank } from '../domain/sire';
import { mixComposition, purebred, type Composition } from './breeds';
import type { Calendar } from './calendar';
import type { Random } from './random';
import { AI_SIRES, FLUSH_SIRES, type AiSire } from './sires';
import type { DemoAnimal } from './types';

export type BreedingMethod = 'artificial_insemination' | 'embryo_transfer' | 'natural_bull';
export type ActivityType = 'calving' | 'breeding' | 'heat' | 'weaning' | 'vaccination' | 'movement' | 'health-check' | 'other';

/**
 * Something that happened to an animal. It holds the animal itself because tags are handed out
 * only once the whole herd exists (oldest cows get the lowest numbers).
 */
export interface HerdEvent {
  animal: DemoAnimal;
  type: ActivityType;
  date: string;
  pasture?: string | null;
  breedingMethod?: BreedingMethod;
  breedingSire?: string;
  strawsUsed?: number;
  notes: string;
}

export interface HerdContext {
  rng: Random;
  cal: Calendar;
  events: HerdEvent[];
  /** Breed make-up of every generated animal, for the calves' breedComposition. */
  composition: Map<DemoAnimal, Composition>;
  bulls: DemoAnimal[];
}

export function compositionOf(ctx: HerdContext, animal: DemoAnimal): Composition {
  return ctx.composition.get(animal) ?? purebred(animal.breed ?? 'Other');
}

/** A bull or AI sire behind one breeding; the record fields are filled once tags exist. */
export interface SireChoice {
  method: BreedingMethod;
  ai: AiSire | null;
  bull: DemoAnimal | null;
}

export function chooseSire(ctx: HerdContext, method: BreedingMethod, options: { heifer?: boolean } = {}): SireChoice {
  if (method === 'natural_bull') {
    // Heifers only go to the Angus bull; the Charolais is a terminal sire.
    const bulls = options.heifer ? ctx.bulls.slice(0, 1) : ctx.bulls;
    return { method, ai: null, bull: ctx.rng.pick(bulls) };
  }
  const pool =
    method === 'embryo_transfer'
      ? AI_SIRES.filter((s) => FLUSH_SIRES.has(s.bullName))
      : options.heifer
        ? AI_SIRES.filter((s) => s.calvingEase)
        : AI_SIRES;
  return { method, ai: ctx.rng.pick(pool), bull: null };
}

export function sireComposition(ctx: HerdContext, sire: SireChoice): Composition {
  if (sire.bull) return compositionOf(ctx, sire.bull);
  return purebred(sire.ai?.breed ?? 'Other');
}

/** The animal record's breedingSire: the AI bull's name, or the herd bull as "tag name". */
export function sireLabel(sire: SireChoice): string {
  return sire.ai ? sire.ai.bullName : displayName(sire.bull as DemoAnimal);
}

/** A calf's sireTag: the herd bull's tag, or the AI sire's name. */
export function sireTag(sire: SireChoice): string {
  return sire.ai ? sire.ai.bullName : (sire.bull?.tag ?? 'Unknown');
}

/**
 * An activity's breedingSire. AI and ET breedings are logged the way the Log Activity dialog
 * stores a straw pick, "bull|tank"; natural service is free text.
 */
export function activitySire(sire: SireChoice): string {
  return sire.ai ? sireFromTank(sire.ai.bullName, sire.ai.tankName) : sireLabel(sire);
}

export function calfComposition(ctx: HerdContext, dam: Composition, sire: SireChoice): Composition {
  return mixComposition(dam, sireComposition(ctx, sire));
}

/** Records entered when the ranch started using Farm Hand, a little over a year ago. */
export function enteredAt(ctx: HerdContext, date: string | null | undefined): string {
  const start = ctx.cal.ago(400);
  const day = date && date > start ? date : ctx.cal.shift(start, ctx.rng.int(0, 20));
  return ctx.cal.stamp(day, ctx.rng.int(7 * 60, 19 * 60));
}

/** Sets the breeding fields as the breeding dialog would, and logs the breeding (with the heat). */
export function breed(ctx: HerdContext, cow: DemoAnimal, daysAgo: number, sire: SireChoice): void {
  const date = ctx.cal.ago(daysAgo);
  const straws = sire.method === 'natural_bull' ? null : ctx.rng.chance(0.12) ? 2 : 1;
  Object.assign(cow, {
    breedingDate: date,
    breedingMethod: sire.method,
    breedingSire: sireLabel(sire),
    strawsUsed: straws,
    expectedCalvingDate: ctx.cal.shift(date, gestationDays(sire.method)),
  });
  if (sire.method === 'artificial_insemination' && ctx.rng.chance(0.3)) {
    ctx.events.push({ animal: cow, type: 'heat', date, notes: 'Standing heat at morning check; bred on the AM/PM rule' });
  }
  ctx.events.push({
    animal: cow,
    type: 'breeding',
    date,
    breedingMethod: sire.method,
    breedingSire: activitySire(sire),
    ...(straws === null ? {} : { strawsUsed: straws }),
    notes: sire.method === 'embryo_transfer' ? 'Grade 1 embryo transferred' : sire.method === 'natural_bull' ? 'Seen bred by the bull' : 'Bred AI',
  });
}

export function pregCheck(ctx: HerdContext, cow: DemoAnimal, bredAgo: number, pregnant: boolean): void {
  const after = ctx.rng.int(35, 60);
  if (bredAgo - after < 1 || !ctx.rng.chance(0.5)) return;
  ctx.events.push({
    animal: cow,
    type: 'health-check',
    date: ctx.cal.ago(bredAgo - after),
    notes: pregnant ? `Preg check by ultrasound: pregnant, about ${after} days` : 'Preg check: open',
  });
}
