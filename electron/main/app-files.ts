import { extname, join, normalize, sep } from 'node:path';

/**
 * Maps an `app://farm-hand/<path>` URL to a file of the built renderer: client routes (no file
 * extension) get index.html, and nothing can climb out of the renderer folder.
 */
export function resolveAppFile(rendererRoot: string, url: string): string | null {
  const { pathname } = new URL(url);
  const decoded = decodeURIComponent(pathname);
  const file = normalize(join(rendererRoot, decoded));
  if (file !== rendererRoot && !file.startsWith(rendererRoot.endsWith(sep) ? rendererRoot : rendererRoot + sep)) return null;
  if (decoded === '/' || extname(decoded) === '') return join(rendererRoot, 'index.html');
  return file;
}
