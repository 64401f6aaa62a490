import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { SaveOutcome } from '../../renderer/platform/bridge';

/** The part of Electron's dialog module a save needs: ask where, for one window. */
export type AskWhereToSave = (suggestedName: string) => Promise<string | null>;

const MAX_NAME_LENGTH = 255;

/**
 * Saves a file a window handed over: the person picks the place in the save dialog (the name the
 * app suggests is only a suggestion), and the bytes are written there. Anything but a plain file
 * name and bytes is refused, since the renderer is a web page and is not trusted with paths.
 */
export async function saveHandedFile(askWhere: AskWhereToSave, suggestedName: unknown, data: unknown): Promise<SaveOutcome> {
  if (typeof suggestedName !== 'string' || suggestedName.length === 0 || suggestedName.length > MAX_NAME_LENGTH) {
    throw new TypeError('A file name is needed');
  }
  if (!(data instanceof Uint8Array)) throw new TypeError('The file has no content');
  const path = await askWhere(basename(suggestedName));
  if (path === null) return 'cancelled';
  await writeFile(path, data);
  return 'saved';
}
