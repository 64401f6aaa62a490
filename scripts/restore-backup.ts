// `npm run restore -- <backup file> [--db <database>]`
//
// Puts one of the server's backups in place of its database (FARM_HAND_DB, or --db, or
// ./data/farm-hand.sqlite). Stop the server first: a database the server has open is refused. The
// backup is checked before anything changes, and the database as it was is kept beside it.
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '../server/backups/restore-backup';
import { databaseFile } from '../server/config';

const USAGE = 'usage: npm run restore -- <backup file> [--db <database>]   (stop the server first)';

function options() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { db: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const [backup] = positionals;
  if (backup === undefined || positionals.length > 1) throw new Error(`Name one backup file to restore.\n${USAGE}`);
  return { backup, target: values.db ?? databaseFile(process.env) };
}

const megabytes = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { backup, target } = options();
  try {
    const restored = await restoreBackup(backup, target);
    console.log(`Checked ${restored.backup} (${megabytes(restored.backup)}): a Farm Hand database that passes SQLite's integrity check.`);
    if (restored.keptBy === 'copied') console.log(`Kept the database as it was in ${restored.keptAs}.`);
    else if (restored.keptBy === 'moved') console.log(`The database could not be read, so it was moved aside as it was, to ${restored.keptAs}.`);
    else console.log(`There was no database at ${restored.target}: nothing to keep.`);
    console.log(`Restored the backup into ${restored.target} (${megabytes(restored.target)}).`);
    console.log('Start the server again: it serves the records of the backup.');
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(error.message);
    console.error(`${target} was left as it was.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
