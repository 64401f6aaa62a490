// What privacy mode answers for each read: the demo farm, in the shapes of the real procedures.
// Keyed by procedure path and checked against the router, so a new read that is not given a demo
// answer here (or named a session call) does not compile. Loaded only in privacy mode.
import { demoRecords, type DemoRecords } from '../../../core/demo/records';
import { dashboardWidgets } from '../../../core/domain/dashboard-widgets';
import { todayISO } from '../../../core/domain/dates';
import { herdReport } from '../../../core/domain/herd-report';
import { herdStats } from '../../../core/domain/herd-stats';
import { REPORTS_RECENT_ACTIVITIES } from '../../../core/domain/constants';
import type { ProcedureInput, ProcedureOutput, QueryPath } from '../procedure-paths';
import { PRIVACY_MESSAGES } from '../privacy-mode';
import type { SessionCall } from './session-calls';

export interface DemoFarmNow {
  records: DemoRecords;
  today: string;
}

/** A read privacy mode declines, with the reason the visitor is shown. */
export class PrivacyRefusal extends Error {}

type DemoAnswers = {
  [Path in Exclude<QueryPath, SessionCall>]: (farm: DemoFarmNow, input: ProcedureInput<Path>) => ProcedureOutput<Path>;
};

export const DEMO_ANSWERS: DemoAnswers = {
  'cattle.list': ({ records }) => records.cattle,
  'pastures.list': ({ records }) => records.pastures,
  'dashboard.stats': ({ records, today }) => herdStats(records.cattle, records.pastures, today),
  'dashboard.widgets': ({ records, today }) => dashboardWidgets(records.cattle, today),
  'activities.list': ({ records }) => records.activities,
  'semenTanks.list': ({ records }) => records.semenTanks,
  'semenCanes.list': ({ records }) => records.semenCanes,
  'semenStraws.list': ({ records }) => records.semenStraws,
  'embryos.list': ({ records }) => records.embryos,
  'storageTanks.list': ({ records }) => records.storageTanks,
  'forage.list': ({ records }) => records.forage,
  'reports.herd': ({ records, today }) => ({
    ...herdReport(records.cattle, today),
    // The demo activities are kept newest first, as the activity list answers them.
    recentActivities: records.activities.slice(0, REPORTS_RECENT_ACTIVITIES),
  }),
  'data.summary': ({ records }) => ({ totalCattle: records.cattle.length, activities: records.activities.length, pastures: records.pastures.length }),
  // The demo farm is made afresh on each load: it has no backups.
  'data.backups': () => [],
  'exports.cattleWorkbook': () => {
    throw new PrivacyRefusal(PRIVACY_MESSAGES.exportRefused);
  },
  // Privacy mode keeps no replica and sends nothing, so it has no changes to pull and no conflicts.
  'sync.changes': () => {
    throw new PrivacyRefusal(PRIVACY_MESSAGES.syncRefused);
  },
  'conflicts.list': () => [],
  // Opened by a copied link in a browser, not by the app; refused all the same.
  'exports.sharedCattleWorkbook': () => {
    throw new PrivacyRefusal(PRIVACY_MESSAGES.exportRefused);
  },
};

let farm: DemoFarmNow | undefined;

/** The answer to a read, from today's demo farm (generated once per page load). */
export function demoAnswer(path: string, input: unknown): unknown {
  const answer = (DEMO_ANSWERS as Record<string, ((farm: DemoFarmNow, input: unknown) => unknown) | undefined>)[path];
  if (!answer) throw new PrivacyRefusal(PRIVACY_MESSAGES.writeRefused);
  if (!farm) {
    const today = todayISO();
    farm = { records: demoRecords(today), today };
  }
  return answer(farm, input);
}
