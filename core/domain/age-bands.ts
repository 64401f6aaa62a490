// Life stage shown beside the type: calf under 8 months, weaning/yearling under 15, young adult
// under 24, then mature (docs/herd-book.md).
import { AGE_BAND_LIMITS } from './constants';

export type AgeBandKey = 'calf' | 'yearling' | 'young_adult' | 'mature';

export interface AgeBand {
  key: AgeBandKey;
  label: string;
  range: string;
}

const { calf, yearling, youngAdult } = AGE_BAND_LIMITS;

export const AGE_BANDS: Readonly<Record<AgeBandKey, AgeBand>> = {
  calf: { key: 'calf', label: `Calf (0-${calf} months)`, range: `0-${calf} months` },
  yearling: {
    key: 'yearling',
    label: `Weaning/Yearling (${calf}-${yearling} months)`,
    range: `${calf}-${yearling} months`,
  },
  young_adult: {
    key: 'young_adult',
    label: `Young Adult (${yearling}-${youngAdult} months)`,
    range: `${yearling}-${youngAdult} months`,
  },
  mature: {
    key: 'mature',
    label: `Mature (${youngAdult}+ months)`,
    range: `${youngAdult}+ months`,
  },
};

/** A non-number age is treated like a missing birth date: 0 months. */
export function ageBand(ageMonths: number): AgeBand {
  if (!Number.isFinite(ageMonths) || ageMonths < calf) return AGE_BANDS.calf;
  if (ageMonths < yearling) return AGE_BANDS.yearling;
  if (ageMonths < youngAdult) return AGE_BANDS.young_adult;
  return AGE_BANDS.mature;
}
