import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { closeFarmDb, openFarmDb } from '../core/db/open-farm-db';
import { ensureDemoAccount } from '../core/seed/demo-account';
import { createApp } from './app';
import { readConfig } from './config';
import { consoleLogger as log } from './logger';

// The server's entry: env → database (migrated at open) → demo account on a fresh farm → listen.
const config = readConfig();
const db = openFarmDb(config.dbFile);
if (config.seedDemo && (await ensureDemoAccount(db))) log.info('created the demo account demo@farmhand.app');

const app = createApp({ db, log, staticDir: config.staticDir, tls: config.tls !== null });
const server = config.tls ? createTlsServer(config.tls, app.callback()) : createServer(app.callback());
// Node closes idle keep-alive connections after 5 s; a client reusing one at that moment gets a
// reset instead of an answer. Keep them longer than clients and proxies do (60 s is common).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const scheme = config.tls ? 'https' : 'http';
  log.info(`Farm Hand serving ${scheme}://${config.host}:${port} (database ${config.dbFile})`);
});

// Finish the requests in flight, then close the database cleanly (the WAL is checkpointed).
function shutdown(signal: string) {
  log.info(`${signal}: shutting down`);
  server.close(() => {
    closeFarmDb(db);
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
