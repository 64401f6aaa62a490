import { activityTypeLabel } from './activities';
import { displayName } from './display-name';
import { PREGNANCY_RESULT_LABELS, type PregnancyResult } from './pregnancy-checks';

// How a record is named where a list of many kinds names it (History, a conflict card): an animal
// by tag and name, a pasture or tank by name, a cane by number, a straw lot by bull, an embryo lot
// by its cross, forage by type and place, an activity by what it was (as the log names it) and the
// animal's tag, a medicine by name, a treatment by product, a check by result, a weighing by weight.

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export const RECORD_LABELS = {
  cattle: (record: Fields) => displayName(record as { tag?: string | null; name?: string | null }),
  activities: (record: Fields) => [activityTypeLabel(text(record.type)), text(record.cattleTag)].filter(Boolean).join(' · '),
  pastures: (record: Fields) => text(record.name),
  semenTanks: (record: Fields) => text(record.name),
  semenCanes: (record: Fields) => `Cane ${text(record.caneNumber)}`,
  semenStraws: (record: Fields) => text(record.bullName),
  embryos: (record: Fields) => `${text(record.donorDam)} × ${text(record.sire)}`,
  storageTanks: (record: Fields) => text(record.name),
  forage: (record: Fields) => [text(record.type), text(record.location)].filter(Boolean).join(', '),
  // Treatments, checks and weighings belong to an animal by id: their effects on it are the animal's own entries.
  medicines: (record: Fields) => text(record.name),
  treatments: (record: Fields) => `Treatment · ${text(record.product)}`,
  pregnancyChecks: (record: Fields) => `Pregnancy check · ${PREGNANCY_RESULT_LABELS[text(record.result) as PregnancyResult] ?? text(record.result)}`,
  weights: (record: Fields) => `Weighing · ${text(record.weight)} lb`,
} satisfies Record<string, (record: Fields) => string>;

export type LabelledKind = keyof typeof RECORD_LABELS;
