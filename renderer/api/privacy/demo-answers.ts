// What privacy mode answers for each read: the demo farm, in the shapes of the real procedures.
// Keyed by procedure path and checked against the router, so a new read that is not given a demo
// answer here (or named a session call) does not compile. Loaded only in privacy mode.
import { demoHistoryPage } from '../../../core/demo/history';
import { DEMO_MEMBERS } from '../../../core/demo/members';
import { historyInput } from '../../../core/schemas/history';
import { demoRecords, type DemoRecords } from '../../../core/demo/records';
import { todayISO } from '../../../core/domain/dates';
import { farmReadsOver } from '../farm-reads';
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
  // The demo farm's own devices raise no conflicts.
  ...farmReadsOver(({ records, today }: DemoFarmNow) => ({ lists: { ...records, conflicts: [] }, today })),
  'data.backups': () => [],
  'farm.members': () => [...DEMO_MEMBERS],
  'farm.invitations': () => [],
  'history.list': ({ records }, input) => demoHistoryPage(records, historyInput.parse(input ?? {})),
  'exports.cattleWorkbook': () => {
    throw new PrivacyRefusal(PRIVACY_MESSAGES.exportRefused);
  },
  // Privacy mode keeps no replica and sends nothing, so it has no changes to pull.
  'sync.changes': () => {
    throw new PrivacyRefusal(PRIVACY_MESSAGES.syncRefused);
  },
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
