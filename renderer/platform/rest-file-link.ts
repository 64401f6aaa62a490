import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../core/api/root';
import { fileBytes } from '../../core/schemas/file-bytes';
import { FILE_DOWNLOAD_PATHS } from '../../core/schemas/file-download-paths';
import { FILE_UPLOAD_PATHS } from '../../core/schemas/file-upload-paths';
import type { FileDownload } from '../../core/schemas/files';
import { base64Of } from './base64-of';

// Files travel over their own REST paths on the web, never through the tRPC endpoint. Downloads:
// the server streams them there, one export at a time per farm, and refuses to build files in a
// (batched) tRPC request. Uploads: the file's bytes are the body, where JSON is limited to 1 MB.
// This link answers those procedures from their paths in the procedures' own shapes, so the screens,
// privacy mode and the desktop (which calls the procedures over IPC) see no difference.

type DownloadProcedure = keyof typeof FILE_DOWNLOAD_PATHS;
type UploadProcedure = keyof typeof FILE_UPLOAD_PATHS;

const isDownloadProcedure = (path: string): path is DownloadProcedure => Object.hasOwn(FILE_DOWNLOAD_PATHS, path);
const isUploadProcedure = (path: string): path is UploadProcedure => Object.hasOwn(FILE_UPLOAD_PATHS, path);

/** Whether a procedure's file goes over its REST path (on the web). */
export const isFileProcedure = (path: string): boolean => isDownloadProcedure(path) || isUploadProcedure(path);

/** The file name the server gave in `Content-Disposition`, else the last part of the path. */
function fileNameOf(response: Response, path: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? path.split('/').pop() ?? 'download';
}

/** A refusal the server gave, as the tRPC client reports any failed call (its message, code and status). */
async function refusalOf(response: Response): Promise<TRPCClientError<AppRouter>> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  const message = body.message ?? `The request failed (${response.status}).`;
  return TRPCClientError.from<AppRouter>({ error: { message, code: -32000, data: { code: body.code, httpStatus: response.status } } } as never);
}

async function download(path: DownloadProcedure, headers: Record<string, string>, signal: AbortSignal): Promise<FileDownload> {
  const url = FILE_DOWNLOAD_PATHS[path];
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw await refusalOf(response);
  const blob = await response.blob();
  return { fileName: fileNameOf(response, url), contentType: blob.type || (response.headers.get('content-type') ?? ''), base64: await base64Of(blob) };
}

/**
 * The procedure's `file` (base64) sent as the body, its other options in the query. A real import
 * that problems stopped answers 422 with its report: over tRPC that report is the answer, so here too.
 */
async function upload(path: UploadProcedure, input: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
  const { file, ...options } = input as { file: string } & Record<string, unknown>;
  const query = new URLSearchParams(Object.entries(options).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  const body = new Blob([fileBytes(file) as Uint8Array<ArrayBuffer>]);
  const response = await fetch(`${FILE_UPLOAD_PATHS[path]}?${query}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body, signal });
  if (!response.ok && response.status !== 422) throw await refusalOf(response);
  const { message: _message, code: _code, ...answer } = (await response.json()) as Record<string, unknown>;
  return answer;
}

/** Answers the file procedures from their REST paths, signed as every other call is. */
export function restFileLink(headers: () => Record<string, string>): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const cancel = new AbortController();
        const call = isDownloadProcedure(op.path)
          ? download(op.path, headers(), cancel.signal)
          : isUploadProcedure(op.path)
            ? upload(op.path, op.input, headers(), cancel.signal)
            : Promise.reject(new Error(`${op.path} is not a file download or upload`));
        call.then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)),
        );
        return () => cancel.abort();
      });
}
