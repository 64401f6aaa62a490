import { onlineManager } from '@tanstack/react-query';
import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../core/api/root';
import { openTempFarmDb } from '../../core/testing/temp-farm-db';
import { listen, type ListeningServer } from '../../server/listen';
import { silentLogger } from '../../server/logger';
import { isNetworkFailure, reachabilityLink, RETRY_DELAYS_MS } from './reachability';

// "Online" means the farm's server answers, whatever the browser says: the app's own client, with
// its reachability link, against the real server on a port that goes quiet and comes back.

const farm = openTempFarmDb();
let running: ListeningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  onlineManager.setOnline(true);
});

const serve = async (port = 0) => (running = await listen({ db: farm.db, log: silentLogger, host: '127.0.0.1', port }));

function clientOf(port: number) {
  const client: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
    links: [reachabilityLink((): Promise<unknown> => client.health.check.query()), httpLink({ url: `http://127.0.0.1:${port}/api/trpc` })],
  });
  return client;
}

describe('reachability', () => {
  it('a call that never reaches the server marks the app offline, and the app is online again by itself once the server answers', async () => {
    const { port } = await serve();
    const client = clientOf(port);
    await expect(client.health.check.query()).resolves.toEqual({ ok: true });
    await running!.close();
    running = undefined;

    const failure = await client.health.check.query().catch((error: unknown) => error);
    expect(isNetworkFailure(failure)).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);

    // Nothing else calls meanwhile: the link's own probe finds the server back on its port.
    await serve(port);
    await expect.poll(() => onlineManager.isOnline(), { timeout: RETRY_DELAYS_MS[0] + 3_000, interval: 100 }).toBe(true);
  });

  it("a refusal the server gave (401 without a sign-in) is an answer, not a lost connection: the app stays online", async () => {
    const { port } = await serve();
    const failure = await clientOf(port).auth.me.query().catch((error: unknown) => error);
    expect(isNetworkFailure(failure)).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a call the app cancelled itself is not a lost connection', async () => {
    const { port } = await serve();
    const cancel = new AbortController();
    const call = clientOf(port).health.check.query(undefined, { signal: cancel.signal });
    cancel.abort();
    const failure = await call.catch((error: unknown) => error);
    expect(isNetworkFailure(failure)).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
