import { CHECK_METHOD_LABELS, PREGNANCY_RESULT_LABELS, withdrawalEnd, type CheckMethod, type PregnancyResult } from '../../../../core/domain';
import type { PregnancyCheckRecord, TreatmentRecord } from '../../../../core/schemas/health';
import { displayDate } from '../../display-format';

// What the Health tab says of each treatment and pregnancy check.

/** "7.5 ml · SC · Pneumonia": what was given and why, leaving out what was not written. */
export function givenText({ dose, route, reason }: Pick<TreatmentRecord, 'dose' | 'route' | 'reason'>): string {
  return [dose, route, reason].filter(Boolean).join(' · ');
}

/** "Meat until Jul 1, 2026 · Milk until Jun 19, 2026", or "No withdrawal": when each withdrawal of the treatment ends. */
export function withdrawalText(treatment: Pick<TreatmentRecord, 'date' | 'meatWithdrawalDays' | 'milkWithdrawalDays'>): string {
  const ends = [
    ['Meat', treatment.meatWithdrawalDays],
    ['Milk', treatment.milkWithdrawalDays],
  ] as const;
  const parts = ends.flatMap(([kind, days]) => (days > 0 ? [`${kind} withdrawal until ${displayDate(withdrawalEnd(treatment.date, days))}`] : []));
  return parts.length > 0 ? parts.join(' · ') : 'No withdrawal';
}

/** "Pregnant"; a result this version does not know reads as stored. */
export const checkResultText = (result: string): string => PREGNANCY_RESULT_LABELS[result as PregnancyResult] ?? result;

/** "Ultrasound · 120 days pregnant": how she was checked and how far along, leaving out what was not recorded. */
export function checkDetailText({ method, daysPregnant }: Pick<PregnancyCheckRecord, 'method' | 'daysPregnant'>): string {
  return [method ? (CHECK_METHOD_LABELS[method as CheckMethod] ?? method) : null, daysPregnant ? `${daysPregnant} days pregnant` : null].filter(Boolean).join(' · ');
}
