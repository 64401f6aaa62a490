import { metaOf } from './procedures';

// What one HTTP request to the tRPC endpoint may carry. tRPC batches calls into one request
// (`/api/trpc/a,b,c?batch=1`) without a limit of its own: one request with 300 exports of a
// 3,000-head farm built 107 MB and held the server up 18 s for every farm.

/** Calls in one batch at most. The app's own client sends one call per request. */
export const MAX_BATCH_CALLS = 10;

export const BATCH_MESSAGES = {
  tooMany: `A batch holds at most ${MAX_BATCH_CALLS} calls.`,
  runsAlone: (path: string) => `${path} cannot be batched: send it on its own.`,
  download: (restPath: string) => `Files are downloaded from their own address: GET ${restPath}.`,
} as const;

/**
 * Why a request to the tRPC endpoint naming these procedures is refused, or null when it may run.
 * A file is never built here (its REST path downloads it, one at a time per farm); a costly call
 * runs only on its own; a batch is small. Unknown paths are left to tRPC, which answers 404.
 */
export function batchRefusal(paths: readonly string[]): string | null {
  if (paths.length > MAX_BATCH_CALLS) return BATCH_MESSAGES.tooMany;
  for (const path of paths) {
    const meta = metaOf(path);
    if (meta?.download && meta.openapi) return BATCH_MESSAGES.download(meta.openapi.path);
    if (paths.length > 1 && (meta?.runsAlone || meta?.download)) return BATCH_MESSAGES.runsAlone(path);
  }
  return null;
}
