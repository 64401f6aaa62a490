// What the desktop app's preload script gives the renderer as `window.farmHand`, beside the tRPC
// channel. Declared once, here: the preload implements it and the renderer's desktop platform calls it.

/** How a save ended: written, or the person closed the save dialog. */
export type SaveOutcome = 'saved' | 'cancelled';

/** A kind of file an open dialog offers, as Electron's filters name them: `{ name: 'Spreadsheets', extensions: ['xlsx', 'csv'] }`. */
export interface FileKind {
  name: string;
  /** Without the dot. */
  extensions: string[];
}

/** A file the person picked: its name (never its path) and its bytes. */
export interface OpenedFile {
  name: string;
  bytes: Uint8Array;
}

export interface FarmHandBridge {
  /** Tells the main process which session token this window's calls are signed with. */
  setAuthToken(token: string | null): Promise<void>;
  /** Asks where to save the file in the system's save dialog, then writes it there. */
  saveFile(suggestedName: string, data: Uint8Array): Promise<SaveOutcome>;
  /** Asks which file to open in the system's open dialog, then reads it; null when the dialog is closed. */
  openFile(accept: FileKind[]): Promise<OpenedFile | null>;
}
