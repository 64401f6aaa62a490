import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import type { FileKind, OpenedFile, SaveOutcome } from './bridge';

/** What the renderer needs from the shell it runs in: the browser (PWA) or the Electron window. */
export interface Platform {
  readonly name: 'web' | 'electron';
  /** The tRPC link every call goes through. */
  createLink(): TRPCLink<AppRouter>;
  /**
   * Tells the shell which token signs the next calls. The web link reads it from localStorage on
   * each request, so this is a no-op there; Electron's IPC carries no headers, so its main process
   * keeps the token per window. Await it before the next call.
   */
  authTokenChanged(token: string | null): Promise<void>;
  /**
   * Hands a file to the person: a download in the browser, the system's save dialog on the desktop.
   * Every file the app makes (exports, backups) leaves through here.
   */
  saveFile(suggestedName: string, data: Uint8Array): Promise<SaveOutcome>;
  /**
   * Lets the person pick a file of one of the kinds given: the browser's file chooser, the system's
   * open dialog on the desktop. Null when they close it without picking. Every file the app reads
   * (imports) comes in through here.
   */
  openFile(accept: FileKind[]): Promise<OpenedFile | null>;
  /**
   * Whether what the screens last loaded is kept on the device, so the app opens with no network:
   * the web's server may be out of reach, the desktop's farm file is on the same machine.
   */
  readonly keepsLastLoaded: boolean;
  /** Caches the app shell for offline start-up where a service worker makes sense (the web). */
  registerServiceWorker(): void;
}
