import type { EmbryoRecord } from '../../../../core/schemas/embryos';

/** A lot by its parents, as its card, toasts and delete check name it: "Lady Bess 112 × Connor Creek Legacy". */
export const embryoTitle = (lot: Pick<EmbryoRecord, 'donorDam' | 'sire'>): string => `${lot.donorDam} × ${lot.sire}`;
