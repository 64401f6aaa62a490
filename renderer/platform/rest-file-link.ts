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
function refusalOf(status: number, text: string): TRPCClientError<AppRouter> {
  const body = jsonOf(text) as { message?: string; code?: string };
  const message = body.message ?? `The request failed (${status}).`;
  return TRPCClientError.from<AppRouter>({ error: { message, code: -32000, data: { code: body.code, httpStatus: status } } } as never);
}

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

async function download(path: DownloadProcedure, headers: Record<string, string>, signal: AbortSignal): Promise<FileDownload> {
  const url = FILE_DOWNLOAD_PATHS[path];
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw refusalOf(response.status, await response.text());
  const blob = await response.blob();
  return { fileName: fileNameOf(response, url), contentType: blob.type || (response.headers.get('content-type') ?? ''), base64: await base64Of(blob) };
}

/** What a caller sets in its call's context to hear how much of its file has gone: bytes sent, of all. */
export type UploadContext = Record<string, unknown> & {
  uploadProgress?: (sent: number, total: number) => void;
};

/**
 * POSTs the file with XMLHttpRequest, the one browser API that tells how much of a body has gone (a
 * 10 MB file over a field's weak signal takes minutes). Fails as fetch does when nothing answers, so
 * the screens say the server cannot be reached.
 */
function post(url: string, body: Blob, headers: Record<string, string>, signal: AbortSignal, progress: UploadContext['uploadProgress']): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (progress) request.upload.onprogress = (event) => progress(event.loaded, event.lengthComputable ? event.total : body.size);
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/**
 * The procedure's `file` (base64) sent as the body, its other options in the query. A real import
 * that problems stopped answers 422 with its report: over tRPC that report is the answer, so here too.
 */
async function upload(path: UploadProcedure, input: unknown, headers: Record<string, string>, signal: AbortSignal, context: UploadContext): Promise<unknown> {
  const { file, ...options } = input as { file: string } & Record<string, unknown>;
  const query = new URLSearchParams(Object.entries(options).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  const body = new Blob([fileBytes(file) as Uint8Array<ArrayBuffer>]);
  const url = `${FILE_UPLOAD_PATHS[path]}?${query}`;
  const response = await post(url, body, { ...headers, 'content-type': 'application/octet-stream' }, signal, context.uploadProgress);
  if (response.status < 200 || (response.status >= 300 && response.status !== 422)) throw refusalOf(response.status, response.text);
  const { message: _message, code: _code, ...answer } = jsonOf(response.text) as Record<string, unknown>;
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
            ? upload(op.path, op.input, headers(), cancel.signal, op.context as UploadContext)
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
