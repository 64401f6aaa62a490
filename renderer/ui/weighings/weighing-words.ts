import { WEIGHING_KIND_LABELS, WEIGHING_KINDS, type WeighingKind } from '../../../core/domain/growth';

// How the screens say a weighing: its kind and the gain per day since the one before it.

const isKind = (kind: string): kind is WeighingKind => (WEIGHING_KINDS as readonly string[]).includes(kind);

/** "Weaning"; a kind the app does not know is shown as stored. */
export function weighingKindLabel(kind: string): string {
  return isKind(kind) ? WEIGHING_KIND_LABELS[kind] : kind;
}

/** Average daily gain in lb/day with its sign, so a loss reads as one: "+2.15", "-0.40"; none is "—". */
export function gainFigure(adg: number | null): string {
  if (adg === null) return '—';
  return `${adg > 0 ? '+' : ''}${adg.toFixed(2)}`;
}

/** The same with its unit: "+2.15 lb/day"; none is "—". */
export function displayGain(adg: number | null): string {
  return adg === null ? '—' : `${gainFigure(adg)} lb/day`;
}
