// The choice lists of the inventory forms (docs/inventory-and-pastures.md): stored as the value,
// shown as the label.

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** Storage and semen tank types; a new tank is a liquid nitrogen tank unless told otherwise. */
export const TANK_TYPES = [
  { value: 'liquid_nitrogen', label: 'Liquid Nitrogen' },
  { value: 'freezer', label: 'Freezer' },
  { value: 'dry_shipper', label: 'Dry Shipper' },
  { value: 'vapor_shipper', label: 'Vapor Shipper' },
] as const satisfies readonly Choice[];
export type TankType = (typeof TANK_TYPES)[number]['value'];
export const DEFAULT_TANK_TYPE: TankType = 'liquid_nitrogen';

export const EMBRYO_GRADES = [
  { value: '1', label: 'Grade 1' },
  { value: '2', label: 'Grade 2' },
  { value: '3', label: 'Grade 3' },
  { value: 'A', label: 'Grade A' },
  { value: 'B', label: 'Grade B' },
  { value: 'C', label: 'Grade C' },
] as const satisfies readonly Choice[];

export const EMBRYO_STAGES = [
  { value: 'morula', label: 'Morula' },
  { value: 'blastocyst', label: 'Blastocyst' },
  { value: 'expanded blastocyst', label: 'Expanded Blastocyst' },
  { value: 'hatched blastocyst', label: 'Hatched Blastocyst' },
] as const satisfies readonly Choice[];

export const FORAGE_TYPES = [
  { value: 'hay', label: 'Hay' },
  { value: 'straw', label: 'Straw' },
  { value: 'silage', label: 'Silage' },
  { value: 'haylage', label: 'Haylage' },
] as const satisfies readonly Choice[];

export const FORAGE_VARIETIES = [
  { value: 'alfalfa', label: 'Alfalfa' },
  { value: 'timothy', label: 'Timothy' },
  { value: 'bermuda', label: 'Bermuda' },
  { value: 'fescue', label: 'Fescue' },
  { value: 'orchard_grass', label: 'Orchard Grass' },
  { value: 'brome', label: 'Brome' },
  { value: 'mixed', label: 'Mixed' },
] as const satisfies readonly Choice[];

export const FORAGE_QUALITIES = [
  { value: 'premium', label: 'Premium' },
  { value: 'good', label: 'Good' },
  { value: 'fair', label: 'Fair' },
  { value: 'poor', label: 'Poor' },
] as const satisfies readonly Choice[];

export const FORAGE_SOURCES = [
  { value: 'farm_grown', label: 'Farm Grown' },
  { value: 'purchased', label: 'Purchased' },
] as const satisfies readonly Choice[];

/** The values of a choice list, for a schema. */
export function choiceValues<V extends string>(choices: readonly Choice<V>[]): [V, ...V[]] {
  return choices.map((choice) => choice.value) as [V, ...V[]];
}

/** The label of a stored value; a value from outside the list (older data) shows as written. */
export function choiceLabel(choices: readonly Choice[], value: string | null | undefined): string {
  return choices.find((choice) => choice.value === value)?.label ?? value ?? '';
}
