import { fileBytes } from '../../core/schemas/file-bytes';
import type { FileDownload } from '../../core/schemas/files';
import { saveFile, type SaveOutcome } from '../platform';

/** Hands a file the API made to the person: a download, or the desktop's save dialog. */
export function saveDownload(file: FileDownload): Promise<SaveOutcome> {
  return saveFile(file.fileName, fileBytes(file.base64));
}
