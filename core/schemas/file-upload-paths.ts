// Apart from the file schemas, as file-download-paths.ts is: the web's upload link reads these paths
// in the entry script, which must not bring zod in with it.

/**
 * Where the API takes each file the app uploads, by procedure. On the web the file's bytes go to
 * this path as the request's body; the desktop calls the procedure over IPC with the file in base64.
 */
export const FILE_UPLOAD_PATHS = {
  'imports.cattle': '/api/import/cattle',
} as const satisfies Record<string, `/api/${string}`>;
