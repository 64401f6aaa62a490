import { CATTLE_STATUSES, displayStatus, normaliseStatus } from './cattle-status';
import { CATTLE_TYPES, normaliseType } from './cattle-types';
import { compareCattle } from './cattle-sort';
import { cleanText, displayName } from './display-name';

// Export Data: the herd as plain text for a notes app or an e-mail on a phone. Short lines, one
// fact per line, no tables: a narrow screen wraps nothing it cannot.

/** The Export Data screen previews this many characters of the report. */
export const TEXT_EXPORT_PREVIEW_CHARS = 2000;

export interface TextReportAnimal {
  tag: string | null;
  name: string | null;
  type: string;
  breed: string | null;
  status: string;
  pasture: string;
  birthDate: string | null;
  weight: number | null;
  cowTag: string | null;
  sireTag: string | null;
  breedingDate: string | null;
  breedingMethod: string | null;
  breedingSire: string | null;
  expectedCalvingDate: string | null;
  notes: string | null;
}

const METHODS: Record<string, string> = { ai: 'AI', natural: 'natural service', embryo_transfer: 'embryo transfer' };

const counted = (label: string, n: number) => `${label}: ${n.toLocaleString('en-US')}`;

function totals(animals: readonly TextReportAnimal[]): string[] {
  const byType = CATTLE_TYPES.map((type) => counted(type === 'Calf' ? 'Calves' : `${type}s`, animals.filter((a) => normaliseType(a.type) === type).length));
  const byStatus = CATTLE_STATUSES.map((status) => counted(displayStatus(status), animals.filter((a) => normaliseStatus(a.status) === status).length));
  return [...byType, ...byStatus];
}

function facts(animal: TextReportAnimal): string[] {
  const line = (label: string, value: string | null) => (value ? `  ${label}: ${value}` : null);
  const breeding = animal.breedingDate
    ? [animal.breedingDate, animal.breedingMethod ? METHODS[animal.breedingMethod] ?? animal.breedingMethod : null, cleanText(animal.breedingSire)]
        .filter(Boolean)
        .join(', ')
    : null;
  return [
    displayName(animal),
    line('Type', normaliseType(animal.type) ?? animal.type),
    line('Breed', cleanText(animal.breed)),
    line('Status', displayStatus(animal.status)),
    line('Pasture', cleanText(animal.pasture)),
    line('Born', animal.birthDate),
    line('Weight', animal.weight === null ? null : `${animal.weight.toLocaleString('en-US')} lb`),
    line('Dam', cleanText(animal.cowTag)),
    line('Sire', cleanText(animal.sireTag)),
    line('Bred', breeding),
    line('Due to calve', animal.expectedCalvingDate),
    line('Notes', cleanText(animal.notes)?.replace(/\s+/g, ' ') ?? null),
  ].filter((text): text is string => text !== null);
}

/** The whole herd as text: a heading, the totals by type and status, then each animal in tag order. */
export function herdTextReport(farmName: string, today: string, animals: readonly TextReportAnimal[]): string {
  const sorted = [...animals].sort(compareCattle);
  const head = [`${farmName}: cattle records`, `Exported ${today}: ${animals.length.toLocaleString('en-US')} head`];
  const body = sorted.length === 0 ? ['No cattle recorded yet.'] : sorted.map((animal) => facts(animal).join('\n'));
  return [...head, '', 'TOTALS', ...totals(animals), '', 'CATTLE', '', body.join('\n\n')].join('\n') + '\n';
}
