import { averageDailyGains, compareWeighings, type WeighingLike } from '../../../core/domain/growth';
import { displayDate, displayPounds } from '../../ui/display-format';
import { displayGain } from '../../ui/weighings/weighing-words';

// What the chute says of a reading: the animal's weighing before it and the gain per day since,
// from the farm's list of weighings as it stands, so it shows at once, online or not.

/** The animal's weighings by its id, in the list's order (oldest first). */
export function weighingsByAnimal<W extends { cattleId: string }>(weighings: readonly W[]): Map<string, W[]> {
  const byAnimal = new Map<string, W[]>();
  for (const weighing of weighings) {
    const animal = byAnimal.get(weighing.cattleId);
    if (animal) animal.push(weighing);
    else byAnimal.set(weighing.cattleId, [weighing]);
  }
  return byAnimal;
}

/** A weighing as the list answers it (its kind a plain string). */
type Weighed = Omit<WeighingLike, 'kind'> & { kind: string };

export interface GainSince<W> {
  previous: W;
  /** lb/day since `previous`; null when it is the same day. */
  adg: number | null;
}

/**
 * The reading's gain since the animal's weighing before it (by date; of one day, the last entered),
 * among `weighings`, the animal's others; null when it has none before it.
 */
export function gainSince<W extends Weighed>(weighings: readonly W[], reading: Weighed): GainSince<W> | null {
  const others = weighings.filter((weighing) => weighing.id !== reading.id);
  // Last in, so the sort keeps it after the others of its day.
  const timeline = [...others, reading].sort(compareWeighings);
  const previous = timeline[timeline.indexOf(reading) - 1] as W | undefined;
  if (!previous) return null;
  // A gain reads the dates and weights alone: the list's kind, a plain string, plays no part.
  return { previous, adg: averageDailyGains([previous, reading] as WeighingLike[])[1]!.adg };
}

/** The gain in words: "+2.15 lb/day since Mar 1, 2026 (1,150 lbs)", "First weighing", or the same day's weighing. */
export function gainWords(gain: GainSince<Weighed> | null): string {
  if (!gain) return 'First weighing';
  const before = `${displayDate(gain.previous.date)} (${displayPounds(gain.previous.weight)})`;
  return gain.adg === null ? `Also weighed ${before}` : `${displayGain(gain.adg)} since ${before}`;
}
