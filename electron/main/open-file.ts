import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { FileKind, OpenedFile } from '../../renderer/platform/bridge';

/** The part of Electron's dialog module an open needs: ask which file, of the kinds given, for one window. */
export type AskWhichToOpen = (filters: FileKind[]) => Promise<string | null>;

const isFileKind = (kind: unknown): kind is FileKind =>
  typeof kind === 'object' &&
  kind !== null &&
  typeof (kind as FileKind).name === 'string' &&
  Array.isArray((kind as FileKind).extensions) &&
  (kind as FileKind).extensions.every((extension) => typeof extension === 'string' && /^[A-Za-z0-9]+$/.test(extension));

/**
 * Reads a file the person picks in the open dialog, for a window that asked. The window names only
 * the kinds of file to offer; the path is the person's choice and never goes back to the page
 * (only the file's name), since the renderer is a web page and is not trusted with paths.
 */
export async function openChosenFile(askWhich: AskWhichToOpen, accept: unknown): Promise<OpenedFile | null> {
  if (!Array.isArray(accept) || accept.length === 0 || !accept.every(isFileKind)) throw new TypeError('The kinds of file to open are needed');
  const path = await askWhich(accept);
  if (path === null) return null;
  return { name: basename(path), bytes: new Uint8Array(await readFile(path)) };
}
