import { describe, expect, it } from 'vitest';
import { NEEDS_SERVER_MESSAGE, SERVER_UNREACHABLE_MESSAGE } from './errors';
import { waitsForServer, whyNotLoaded } from './read-state';

const read = (state: Partial<{ data: unknown; error: unknown; isPaused: boolean }>) => ({ data: undefined, error: null, isPaused: false, ...state });

describe('a read with nothing to show', () => {
  it('waits for the server when it is held offline with nothing kept on the device, and says it needs the server', () => {
    const held = read({ isPaused: true });
    expect(waitsForServer(held)).toBe(true);
    expect(whyNotLoaded(held, 'fallback')).toBe(NEEDS_SERVER_MESSAGE);
    expect(NEEDS_SERVER_MESSAGE).toBe("This needs a connection to the farm's server.");
  });

  it('shows what this device kept while it is held offline', () => {
    const kept = read({ data: [], isPaused: true });
    expect(waitsForServer(kept)).toBe(false);
    expect(whyNotLoaded(kept, 'fallback')).toBeNull();
  });

  it('is on its way while online: nothing to say yet', () => {
    expect(waitsForServer(read({}))).toBe(false);
    expect(whyNotLoaded(read({}), 'fallback')).toBeNull();
  });

  it("says a failure's own message, or the fallback", () => {
    expect(whyNotLoaded(read({ error: new Error('No such farm') }), 'fallback')).toBe('No such farm');
    expect(whyNotLoaded(read({ error: new TypeError('Failed to fetch') }), 'fallback')).toBe(SERVER_UNREACHABLE_MESSAGE);
    expect(whyNotLoaded(read({ error: 'odd' }), 'fallback')).toBe('fallback');
  });
});
