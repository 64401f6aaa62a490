import type { EmbryoRecord } from '../../../../core/schemas/embryos';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The inventory in a line: "6 lots · 20 embryos remaining". */
export function embryoCountText(lots: readonly Pick<EmbryoRecord, 'remainingEmbryos'>[]): string {
  const remaining = lots.reduce((sum, lot) => sum + lot.remainingEmbryos, 0);
  return `${count(lots.length, 'lot', 'lots')} · ${count(remaining, 'embryo', 'embryos')} remaining`;
}
