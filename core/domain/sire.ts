// How a breeding's sire is written down. Picked from a semen tank, the choice names the bull and the
// tank its straws come from, joined as "bull|tank", so the straws can be drawn from that tank;
// natural service and older records hold the bull alone, as free text.
import { cleanText } from './display-name';

export const SIRE_TANK_SEPARATOR = '|';

export interface SireChoice {
  bull: string;
  /** The tank the straws were drawn from; null for a bull written as free text. */
  tank: string | null;
}

/** "Connealy Capitalist|Tank 1" → bull and tank; "Big Red" → the bull alone; blank → null. */
export function parseSire(value: string | null | undefined): SireChoice | null {
  const text = cleanText(value);
  if (text === null) return null;
  const at = text.indexOf(SIRE_TANK_SEPARATOR);
  if (at < 0) return { bull: text, tank: null };
  const bull = cleanText(text.slice(0, at));
  return bull === null ? null : { bull, tank: cleanText(text.slice(at + 1)) };
}

/** A straw pick as it is stored: "bull|tank". */
export function sireFromTank(bull: string, tank: string): string {
  return `${bull.trim()}${SIRE_TANK_SEPARATOR}${tank.trim()}`;
}

/** What a screen shows for a sire: the bull only, never the storage detail. */
export function sireBull(value: string | null | undefined): string | null {
  return parseSire(value)?.bull ?? null;
}
