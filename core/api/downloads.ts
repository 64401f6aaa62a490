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

export interface UploadRoute {
  method: string;
  path: string;
  /** The procedure that takes the file. */
  name: string;
  /** The yes-or-no options read from the query string. */
  query: readonly string[];
}

/** The REST routes whose body is a file (an import): their procedure takes it as base64 in `file`. */
export function uploadRoutes(): UploadRoute[] {
  return procedureInfos().flatMap(({ name, meta }) => {
    if (!meta?.upload || !meta.openapi) return [];
    return [{ method: meta.openapi.method, path: meta.openapi.path, name, query: meta.upload.query }];
  });
}

/** The REST routes of creates that answer 201 Created, as `METHOD /path`. */
export function createdRoutes(): Set<string> {
  return new Set(procedureInfos().flatMap(({ meta }) => (meta?.created && meta.openapi ? [`${meta.openapi.method} ${meta.openapi.path}`] : [])));
}
