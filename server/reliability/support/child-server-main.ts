// The real server in a process of its own, for the tests that kill it or watch its memory. It loads
// its code first and says `ready`, then waits for one line on stdin naming the farm file, so a test
// can start the next server while the last one is still running and open the file at a moment of
// its choosing. Each step is announced on stdout as it begins or ends; the test reads them as markers.
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { openFarmDb } from '../../../core/db/open-farm-db';
import { listen } from '../../listen';
import { consoleLogger, silentLogger, type Logger } from '../../logger';

/** What the test sends: the farm file and the migrations to bring it up to date with. */
export interface ChildStartOrder {
  file: string;
  migrationsFolder: string;
}

// Requests are not logged (thousands a second); errors are, so a 500 shows in the test's output.
const log: Logger = { ...silentLogger, error: consoleLogger.error };

const say = (line: string) => process.stdout.write(`${line}\n`);

const lines = createInterface({ input: process.stdin });
// The test holds the other end: when it goes away, so does this server, and no process is left behind.
lines.on('close', () => process.exit(0));
say('ready');

const [order] = (await once(lines, 'line')) as [string];
const { file, migrationsFolder } = JSON.parse(order) as ChildStartOrder;
say('migrating');
const db = openFarmDb(file, { migrationsFolder });
say('migrated');
const running = await listen({ db, log, host: '127.0.0.1', port: 0 });
say(`listening ${running.port}`);
