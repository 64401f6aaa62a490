// What the desktop app's preload script gives the renderer as `window.farmHand`, beside the tRPC
// channel. Declared once, here: the preload implements it and the renderer's desktop platform calls it.

/** How a save ended: written, or the person closed the save dialog. */
export type SaveOutcome = 'saved' | 'cancelled';

export interface FarmHandBridge {
  /** Tells the main process which session token this window's calls are signed with. */
  setAuthToken(token: string | null): Promise<void>;
  /** Asks where to save the file in the system's save dialog, then writes it there. */
  saveFile(suggestedName: string, data: Uint8Array): Promise<SaveOutcome>;
}
