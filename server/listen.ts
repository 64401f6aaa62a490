import { createServer, type Server } from 'node:http';
import type { Mailer } from '../core/api/mailer';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FarmDb } from '../core/db/open-farm-db';
import { createApp } from './app';
import type { Logger } from './logger';

/** How often a closing server ends connections that have gone idle, and how long requests may finish. */
const IDLE_SWEEP_MS = 50;
const CLOSE_GRACE_MS = 4000;

export interface ListenOptions {
  db: FarmDb;
  log: Logger;
  /** The built renderer to serve beside the API; without it only the API answers. */
  staticDir?: string;
  /** HTTPS with this certificate; plain HTTP without. */
  tls?: { cert: Buffer; key: Buffer } | null;
  /** Sends e-mail for the API; none on the desktop's sharing. */
  mailer?: Mailer | null;
  /** Sign-ups one client address may make within an hour (10 unless set). */
  signupsPerHour?: number;
  host: string;
  /** 0 picks a free port. */
  port: number;
}

export interface ListeningServer {
  server: Server;
  scheme: 'http' | 'https';
  port: number;
  /** Stops taking requests, lets those under way finish (up to 4 s), and resolves once every connection is closed. */
  close(): Promise<void>;
}

/** The Koa app on a port: the server's own entry, the API tests and the desktop's sharing with phones. */
export async function listen(opts: ListenOptions): Promise<ListeningServer> {
  const tls = opts.tls ?? null;
  const { db, log, staticDir, mailer, signupsPerHour } = opts;
  const app = createApp({ db, log, staticDir, tls: tls !== null, mailer, signupsPerHour });
  const server: Server = tls ? createTlsServer(tls, app.callback()) : createServer(app.callback());
  // Node closes idle keep-alive connections after 5 s; a client reusing one at that moment gets a
  // reset instead of an answer. Keep them longer than clients and proxies do (60 s is common).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    scheme: tls ? 'https' : 'http',
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A keep-alive connection whose answer has just gone out may not count as idle yet, and would
        // hold the close for a minute: idle connections are ended again until none is left, and any
        // request still running after the grace period is cut.
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        server.close((error) => {
          clearInterval(sweep);
          clearTimeout(cut);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
