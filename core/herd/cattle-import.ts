import { randomUUID } from 'node:crypto';
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { todayISO } from '../domain/dates';
import { nextHerdStamp } from '../db/cattle';
import type { FarmDb } from '../db/open-farm-db';
import { nextVersion } from '../db/record-versions';
import { cattle } from '../db/schema';
import { conflictOnDuplicate } from '../db/unique-violation';
import { readHerdFile } from '../imports/read-herd-file';
import { CATTLE_MESSAGES, type CattleFields } from '../schemas/cattle';
import type { ImportReport } from '../schemas/imports';
import { planImport, type ImportPlan } from './cattle-import-plan';

// Import a herd from a file (docs/import.md): read it, plan it against the farm, and unless it is a
// dry run write the plan in one transaction, all of it or nothing. With problems, nothing is written
// unless the caller asked to leave the rows with problems out; a file whose header cannot be read
// writes nothing at all. Every write goes through Drizzle in the caller's write scope, so each new
// and changed animal carries who made it, enters history and the sync change feed (their triggers).

export interface ImportOptions {
  dryRun: boolean;
  skipInvalid: boolean;
  /** 'YYYY-MM-DD' the dates are judged by; the local calendar day by default. */
  today?: string;
}

/** The fields a new animal gives (the rest take their defaults), each as a placeholder for its value. */
const placeholdersOf = <T extends object>(fields: T) =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, sql.placeholder(key)])) as { [K in keyof T]: Placeholder };

/**
 * One INSERT, compiled once for each set of fields the new animals give (a file's rows all give
 * the same) and run for each with its own id. Building a statement per chunk of rows instead made
 * most of the import's garbage (300 MB for 10,000 head) and lifted the server's peak memory.
 */
function insertNewAnimals(db: FarmDb, userId: string, updatedAt: string, creates: readonly CattleFields[]): void {
  const statements = new Map<string, { run(values: Record<string, unknown>): unknown }>();
  for (const fields of creates) {
    const shape = Object.keys(fields).join(' ');
    let statement = statements.get(shape);
    if (!statement) {
      statement = db
        .insert(cattle)
        .values({ ...placeholdersOf(fields), id: sql.placeholder('id'), userId, updatedAt })
        .prepare();
      statements.set(shape, statement);
    }
    statement.run({ ...fields, id: randomUUID() });
  }
}

function writePlan(db: FarmDb, userId: string, plan: ImportPlan): void {
  // One stamp for the whole import: it moves the herd's newest change once, past every earlier write.
  const updatedAt = nextHerdStamp(db, userId);
  insertNewAnimals(db, userId, updatedAt, plan.creates);
  for (const { id, fields } of plan.updates) {
    db.update(cattle)
      .set({ ...fields, updatedAt, version: nextVersion(cattle.version) })
      .where(and(eq(cattle.userId, userId), eq(cattle.id, id)))
      .run();
  }
}

/** Reads `file`, plans it against the farm `userId`, writes it unless told not to, and answers what it did or would do. */
export async function importCattle(db: FarmDb, userId: string, file: Uint8Array, options: ImportOptions): Promise<ImportReport> {
  const sheets = await readHerdFile(file);
  const today = options.today ?? todayISO();
  return db.transaction(
    () => {
      const plan = planImport(db, userId, sheets, today);
      const refused = plan.unreadable || (plan.problems.length > 0 && !options.skipInvalid);
      const applied = !options.dryRun && !refused;
      if (applied) conflictOnDuplicate(() => writePlan(db, userId, plan), CATTLE_MESSAGES.tagInUse, 'tag');
      return { rows: plan.rows, create: plan.creates.length, update: plan.updates.length, unchanged: plan.unchanged, errors: plan.problems, applied };
    },
    // A dry run reads one consistent herd; an import holds the write lock from its plan to its last row.
    { behavior: options.dryRun ? 'deferred' : 'immediate' },
  );
}
