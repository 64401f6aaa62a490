import { addDays } from './dates';
import { displayName, type TagAndName } from './display-name';
import { HEAT_NOTICE_WINDOW_DAYS } from './constants';

// The browser notifications a farm sends when Notifications are on: one Heat Cycle Reminders
// notice and one Calving Alerts notice a day at most, each naming the animals it is about.

/** Calving Alerts look this many days ahead. */
export const CALVING_ALERT_DAYS = 7;
/** A notice names this many animals, then says how many more. */
export const NOTICE_NAMES_MAX = 5;

export type FarmNoticeKind = 'heat' | 'calving';

export interface FarmNotice {
  kind: FarmNoticeKind;
  title: string;
  body: string;
}

interface DueAnimal extends TagAndName {
  id: string;
  /** YYYY-MM-DD: the next heat, or the expected calving. */
  date: string;
}

export interface DueAnimals {
  heat: { soonest: DueAnimal[]; total: number };
  /** The soonest few due to calve, soonest first. */
  calvings: DueAnimal[];
}

export interface NoticeChoices {
  heatCycleReminders: boolean;
  calvingAlerts: boolean;
}

/** The day each kind of notice was last sent, YYYY-MM-DD. */
export type NoticesSent = Partial<Record<FarmNoticeKind, string>>;

function monthDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(month ?? 1) - 1]} ${day}`;
}

function roll(animals: DueAnimal[], total: number): string {
  const named = animals.slice(0, NOTICE_NAMES_MAX).map((animal) => `${displayName(animal)} (${monthDay(animal.date)})`);
  const more = total - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/** The notices to send today: what is due, for the kinds chosen, not yet sent today. */
export function dueNotices(due: DueAnimals, today: string, choices: NoticeChoices, sent: NoticesSent): FarmNotice[] {
  const notices: FarmNotice[] = [];
  if (choices.heatCycleReminders && due.heat.total > 0 && sent.heat !== today) {
    const { total, soonest } = due.heat;
    const who = total === 1 ? '1 cow or heifer comes' : `${total} cows and heifers come`;
    notices.push({ kind: 'heat', title: 'Heat Cycle Reminders', body: `${who} into heat in the next ${HEAT_NOTICE_WINDOW_DAYS} days: ${roll(soonest, total)}.` });
  }
  const last = addDays(today, CALVING_ALERT_DAYS) ?? today;
  const calving = due.calvings.filter((animal) => animal.date >= today && animal.date <= last);
  if (choices.calvingAlerts && calving.length > 0 && sent.calving !== today) {
    // The dashboard lists only the soonest few, so the notice names them without claiming a total.
    notices.push({ kind: 'calving', title: 'Calving Alerts', body: `Due to calve in the next ${CALVING_ALERT_DAYS} days: ${roll(calving, calving.length)}.` });
  }
  return notices;
}
