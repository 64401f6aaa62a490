// A large made-up herd for the search tests and benchmark: deterministic, realistic repetition
// (a few breeds and pastures, names reused with numbers), unique tags.
import { BREEDS } from '../../../../core/domain';
import type { Searchable } from './herd-search';

const NAMES = ['Bessie', 'Daisy', 'Molly', 'Rosie', 'Bella', 'Clover', 'Buttercup', 'Maple', 'Hazel', 'Ruby',
  'Pearl', 'Ginger', 'Luna', 'Duke', 'Thor', 'Blaze', 'Duchess', 'Queenie', 'Nellie', 'Willow'];
const PASTURES = ['North Meadow', 'South Pasture', 'Creek Bottom', 'Hill Pasture', 'East Forty', 'Home Pen',
  'Calving Lot', 'River Flats', 'West Ridge', 'Imported'];

export function syntheticHerd(size: number): Required<Searchable>[] {
  let seed = 7;
  const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: size }, (_, i) => ({
    tag: String(i + 1),
    name: next() < 0.6 ? `${pick(NAMES)} ${Math.floor(next() * 900)}` : null,
    breed: pick(BREEDS).value,
    pasture: pick(PASTURES),
  }));
}
