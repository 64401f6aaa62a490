import { openTempFarmDb } from '../../core/testing/temp-farm-db';
import type { Mailer } from '../../core/api/mailer';
import type { FarmDb } from '../../core/db/open-farm-db';
import { listen } from '../listen';
import { silentLogger, type Logger } from '../logger';

export interface TestServer {
  url: string;
  db: FarmDb;
  close: () => Promise<void>;
}

/** The real Koa app on port 0 over a fresh SQLite file: what the API tests call over HTTP. */
export async function startTestServer(opts: { staticDir?: string; log?: Logger; mailer?: Mailer; signupsPerHour?: number } = {}): Promise<TestServer> {
  const { db, dispose } = openTempFarmDb();
  const { staticDir, mailer, signupsPerHour } = opts;
  const running = await listen({ db, log: opts.log ?? silentLogger, staticDir, mailer, signupsPerHour, host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${running.port}`,
    db,
    close: () => running.close().finally(dispose),
  };
}
