import { choiceLabel, cleanText, FORAGE_QUALITIES, FORAGE_SOURCES, FORAGE_TYPES, FORAGE_VARIETIES } from '../../../core/domain';
import { percentText } from '../../../core/schemas/form-text';
import type { ForageRecord } from '../../../core/schemas/forage';
import { displayDate, displayDollars, displayPounds } from '../../ui/display-format';

export interface ForageFact {
  label: string;
  value: string;
  /** Runs across the card: free text (test results, notes). */
  wide?: boolean;
}

export const forageTypeLabel = (lot: Pick<ForageRecord, 'type'>): string => choiceLabel(FORAGE_TYPES, lot.type);

/**
 * "Hay · Alfalfa", or "Straw" when no variety is recorded. With `year` (the page shows all years,
 * where lots alike from different harvests would read the same): "Hay · Alfalfa · 2025".
 */
export function forageLotName(lot: Pick<ForageRecord, 'type' | 'variety'>, year: number | null = null): string {
  const variety = choiceLabel(FORAGE_VARIETIES, lot.variety);
  return [forageTypeLabel(lot), variety, year].filter(Boolean).join(' · ');
}

/** "Hay · Alfalfa at North stackyard": a lot in a toast or a button's name; `year` as forageLotName's. */
export const forageLotPlace = (lot: Pick<ForageRecord, 'type' | 'variety' | 'location'>, year: number | null = null): string =>
  `${forageLotName(lot, year)} at ${lot.location}`;

/**
 * What a card says about a lot beyond its stock: where it is and when it was harvested always,
 * the rest only when recorded. Moisture in percent, money in dollars.
 */
export function forageFacts(lot: ForageRecord): ForageFact[] {
  const testResults = cleanText(lot.testResults);
  const notes = cleanText(lot.notes);
  const facts: (ForageFact | null)[] = [
    { label: 'Location', value: lot.location },
    { label: 'Harvested', value: displayDate(lot.harvestDate) },
    lot.quality ? { label: 'Quality', value: choiceLabel(FORAGE_QUALITIES, lot.quality) } : null,
    lot.source ? { label: 'Source', value: choiceLabel(FORAGE_SOURCES, lot.source) } : null,
    lot.supplier ? { label: 'Supplier', value: lot.supplier } : null,
    lot.weightPerBale == null ? null : { label: 'Weight per bale', value: displayPounds(lot.weightPerBale) },
    lot.moistureContent == null ? null : { label: 'Moisture', value: `${percentText(lot.moistureContent)}%` },
    lot.pricePerBale == null ? null : { label: 'Price per bale', value: displayDollars(lot.pricePerBale) },
    lot.totalCost == null ? null : { label: 'Total cost', value: displayDollars(lot.totalCost) },
    testResults ? { label: 'Test results', value: testResults, wide: true } : null,
    notes ? { label: 'Notes', value: notes, wide: true } : null,
  ];
  return facts.filter((fact) => fact !== null);
}
