// A server under test, in a process of its own (started by children.ts), so the load generator does
// not share its event loop and its peak memory is its own. Argument: a JSON ServeSpec. Tells the
// parent its port over IPC, and stops when the parent says so or goes away.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeFarmDb, openFarmDb } from '../core/db/open-farm-db';
import { listen } from '../server/listen';
import { consoleLogger, silentLogger } from '../server/logger';
import { floorServer } from './floor-server';
import type { Certificate } from './tls';

export interface ServeSpec {
  /** `app`: the real server (server/listen.ts); `floor`: floor-server.ts. */
  kind: 'app' | 'floor';
  dbFile: string;
  /** The one farm the floor serves. */
  userId: string;
  /** The built renderer, for the app to serve beside the API. */
  staticDir?: string;
  /** The app over HTTPS with this certificate; plain HTTP without. */
  tls?: Certificate;
}

export interface ServeReady {
  port: number;
  scheme: 'http' | 'https';
  /** PRAGMA synchronous of the server's connection (2 = FULL). */
  synchronous: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as ServeSpec;
const db = openFarmDb(spec.dbFile);
const synchronous = Number(db.$client.pragma('synchronous', { simple: true }));
let stop: () => Promise<void>;

if (spec.kind === 'app') {
  // Errors still reach stderr: a 500 during a run must be seen, not averaged in.
  const tls = spec.tls ? { cert: Buffer.from(spec.tls.cert), key: Buffer.from(spec.tls.key) } : null;
  const running = await listen({ db, log: { ...silentLogger, error: consoleLogger.error }, staticDir: spec.staticDir, tls, host: '127.0.0.1', port: 0 });
  process.send?.({ port: running.port, scheme: running.scheme, synchronous } satisfies ServeReady);
  stop = running.close;
} else {
  const server: Server = floorServer(db, spec.userId);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send?.({ port: (server.address() as AddressInfo).port, scheme: 'http', synchronous } satisfies ServeReady);
  stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

let stopping = false;
const shutDown = () => {
  if (stopping) return;
  stopping = true;
  stop()
    .catch((error: unknown) => console.error('closing the server failed', error))
    .finally(() => {
      closeFarmDb(db);
      process.exit(0);
    });
};
process.on('message', (message) => message === 'stop' && shutDown());
process.on('disconnect', shutDown);
