import type { AnyTRPCProcedure } from '@trpc/server';
import { appRouter } from './root';
import type { ProcedureMeta } from './trpc';

export interface DownloadRoute {
  method: string;
  path: string;
  contentType: string;
}

/** The REST routes whose procedure answers a file: their REST answer is the file's bytes. */
export function downloadRoutes(): DownloadRoute[] {
  // At run time `procedures` is flat, keyed by dotted path; its type is the nested record.
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>;
  return Object.values(procedures).flatMap((procedure) => {
    const meta = procedure._def.meta as ProcedureMeta | undefined;
    if (!meta?.download || !meta.openapi) return [];
    return [{ method: meta.openapi.method, path: meta.openapi.path, contentType: meta.download.contentType }];
  });
}
