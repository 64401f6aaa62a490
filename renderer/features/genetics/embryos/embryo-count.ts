import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import { countOf } from '../../../../core/domain';


/** The inventory in a line: "6 lots · 20 embryos remaining". */
export function embryoCountText(lots: readonly Pick<EmbryoRecord, 'remainingEmbryos'>[]): string {
  const remaining = lots.reduce((sum, lot) => sum + lot.remainingEmbryos, 0);
  return `${countOf(lots.length, 'lot', 'lots')} · ${countOf(remaining, 'embryo', 'embryos')} remaining`;
}
