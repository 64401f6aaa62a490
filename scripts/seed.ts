// `npm run seed -- --head 10000 [--email bench@farmhand.app] [--password …] [--db path] [--seed n]`
//
// Fills one account with N realistic head (the demo ranch's herd, generated again and again with
// successive seeds and renumbered: core/demo/big-herd.ts) plus its pastures, for trying the app
// and measuring it with a big farm. Creates the account if it does not exist, otherwise adds to
// it, numbering the new animals after its highest tag. Deterministic for a given day and seed.
// The database is FARM_HAND_DB or ./data/farm-hand.sqlite (created and migrated if needed).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../core/auth/passwords';
import { closeFarmDb, openFarmDb } from '../core/db/open-farm-db';
import { cattle } from '../core/db/schema';
import { findUserByEmail, insertUser } from '../core/db/users';
import { DEFAULT_DEMO_SEED } from '../core/demo';
import { seedBigHerd } from '../core/seed/big-herd';
import { todayISO } from '../core/domain/dates';

const USAGE = 'usage: npm run seed -- --head 10000 [--email bench@farmhand.app] [--password farmhand-bench] [--db path] [--seed n]';

function options() {
  const { values } = parseArgs({
    options: {
      head: { type: 'string' },
      email: { type: 'string', default: 'bench@farmhand.app' },
      password: { type: 'string', default: 'farmhand-bench' },
      db: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const head = Number(values.head);
  if (!Number.isInteger(head) || head < 1 || head > 1_000_000) throw new Error(`--head must be a whole number from 1 to 1000000\n${USAGE}`);
  const seed = values.seed === undefined ? DEFAULT_DEMO_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number\n${USAGE}`);
  if (values.password.length < 6) throw new Error('--password must be at least 6 characters (the app’s own rule)');
  const dbFile = resolve(values.db ?? process.env.FARM_HAND_DB ?? './data/farm-hand.sqlite');
  return { head, seed, email: values.email, password: values.password, dbFile };
}

async function main() {
  const { head, seed, email, password, dbFile } = options();
  const started = performance.now();
  const db = openFarmDb(dbFile);
  try {
    let user = findUserByEmail(db, email);
    const created = !user;
    if (!user) {
      user = insertUser(db, { email, passwordHash: await hashPassword(password), farmName: 'Big Herd Ranch', ownerName: null, location: null });
    }
    const seeded = seedBigHerd(db, user.id, { head, today: todayISO(), seed });
    const total = db.select({ n: count() }).from(cattle).where(eq(cattle.userId, user.id)).get()?.n ?? 0;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${created ? 'Created' : 'Reused'} ${email}${created ? ` (password: ${password})` : ''} in ${dbFile}`);
    console.log(`Added ${seeded.head} head and ${seeded.pastures} pastures in ${seconds} s; the farm now has ${total} head.`);
  } finally {
    closeFarmDb(db);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
