import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../../core/api/root';
import { DEMO_ACCOUNT } from '../../../core/demo/account';
import { PRIVACY_MESSAGES } from '../privacy-mode';
import { privacyLink } from './privacy-link';

const REAL_USER = { id: 'u1', email: 'sam@real-ranch.com', farmName: 'Real Ranch', ownerName: 'Sam', location: 'Texas', isActive: true, createdAt: 'x', updatedAt: 'y' };

/** Stands in for the transport: records what reaches it and answers the session calls. */
function server(reached: string[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        reached.push(op.path);
        const data = op.path === 'auth.me' ? REAL_USER : op.path === 'auth.login' ? { token: 't', user: REAL_USER } : { ok: true };
        observer.next({ result: { type: 'data', data } });
        observer.complete();
      });
}

function client() {
  const reached: string[] = [];
  return { reached, api: createTRPCClient<AppRouter>({ links: [privacyLink(), server(reached)] }) };
}

describe('privacy mode as a data source', () => {
  it('answers reads of farm data from the demo farm without sending them on', async () => {
    const { reached, api } = client();
    const herd = await api.cattle.list.query();
    const stats = await api.dashboard.stats.query();
    expect(herd.length).toBeGreaterThan(100);
    expect(stats.totalCattle).toBeGreaterThan(0);
    expect(reached).toEqual([]);
  });

  it('refuses every write with a clear message, and sends nothing', async () => {
    const { reached, api } = client();
    const failure = await api.cattle.create.mutate({ type: 'Cow', pasture: 'North', tag: '1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AppRouter>).message).toBe(PRIVACY_MESSAGES.writeRefused);
    expect((failure as TRPCClientError<AppRouter>).data?.code).toBe('FORBIDDEN');
    await expect(api.auth.updateProfile.mutate({ farmName: 'a', ownerName: 'b', location: 'c', email: 'a@b.co' })).rejects.toThrow(PRIVACY_MESSAGES.writeRefused);
    expect(reached).toEqual([]);
  });

  it('lets the session calls through, showing the account as the demo farm\'s', async () => {
    const { reached, api } = client();
    expect(await api.auth.me.query()).toMatchObject({ email: DEMO_ACCOUNT.email, farmName: DEMO_ACCOUNT.farmName });
    expect((await api.auth.login.mutate({ email: 'sam@real-ranch.com', password: 'secret1' })).user.farmName).toBe(DEMO_ACCOUNT.farmName);
    await api.auth.logout.mutate();
    expect(reached).toEqual(['auth.me', 'auth.login', 'auth.logout']);
  });

  it('declines the export with its own reason', async () => {
    const { api } = client();
    await expect(api.exports.cattleWorkbook.query()).rejects.toThrow(PRIVACY_MESSAGES.exportRefused);
  });
});
