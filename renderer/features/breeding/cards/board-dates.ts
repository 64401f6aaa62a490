import { relativeDay } from '../../../../core/domain';
import { displayDate } from '../../../ui/display-format';

/** "Nov 19, 2026 · 4 days ago": the day, and how far it is from today. */
export function dayAndDistance(date: string | null | undefined, today: string): string {
  return date ? `${displayDate(date)} · ${relativeDay(date, today)}` : '—';
}
