import { createTRPCUntypedClient, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { lazyLink } from './lazy-link';

/** A transport that answers each call with its input, noting the paths it was sent. */
function answering(sent: string[]): TRPCLink<AnyTRPCRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        sent.push(op.path);
        observer.next({ result: { type: 'data', data: op.input } });
        observer.complete();
      });
}

/** A load the test finishes when it chooses. */
function heldLoad(link: TRPCLink<AnyTRPCRouter>) {
  let finish!: () => void;
  const loaded = new Promise<void>((resolve) => (finish = resolve));
  let loads = 0;
  return {
    load: () => {
      loads += 1;
      return loaded.then(() => link);
    },
    finish: () => finish(),
    loads: () => loads,
  };
}

describe('the desktop transport loads when its first call is made', () => {
  it('loads once; calls made while it loads wait for it and are answered', async () => {
    const sent: string[] = [];
    const held = heldLoad(answering(sent));
    const client = createTRPCUntypedClient<AnyTRPCRouter>({ links: [lazyLink(held.load)] });
    const answers = Promise.all([client.query('cattle.list'), client.query('pastures.list', 'north')]);
    await Promise.resolve();
    expect(sent).toEqual([]);
    held.finish();
    expect(await answers).toEqual([undefined, 'north']);
    expect(await client.query('medicines.list', 3)).toBe(3);
    expect(held.loads()).toBe(1);
    expect(sent).toEqual(['cattle.list', 'pastures.list', 'medicines.list']);
  });

  it('never sends a subscription ended before the transport loaded', async () => {
    const sent: string[] = [];
    const held = heldLoad(answering(sent));
    const client = createTRPCUntypedClient<AnyTRPCRouter>({ links: [lazyLink(held.load)] });
    client.subscription('sync.onChange', undefined, {}).unsubscribe();
    held.finish();
    expect(await client.query('pastures.list', 'kept')).toBe('kept');
    expect(sent).toEqual(['pastures.list']);
  });

  it('fails the call when the load fails, and loads again for the next', async () => {
    const sent: string[] = [];
    let attempts = 0;
    const load = () => (++attempts === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(answering(sent)));
    const client = createTRPCUntypedClient<AnyTRPCRouter>({ links: [lazyLink(load)] });
    await expect(client.query('cattle.list')).rejects.toThrow('chunk missing');
    expect(await client.query('cattle.list', 'again')).toBe('again');
    expect(attempts).toBe(2);
  });
});
