// Storage and semen tank fill colour (docs/inventory-and-pastures.md).
import { TANK_USAGE_PERCENT } from './constants';

export type TankColor = 'red' | 'yellow' | 'green';

export interface TankUsage {
  /** Share used, 0-100, rounded and capped for a progress bar. */
  percent: number;
  color: TankColor;
}

/**
 * Red above 80 %, yellow above 60 %, else green; compared on the exact ratio, not the rounded
 * percent. A tank with no capacity (0, missing or negative) cannot take anything more, so it
 * reads as full: 100 % and red. Used beyond capacity is also 100 % and red.
 */
export function tankUsage(
  used: number | null | undefined,
  capacity: number | null | undefined,
): TankUsage {
  const cap = typeof capacity === 'number' && Number.isFinite(capacity) ? capacity : 0;
  if (cap <= 0) return { percent: 100, color: 'red' };
  const inUse = typeof used === 'number' && Number.isFinite(used) ? Math.max(0, used) : 0;
  const percent = Math.min(100, Math.round((inUse * 100) / cap));
  if (inUse * 100 > TANK_USAGE_PERCENT.redAbove * cap) return { percent, color: 'red' };
  if (inUse * 100 > TANK_USAGE_PERCENT.yellowAbove * cap) return { percent, color: 'yellow' };
  return { percent, color: 'green' };
}
