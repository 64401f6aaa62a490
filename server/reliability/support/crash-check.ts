import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../../../core/db/schema';
import type { CrashLedger, CrashWrite } from './crash-writes';

// What the crash test checks in the farm file after each kill, against what the server acknowledged.

type Animal = Pick<typeof schema.cattle.$inferSelect, 'id' | 'tag' | 'weight' | 'breedingDate' | 'strawsUsed' | 'status'>;
type Activity = Pick<typeof schema.activities.$inferSelect, 'id' | 'type' | 'cattleTag' | 'date' | 'strawsUsed'>;
type StrawLot = Pick<typeof schema.semenStraws.$inferSelect, 'id' | 'totalStraws' | 'remainingStraws'>;

/** The records the checks read: the farm's now, or those a backup holds (same names, same fields). */
interface FarmRecords {
  cattle: Animal[];
  activities: Activity[];
  semenStraws: StrawLot[];
}

export interface CrashCheck {
  /** `ok`, or what PRAGMA integrity_check and foreign_key_check said. */
  integrity: string;
  /** Acknowledged writes not in the file (nor in a backup Clear All Data took). */
  lost: string[];
  /** Multi-row writes found in part: a breeding without its animal's change or its straws, a clear that kept records. */
  halfWritten: string[];
  /** Writes answered with a refusal that were saved all the same. */
  refusedButSaved: string[];
  /** How many of the last run's unanswered writes are in the file. */
  savedInFlight: number;
}

/** Every breeding is whole: on its animal, with its straws drawn; no animal carries a breeding without one. */
function halfWrittenBreedings(records: FarmRecords): string[] {
  const problems: string[] = [];
  const byTag = new Map(records.cattle.map((animal) => [animal.tag, animal]));
  const breedings = records.activities.filter((activity) => activity.type === 'breeding');
  const bred = new Set<string | null>(breedings.map((activity) => activity.cattleTag));
  for (const breeding of breedings) {
    const animal = byTag.get(breeding.cattleTag);
    if (animal?.breedingDate !== breeding.date || animal.strawsUsed !== breeding.strawsUsed || animal.status !== 'bred') {
      problems.push(`breeding ${breeding.id} of ${breeding.cattleTag} is not on its animal (${JSON.stringify(animal ?? null)})`);
    }
  }
  for (const animal of records.cattle) {
    if (animal.breedingDate !== null && !bred.has(animal.tag)) problems.push(`animal ${animal.tag} carries a breeding with no activity`);
  }
  const drawn = records.semenStraws.reduce((sum, lot) => sum + lot.totalStraws - lot.remainingStraws, 0);
  const used = breedings.reduce((sum, breeding) => sum + (breeding.strawsUsed ?? 0), 0);
  if (drawn !== used) problems.push(`${drawn} straws drawn from the tanks, ${used} used by the breedings`);
  if (records.semenStraws.some((lot) => lot.remainingStraws < 0)) problems.push('a straw lot holds fewer than none');
  return problems;
}

/** `ok`, or what PRAGMA integrity_check and foreign_key_check said of the file. */
export function integrityOf(sqlite: Database.Database): string {
  const orphans = sqlite.pragma('foreign_key_check') as unknown[];
  return [sqlite.pragma('integrity_check', { simple: true }), ...orphans.map((row) => JSON.stringify(row))].join('; ');
}

/** Reads the farm file after each restart (beside the running server, read-only) and checks it. */
export class CrashChecker {
  /** Records a before-clear backup holds: acknowledged, then cleared on purpose. */
  private readonly archived = new Set<string>();
  private readonly seenBackups = new Set<string>();

  constructor(
    private readonly file: string,
    private readonly userId: string,
    private readonly ledger: CrashLedger,
  ) {}

  check(inFlight: readonly CrashWrite[]): CrashCheck {
    const sqlite = new Database(this.file, { readonly: true });
    try {
      return { integrity: integrityOf(sqlite), ...this.compare(this.read(sqlite), inFlight) };
    } finally {
      sqlite.close();
    }
  }

  private read(sqlite: Database.Database) {
    const db = drizzle(sqlite, { schema });
    const { cattle, activities, semenStraws, farmBackups } = schema;
    const mine = this.userId;
    // One read transaction: the records and the backups as of the same moment.
    return sqlite.transaction(() => ({
      live: {
        cattle: db
          .select({ id: cattle.id, tag: cattle.tag, weight: cattle.weight, breedingDate: cattle.breedingDate, strawsUsed: cattle.strawsUsed, status: cattle.status })
          .from(cattle)
          .where(eq(cattle.userId, mine))
          .all(),
        activities: db
          .select({ id: activities.id, type: activities.type, cattleTag: activities.cattleTag, date: activities.date, strawsUsed: activities.strawsUsed })
          .from(activities)
          .where(eq(activities.userId, mine))
          .all(),
        semenStraws: db
          .select({ id: semenStraws.id, totalStraws: semenStraws.totalStraws, remainingStraws: semenStraws.remainingStraws })
          .from(semenStraws)
          .where(eq(semenStraws.userId, mine))
          .all(),
      } satisfies FarmRecords,
      backups: db
        .select({ id: farmBackups.id, reason: farmBackups.reason, payload: farmBackups.payload })
        .from(farmBackups)
        .where(eq(farmBackups.userId, mine))
        .all(),
    }))();
  }

  private compare(state: ReturnType<CrashChecker['read']>, inFlight: readonly CrashWrite[]): Omit<CrashCheck, 'integrity'> {
    const { ledger } = this;
    const halfWritten = halfWrittenBreedings(state.live);
    const liveIds = new Set([...state.live.cattle, ...state.live.activities].map((record) => record.id));
    let clearedInFlight = false;
    for (const backup of state.backups) {
      if (this.seenBackups.has(backup.id)) continue;
      this.seenBackups.add(backup.id);
      if (!ledger.backups.has(backup.id)) clearedInFlight = true;
      const records = (JSON.parse(backup.payload) as { records: FarmRecords }).records;
      halfWritten.push(...halfWrittenBreedings(records).map((problem) => `in backup ${backup.id}: ${problem}`));
      for (const record of [...records.cattle, ...records.activities]) {
        this.archived.add(record.id);
        if (liveIds.has(record.id)) halfWritten.push(`Clear All Data (backup ${backup.id}) left ${record.id} in place`);
      }
    }
    const kept = (id: string) => liveIds.has(id) || this.archived.has(id);
    const weightOf = new Map(state.live.cattle.map((animal) => [animal.id, animal.weight]));
    const lost = [
      ...[...ledger.animals].filter(([id]) => !kept(id)).map(([id, tag]) => `animal ${tag} (${id})`),
      ...[...ledger.breedings].filter((id) => !kept(id)).map((id) => `breeding ${id}`),
      ...[...ledger.weights].filter(([id, weight]) => weightOf.has(id) && weightOf.get(id) !== weight).map(([id, weight]) => `weight ${weight} of ${id}`),
      ...[...ledger.backups].filter((id) => !this.seenBackups.has(id)).map((id) => `backup ${id}`),
    ];
    const refusedButSaved = [...ledger.refused].filter(kept).map((id) => `refused breeding ${id}`);
    const saved = (write: CrashWrite) => {
      if (write.kind === 'clear') return clearedInFlight;
      if (write.kind === 'weight') return weightOf.get(write.id) === write.weight;
      return kept(write.id);
    };
    return { lost, halfWritten, refusedButSaved, savedInFlight: inFlight.filter(saved).length };
  }
}
