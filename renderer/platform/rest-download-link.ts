import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../core/api/root';
import { FILE_DOWNLOAD_PATHS } from '../../core/schemas/file-download-paths';
import type { FileDownload } from '../../core/schemas/files';

// Files come from their own REST path on the web, never through the tRPC endpoint: the server
// streams them there, one export at a time per farm, and refuses to build files in a (batched)
// tRPC request. This link answers a download procedure from that path in the procedure's own shape,
// so the screens, privacy mode and the desktop (which calls the procedure over IPC) see no difference.

type DownloadProcedure = keyof typeof FILE_DOWNLOAD_PATHS;

export const isDownloadProcedure = (path: string): path is DownloadProcedure => Object.hasOwn(FILE_DOWNLOAD_PATHS, path);

/** The file name the server gave in `Content-Disposition`, else the last part of the path. */
function fileNameOf(response: Response, path: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? path.split('/').pop() ?? 'download';
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** A refusal the server gave, as the tRPC client reports any failed call (its message, code and status). */
async function refusalOf(response: Response): Promise<TRPCClientError<AppRouter>> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  const message = body.message ?? `The download failed (${response.status}).`;
  return TRPCClientError.from<AppRouter>({ error: { message, code: -32000, data: { code: body.code, httpStatus: response.status } } } as never);
}

async function download(path: DownloadProcedure, headers: Record<string, string>, signal: AbortSignal): Promise<FileDownload> {
  const url = FILE_DOWNLOAD_PATHS[path];
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw await refusalOf(response);
  const blob = await response.blob();
  return { fileName: fileNameOf(response, url), contentType: blob.type || (response.headers.get('content-type') ?? ''), base64: await base64Of(blob) };
}

/** Answers the download procedures from their REST paths, signed as every other call is. */
export function restDownloadLink(headers: () => Record<string, string>): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const cancel = new AbortController();
        if (!isDownloadProcedure(op.path)) {
          observer.error(TRPCClientError.from(new Error(`${op.path} is not a file download`)));
          return;
        }
        download(op.path, headers(), cancel.signal).then(
          (file) => {
            observer.next({ result: { type: 'data', data: file } });
            observer.complete();
          },
          (error: unknown) => observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)),
        );
        return () => cancel.abort();
      });
}
