import { countOf, MEDICINE_KIND_LABELS, type MedicineKind } from '../../../core/domain';

// What the cabinet's cards and header say, in words.

/** "Antibiotic"; a kind this version does not know reads as stored. */
export const medicineKindLabel = (kind: string): string => MEDICINE_KIND_LABELS[kind as MedicineKind] ?? kind;

/** "18 days", "1 day", or "None" for a product that holds nothing back. */
export const withdrawalDaysText = (days: number): string => (days > 0 ? countOf(days, 'day') : 'None');

/** The page's line under its title: how many medicines, and how many hold a sale back. */
export function cabinetSummary(medicines: readonly { meatWithdrawalDays: number }[]): string {
  if (medicines.length === 0) return 'Medicines, vaccines and their withdrawal days';
  const withMeat = medicines.filter((medicine) => medicine.meatWithdrawalDays > 0).length;
  return `${countOf(medicines.length, 'medicine')} · ${withMeat.toLocaleString('en-US')} with a meat withdrawal`;
}
