import { CHECK_METHOD_LABELS, PREGNANCY_RESULT_LABELS, PREGNANCY_RESULTS, type CheckMethod, type PregnancyResult } from '../../core/domain';

// How screens name a pregnancy check's result and method. The API answers them as stored text, so
// a value outside the lists (from a newer device, say) is shown as written rather than dropped.

/** "Pregnant", "Open", "Recheck"; anything else as written. */
export function checkResultLabel(result: string): string {
  return PREGNANCY_RESULT_LABELS[result as PregnancyResult] ?? result;
}

/** "Palpation", "Ultrasound", "Blood test"; none as "—", anything else as written. */
export function checkMethodLabel(method: string | null): string {
  return method === null ? '—' : (CHECK_METHOD_LABELS[method as CheckMethod] ?? method);
}

/** The checks whose result the rules know: the Recheck Due and Open Cows lists read only these. */
export function ruledChecks<C extends { result: string }>(checks: readonly C[]): (C & { result: PregnancyResult })[] {
  return checks.filter((check): check is C & { result: PregnancyResult } => (PREGNANCY_RESULTS as readonly string[]).includes(check.result));
}
