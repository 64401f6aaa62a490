// Spec 1 §7: GET /api/cattle/export answers the herd as an Excel file. It is a plain HTTP download
// rather than a tRPC call (a file, not JSON), so it lives here, in one module, should the desktop
// shell need another route to the same file.
import { getAuthToken } from '../../../api/auth-token';
import { exportFileName } from './export-file-name';

const EXPORT_PATH = '/api/cattle/export';

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** Share of the file received (0–1), or null when the server did not say how big it is. */
export type ExportProgress = (fraction: number | null) => void;

async function readWithProgress(response: Response, onProgress: ExportProgress): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('Content-Length')) || null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total ? Math.min(1, received / total) : null);
  }
  return new Blob(chunks, { type });
}

export async function fetchCattleExport(onProgress: ExportProgress): Promise<ExportFile> {
  const token = getAuthToken();
  const response = await fetch(EXPORT_PATH, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const blob = await readWithProgress(response, onProgress);
  return { blob, fileName: exportFileName(response.headers.get('Content-Disposition')) };
}

/** Hands the file to the browser's downloads through a temporary link. */
export function saveFile({ blob, fileName }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download at once; the address can go after the current task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
