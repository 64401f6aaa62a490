// Structural shapes only: database rows, API payloads and demo data all fit them without this
// folder importing any of those layers. Every field is optional and nullable because rows differ.

/** A calendar date 'YYYY-MM-DD' (no time, no zone). */
export type DateString = string;

export interface AnimalLike {
  tag?: string | null;
  name?: string | null;
  type?: string | null;
  birthDate?: string | null;
  weanDate?: string | null;
  cowType?: string | null;
  status?: string | null;
  breedingDate?: string | null;
  breedingMethod?: string | null;
  expectedCalvingDate?: string | null;
  actualCalvingDate?: string | null;
  heatReturnDate?: string | null;
  heatReturnCount?: number | null;
  /** The day a medicine's meat or milk withdrawal ends: the animal is clear from that day on. */
  meatWithdrawalUntil?: string | null;
  milkWithdrawalUntil?: string | null;
}

/** A breeding record, e.g. an activity of type breeding: who (tag or name) and when. */
export interface BreedingEventLike {
  cattleTag?: string | null;
  date?: string | null;
}
