import { Buffer } from 'node:buffer';
import { MAX_IMPORT_BYTES } from '../schemas/imports';
import { HERD_FILE_MESSAGES, HerdFileError, type HerdSheet } from './herd-file';
import { readCsv } from './read-csv';
import { readWorkbook } from './read-workbook';

// What a herd file is, told by its first bytes and never by its name: a renamed PDF is still a PDF.

const startsWith = (file: Buffer, magic: readonly number[]) => magic.every((byte, i) => file[i] === byte);

/** A zip archive, as every .xlsx is: "PK\x03\x04". */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** The compound file of Office 97–2003 (an .xls workbook). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The herd's sheets of an .xlsx workbook or CSV text; anything else is refused with what it is. */
export async function readHerdFile(bytes: Uint8Array): Promise<HerdSheet[]> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (file.length === 0) throw new HerdFileError(HERD_FILE_MESSAGES.empty);
  if (file.length > MAX_IMPORT_BYTES) throw new HerdFileError(HERD_FILE_MESSAGES.tooLarge);
  if (startsWith(file, ZIP)) return readWorkbook(file);
  if (startsWith(file, PDF)) throw new HerdFileError(HERD_FILE_MESSAGES.pdf);
  if (startsWith(file, OLE)) throw new HerdFileError(HERD_FILE_MESSAGES.oldExcel);
  return [readCsv(file)];
}
