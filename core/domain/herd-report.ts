import { CATTLE_STATUSES, isInHerd, isPregnant, normaliseStatus } from './cattle-status';
import { compareCattle } from './cattle-sort';
import { CATTLE_TYPES, normaliseType, type CattleType } from './cattle-types';
import { cleanText } from './display-name';
import { daysBetween } from './dates';

// Reports: the herd in numbers. Counts by type and pasture are of the herd (sold and deceased left
// out, as on the dashboard); by status counts every animal on record, so the sold and the dead show.

export interface ReportAnimal {
  id: string;
  tag: string | null;
  name: string | null;
  type: string;
  status: string;
  pasture: string;
  expectedCalvingDate: string | null;
}

export interface ReportCount {
  label: string;
  head: number;
}

export interface PregnantCow {
  id: string;
  tag: string | null;
  name: string | null;
  pasture: string;
  expectedCalvingDate: string | null;
  /** Days from today to the expected calving; negative when overdue, null without a date. */
  daysToGo: number | null;
}

export interface HerdReport {
  summary: { inHerd: number; cowsAndHeifers: number; bulls: number; steers: number; calves: number; pregnant: number; leftHerd: number };
  byType: ReportCount[];
  byPasture: ReportCount[];
  byStatus: ReportCount[];
  pregnantCows: PregnantCow[];
}

/** "No pasture" for an animal whose pasture is blank. */
export const NO_PASTURE = 'No pasture';

function tally(labels: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return counts;
}

export function herdReport(animals: readonly ReportAnimal[], today: string): HerdReport {
  const herd = animals.filter((animal) => isInHerd(animal.status));
  const types = tally(herd.map((animal) => normaliseType(animal.type) ?? animal.type));
  const typeHead = (type: CattleType) => types.get(type) ?? 0;
  const statuses = tally(animals.map((animal) => normaliseStatus(animal.status) ?? animal.status.trim().toLowerCase()));
  const pastures = tally(herd.map((animal) => cleanText(animal.pasture) ?? NO_PASTURE));
  const pregnant = herd.filter((animal) => isPregnant(animal.status));

  return {
    summary: {
      inHerd: herd.length,
      cowsAndHeifers: typeHead('Cow') + typeHead('Heifer'),
      bulls: typeHead('Bull'),
      steers: typeHead('Steer'),
      calves: typeHead('Calf'),
      pregnant: pregnant.length,
      leftHerd: animals.length - herd.length,
    },
    byType: CATTLE_TYPES.map((type) => ({ label: type, head: typeHead(type) })),
    byPasture: [...pastures]
      .map(([label, head]) => ({ label, head }))
      .sort((a, b) => b.head - a.head || a.label.localeCompare(b.label)),
    byStatus: [
      ...CATTLE_STATUSES.map((status) => ({ label: status, head: statuses.get(status) ?? 0 })),
      ...[...statuses]
        .filter(([label]) => !(CATTLE_STATUSES as readonly string[]).includes(label))
        .map(([label, head]) => ({ label, head }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ],
    pregnantCows: pregnant
      .map(({ id, tag, name, pasture, expectedCalvingDate }) => ({
        id,
        tag,
        name,
        pasture,
        expectedCalvingDate,
        daysToGo: daysBetween(today, expectedCalvingDate),
      }))
      // Soonest due first; those without a date last, by tag.
      .sort((a, b) => (a.daysToGo ?? Infinity) - (b.daysToGo ?? Infinity) || compareCattle(a, b)),
  };
}
