// Apart from the file schemas: the web's download link reads these paths in the entry script,
// which must not bring zod in with it.

/**
 * Where the API serves each file the app downloads, by procedure. On the web the file is fetched
 * from this path itself (streamed, one export at a time per farm), never through the tRPC endpoint,
 * which refuses to build files; the desktop calls the procedure over IPC.
 */
export const FILE_DOWNLOAD_PATHS = {
  'exports.cattleWorkbook': '/api/cattle/export',
} as const satisfies Record<string, `/api/${string}`>;
