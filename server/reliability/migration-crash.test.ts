import Database from 'better-sqlite3';
import { copyFileSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeFarmDb, openFarmDb } from '../../core/db/open-farm-db';
import { Random } from '../../core/demo/random';
import { reportFigures } from './report';
import { SCALE } from './scale';
import { childServerQueue, MIGRATIONS_FOLDER } from './support/child-server';
import { childServerSuite } from './support/child-server-bundle';
import { dataOf, fillOldFarmFile, releaseMigrations, removeFarmFile, schemaOf } from './support/migration-files';

// The server opening a farm file of an older release migrates it in one transaction (Drizzle runs
// every pending migration between one BEGIN and one COMMIT). Killed at any moment of that, the file
// must hold the old schema whole or the new one whole, its records unchanged, and open (and
// migrate) cleanly the next time.
//
// The old file is the first release's (0000_init only), not the last release's: the pending set is
// then every later migration (an index dropped, three built over the herd, two tables made, a column
// added), which takes long enough on a big herd to be hit, while the newest alone is one ALTER TABLE
// and one small index.

const SEED = Number(process.env.FARM_HAND_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const OLD_RELEASE = 1;
/** The migrations a first-release file goes through to reach this version's schema. */
const MIGRATIONS_SINCE = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length - OLD_RELEASE;
const FARMS = 2;
const HEAD_PER_FARM = 6_000;
/** Kills are aimed from the start of the migration to this many times its measured length (some land after it). */
const AIM = 1.25;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('crash: SIGKILL while migrating', () => {
  const suite = childServerSuite('migration-crash');

  it(
    `leaves the old schema or the new one whole over ${SCALE.migrationKills} kills (seed ${SEED})`,
    async () => {
      console.log(`[migration-crash] seed ${SEED}: FARM_HAND_CRASH_SEED=${SEED} repeats these kill moments`);
      const started = performance.now();
      const template = join(suite.dir, 'old-release.sqlite');
      fillOldFarmFile(template, releaseMigrations(suite.dir, OLD_RELEASE), FARMS, HEAD_PER_FARM);
      const reference = new Database(template, { readonly: true });
      const oldSchema = schemaOf(reference);
      const data = dataOf(reference);
      reference.close();

      const work = join(suite.dir, 'farm.sqlite');
      const servers = childServerQueue(suite.bundle);
      /** Opens a fresh copy of the old file in the next server; answers it and when it began migrating. */
      async function migrateCopy() {
        removeFarmFile(work);
        copyFileSync(template, work);
        const child = await servers.next();
        child.start(work);
        return { child, migratingAt: await child.reached('migrating') };
      }

      // Migrations left to finish, to time one on this machine now (it is shared: the time drifts, so
      // kills are aimed at the median of the last three, timed again every ten kills).
      const lengths: number[] = [];
      async function timeMigration() {
        const { child, migratingAt } = await migrateCopy();
        lengths.push((await child.reached('migrated')) - migratingAt);
        await child.kill();
      }
      const migrationMs = () => median(lengths.slice(-3));
      for (let i = 0; i < 3; i++) await timeMigration();
      const migrated = new Database(work, { readonly: true });
      const newSchema = schemaOf(migrated);
      migrated.close();
      expect(newSchema).not.toEqual(oldSchema);

      const found = { old: 0, new: 0, neither: [] as string[], integrity: [] as string[], dataChanged: [] as string[], reopenFailed: [] as string[] };
      let killedBeforeMarker = 0;
      const rng = new Random(SEED);
      for (let kill = 0; kill < SCALE.migrationKills; kill++) {
        if (kill > 0 && kill % 10 === 0) await timeMigration();
        const { child, migratingAt } = await migrateCopy();
        let finished = false;
        child.reached('migrated').then(
          () => (finished = true),
          () => {},
        );
        const aim = rng.float() * migrationMs() * AIM;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, migratingAt + aim - performance.now())));
        if (!finished) killedBeforeMarker += 1;
        await child.kill();

        // Opened as the next start would: SQLite recovers the WAL, dropping an uncommitted migration.
        const after = new Database(work);
        const schema = schemaOf(after);
        const integrity = after.pragma('integrity_check', { simple: true });
        const kept = dataOf(after);
        after.close();
        if (schema === oldSchema) found.old += 1;
        else if (schema === newSchema) found.new += 1;
        else found.neither.push(`kill ${kill} (${aim.toFixed(0)} ms in): ${schema}`);
        if (integrity !== 'ok') found.integrity.push(`kill ${kill}: ${String(integrity)}`);
        if (kept.digest !== data.digest) found.dataChanged.push(`kill ${kill}: ${kept.rows} rows of ${data.rows}`);

        try {
          const reopened = openFarmDb(work);
          const schemaNow = schemaOf(reopened.$client);
          const integrityNow = reopened.$client.pragma('integrity_check', { simple: true });
          closeFarmDb(reopened);
          if (schemaNow !== newSchema || integrityNow !== 'ok') found.reopenFailed.push(`kill ${kill}: ${String(integrityNow)} ${schemaNow}`);
        } catch (error) {
          found.reopenFailed.push(`kill ${kill}: ${String(error)}`);
        }
      }

      reportFigures('migration-crash', [
        { name: 'SIGKILLs while migrating a first-release file', value: SCALE.migrationKills, unit: 'kills' },
        { name: 'random seed', value: SEED, unit: 'seed' },
        { name: 'animals in the file', value: FARMS * HEAD_PER_FARM, unit: 'head' },
        { name: 'file size', value: Math.round(statSync(template).size / 2 ** 20), unit: 'MiB' },
        { name: `migration uninterrupted, median (${MIGRATIONS_SINCE} migrations, one transaction)`, value: Math.round(median(lengths)), unit: 'ms' },
        { name: 'kills before the migration announced its end', value: killedBeforeMarker, unit: 'kills' },
        { name: 'files found at the old schema (migration interrupted, rolled back)', value: found.old, unit: 'files' },
        { name: 'files found at the new schema (migration committed)', value: found.new, unit: 'files' },
        { name: 'files at neither schema', value: found.neither.length, unit: 'files' },
        { name: 'integrity_check failures', value: found.integrity.length, unit: 'files' },
        { name: 'files whose records changed', value: found.dataChanged.length, unit: 'files' },
        { name: 'files that did not open and migrate cleanly afterwards', value: found.reopenFailed.length, unit: 'files' },
        { name: 'duration', value: Math.round((performance.now() - started) / 1000), unit: 's' },
      ]);
      expect(found.neither.slice(0, 3), 'files at neither schema').toEqual([]);
      expect(found.integrity, 'integrity_check').toEqual([]);
      expect(found.dataChanged, 'records changed').toEqual([]);
      expect(found.reopenFailed, 'opening afterwards').toEqual([]);
      // Some kills must really have interrupted the migration, or this proves nothing.
      expect(found.old).toBeGreaterThan(0);
      expect(found.old + found.new).toBe(SCALE.migrationKills);
    },
    60_000 + SCALE.migrationKills * 4_000,
  );
});
