import { breedLabel, choiceLabel, EMBRYO_GRADES, EMBRYO_STAGES } from '../../../../core/domain';
import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import { displayDate, displayDollars } from '../../../ui/display-format';

export interface EmbryoFact {
  label: string;
  value: string;
}

/** The lot's breed, grade and stage as their labels ("Angus", "Grade 1", "Blastocyst"), leaving out what is not recorded. */
export function embryoTags(lot: EmbryoRecord): string[] {
  return [breedLabel(lot.breed), choiceLabel(EMBRYO_GRADES, lot.embryoGrade), choiceLabel(EMBRYO_STAGES, lot.embryoStage)].filter(Boolean);
}

/** What a card says about the lot beyond its parents and stock, each only when recorded. */
export function embryoFacts(lot: EmbryoRecord, tankName: string | null): EmbryoFact[] {
  const facts: [string, string | null][] = [
    ['Price per embryo', lot.pricePerEmbryo == null ? null : displayDollars(lot.pricePerEmbryo)],
    ['Supplier', lot.supplier],
    ['Storage tank', tankName],
    ['Location', lot.storageLocation],
    ['Collected', lot.collectionDate && displayDate(lot.collectionDate)],
    ['Frozen', lot.freezeDate && displayDate(lot.freezeDate)],
    ['Expires', lot.expirationDate && displayDate(lot.expirationDate)],
  ];
  return facts.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}
