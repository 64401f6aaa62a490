import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FarmDb } from '../core/db/open-farm-db';
import { createApp } from './app';
import type { Logger } from './logger';

export interface ListenOptions {
  db: FarmDb;
  log: Logger;
  /** The built renderer to serve beside the API; without it only the API answers. */
  staticDir?: string;
  /** HTTPS with this certificate; plain HTTP without. */
  tls?: { cert: Buffer; key: Buffer } | null;
  host: string;
  /** 0 picks a free port. */
  port: number;
}

export interface ListeningServer {
  server: Server;
  scheme: 'http' | 'https';
  port: number;
  /** Stops taking requests, ends idle connections, and resolves once every connection is closed. */
  close(): Promise<void>;
}

/** The Koa app on a port: the server's own entry, the API tests and the desktop's sharing with phones. */
export async function listen(opts: ListenOptions): Promise<ListeningServer> {
  const tls = opts.tls ?? null;
  const app = createApp({ db: opts.db, log: opts.log, staticDir: opts.staticDir, tls: tls !== null });
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
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
