import { procedureInfos } from './procedures';

export interface DownloadRoute {
  method: string;
  path: string;
  contentType: string;
}

/** The REST routes whose procedure answers a file: their REST answer is the file's bytes. */
export function downloadRoutes(): DownloadRoute[] {
  return procedureInfos().flatMap(({ meta }) => {
    if (!meta?.download || !meta.openapi) return [];
    return [{ method: meta.openapi.method, path: meta.openapi.path, contentType: meta.download.contentType }];
  });
}

/** The REST routes of creates that answer 201 Created, as `METHOD /path`. */
export function createdRoutes(): Set<string> {
  return new Set(procedureInfos().flatMap(({ meta }) => (meta?.created && meta.openapi ? [`${meta.openapi.method} ${meta.openapi.path}`] : [])));
}
