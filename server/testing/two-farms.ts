import { afterAll, beforeAll } from 'vitest';
import { quickUser, type QuickUser } from '../../core/testing/quick-user';
import { startTestServer, type TestServer } from './test-server';

export interface TwoFarms {
  server: TestServer;
  /** The farm under test. */
  farm: QuickUser;
  /** Another farm on the same server, to prove that nothing crosses between them. */
  neighbour: QuickUser;
}

/**
 * Before the file's tests, the real server on a fresh database with two signed-in farms, handed to
 * `take` (the test file keeps them in its own variables); after them, the server stops.
 */
export function serverWithTwoFarms(take: (started: TwoFarms) => void, opts: Parameters<typeof startTestServer>[0] = {}): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(opts);
    take({ server, farm: quickUser(server.db), neighbour: quickUser(server.db) });
  });
  afterAll(() => server?.close());
}
