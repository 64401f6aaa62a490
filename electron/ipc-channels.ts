// Channel names shared by the main process and the preload (the tRPC channel is trpc-electron's own).
/** The renderer tells the main process which session token this window signs its calls with. */
export const AUTH_TOKEN_CHANNEL = 'farm-hand:auth-token';

/** What the preload exposes to the renderer as `window.farmHand`. */
export interface FarmHandBridge {
  setAuthToken(token: string | null): Promise<void>;
}
