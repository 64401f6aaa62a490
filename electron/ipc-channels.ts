// Channel names shared by the main process and the preload (the tRPC channel is trpc-electron's own).

/** The renderer tells the main process which session token this window signs its calls with. */
export const AUTH_TOKEN_CHANNEL = 'farm-hand:auth-token';

/** The renderer hands over a file to save through the system's save dialog. */
export const SAVE_FILE_CHANNEL = 'farm-hand:save-file';

/** The renderer asks for a file the person picks in the system's open dialog. */
export const OPEN_FILE_CHANNEL = 'farm-hand:open-file';
