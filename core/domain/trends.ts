// Stat-card trends: the "+2% from last month" text is computed against 30 days ago
// (docs/dashboard.md).
export const TREND_WINDOW_DAYS = 30;

/** Whole-percent change from `then` to `now`; null when there was nothing then to compare with. */
export function percentChange(now: number, then: number): number | null {
  if (then <= 0) return null;
  return Math.round(((now - then) / then) * 100);
}

/** The card's words: "+2% from last month", "-5% from last month", "No change from last month", "—". */
export function trendText(change: number | null): string {
  if (change === null) return '—';
  if (change === 0) return 'No change from last month';
  return `${change > 0 ? '+' : ''}${change}% from last month`;
}
