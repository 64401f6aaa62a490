// IPC carries no headers, so the main process remembers each window's session token (the one the
// renderer keeps under localStorage `authToken`) and opens the session from it on every call,
// exactly as the HTTP server does with `Authorization: Bearer`.
const MAX_TOKEN_LENGTH = 512;

export class WindowTokens {
  private readonly tokens = new Map<number, string>();

  /** Records (or, with null, forgets) a window's token; anything but a sane string is forgotten. */
  set(webContentsId: number, token: unknown): void {
    if (typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH) {
      this.tokens.set(webContentsId, token);
    } else {
      this.tokens.delete(webContentsId);
    }
  }

  get(webContentsId: number): string | null {
    return this.tokens.get(webContentsId) ?? null;
  }

  forget(webContentsId: number): void {
    this.tokens.delete(webContentsId);
  }
}
