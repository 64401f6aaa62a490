import { adjusted205, adjustmentSex, averageDailyGains, type WeighingLike } from './growth';

// The weighings as their list answers them: each with its gain per day since the animal's previous
// weighing, and a weaning weighing with its adjusted 205-day weight. The server and a phone's copy
// of the farm both list them by this.

export interface WeighedAnimal {
  birthDate: string | null;
  birthWeight: number | null;
  gender: string | null;
  type: string;
  /** The dam's tag: the adjustment for the dam's age finds her by it. */
  cowTag: string | null;
}

export interface Listed {
  adg: number | null;
  adjusted205: number | null;
}

/**
 * `rows` in any order, answered in the same order. `animalOf`: the weighed animal by id; `damOf`:
 * the farm's animal answering to a dam tag (her birth date gives her age at calving).
 */
export function weighingRecords<W extends WeighingLike & { cattleId: string }>(
  rows: readonly W[],
  animalOf: (cattleId: string) => WeighedAnimal | undefined,
  damOf: (tag: string) => { birthDate: string | null } | undefined,
): (W & Listed)[] {
  const byAnimal = new Map<string, W[]>();
  for (const row of rows) byAnimal.set(row.cattleId, [...(byAnimal.get(row.cattleId) ?? []), row]);
  const gains = new Map<W, number | null>();
  // averageDailyGains answers in its input's order.
  for (const weighings of byAnimal.values()) averageDailyGains(weighings).forEach((each, at) => gains.set(weighings[at]!, each.adg));

  const adjusted = (row: W): number | null => {
    const calf = row.kind === 'weaning' ? animalOf(row.cattleId) : undefined;
    const sex = calf && adjustmentSex(calf);
    if (!calf || !sex) return null;
    return adjusted205({
      weaningWeight: row.weight,
      weaningDate: row.date,
      calfBirthDate: calf.birthDate,
      calfBirthWeight: calf.birthWeight,
      calfSex: sex,
      damBirthDate: calf.cowTag ? damOf(calf.cowTag)?.birthDate : null,
    });
  };
  return rows.map((row) => ({ ...row, adg: gains.get(row) ?? null, adjusted205: adjusted(row) }));
}
