import type { StorageTankContents, TankUsage } from '../../../core/domain';
import { countOf } from '../../../core/domain';

// What a storage tank's card and its delete confirmation say, in words.

/** "1 straw", "1,200 straws". */

/** A capacity of 0 or less is not set: such a tank has no room to count against. */
export const hasCapacity = (capacity: number | null): capacity is number => capacity !== null && capacity > 0;

/** "63 of 100 used (63%)", or "No capacity set". */
export function usageText(used: number, capacity: number | null, usage: TankUsage): string {
  if (!hasCapacity(capacity)) return 'No capacity set';
  return `${used.toLocaleString('en-US')} of ${capacity.toLocaleString('en-US')} used (${usage.percent}%)`;
}

/** What deleting the tank leaves behind: its semen tanks and embryo lots, unlinked. */
export function keptWarning({ semenTanks, embryoLots }: StorageTankContents): string {
  const kept = [
    semenTanks.length > 0 ? countOf(semenTanks.length, 'semen tank', 'semen tanks') : null,
    embryoLots.length > 0 ? countOf(embryoLots.length, 'embryo lot', 'embryo lots') : null,
  ].filter((part) => part !== null);
  if (kept.length === 0) return 'This cannot be undone.';
  const verb = semenTanks.length + embryoLots.length === 1 ? 'is' : 'are';
  return `The ${kept.join(' and ')} in it ${verb} kept, no longer linked to a storage tank.`;
}

/** The page's line under its title: how many tanks, and the straws and embryos in them. */
export function tanksSummary(contents: readonly StorageTankContents[]): string {
  if (contents.length === 0) return 'Nitrogen tanks, freezers and shippers';
  const straws = contents.reduce((sum, tank) => sum + tank.semenTanks.reduce((inTank, semen) => inTank + semen.straws, 0), 0);
  const embryos = contents.reduce((sum, tank) => sum + tank.embryoLots.reduce((inTank, lot) => inTank + lot.embryos, 0), 0);
  return [countOf(contents.length, 'storage tank', 'storage tanks'), countOf(straws, 'straw', 'straws'), countOf(embryos, 'embryo', 'embryos')].join(' · ');
}
