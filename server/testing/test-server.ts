import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTempFarmDb } from '../../core/testing/temp-farm-db';
import type { FarmDb } from '../../core/db/open-farm-db';
import { createApp } from '../app';
import { silentLogger, type Logger } from '../logger';

export interface TestServer {
  url: string;
  db: FarmDb;
  close: () => Promise<void>;
}

/** The real Koa app on port 0 over a fresh SQLite file: what the API tests call over HTTP. */
export async function startTestServer(opts: { staticDir?: string; log?: Logger } = {}): Promise<TestServer> {
  const { db, dispose } = openTempFarmDb();
  const app = createApp({ db, log: opts.log ?? silentLogger, staticDir: opts.staticDir });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => {
          dispose();
          if (error) reject(error);
          else resolve();
        }),
      ),
  };
}
