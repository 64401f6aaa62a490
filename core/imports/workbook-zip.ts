import { Buffer } from 'node:buffer';
import { crc32, createInflateRaw } from 'node:zlib';
import { HERD_FILE_MESSAGES, HerdFileError, MAX_UNPACKED_BYTES } from './herd-file';

// An .xlsx file is a zip archive. Before exceljs unpacks one, the archive is checked here from its
// central directory: every part's unpacked size within the limits (a zip bomb is a small file that
// unpacks to gigabytes), the parts laid end to end exactly as the directory lists them (exceljs
// reads the parts in file order, so nothing may hide between them), and each part unpacking to the
// size it declares (a directory can lie). The parts are then put in the order exceljs's streaming
// reader can take without writing any to disk: the workbook's list of sheets and its styles before
// the sheets themselves.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;
const HAS_DESCRIPTOR = 0x8;
/** More parts than any workbook of a herd has. */
const MAX_PARTS = 1000;

interface Part {
  name: string;
  flags: number;
  method: number;
  packedSize: number;
  size: number;
  /** Where its local record starts and ends in the file (header, data and data descriptor). */
  start: number;
  end: number;
  /** Its central directory record, as the file has it. */
  central: Buffer;
}

const damaged = () => new HerdFileError(HERD_FILE_MESSAGES.damaged);

function endOfDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at -= 1) if (zip.readUInt32LE(at) === EOCD) return at;
  throw damaged();
}

function readDirectory(zip: Buffer): { parts: Part[]; directoryStart: number } {
  const eocd = endOfDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  const directoryStart = zip.readUInt32LE(eocd + 16);
  // Split archives and ZIP64 (the 0xFFFF / 0xFFFFFFFF markers) are nothing a herd's workbook needs.
  if (zip.readUInt16LE(eocd + 4) !== 0 || count === 0xffff || directoryStart === 0xffffffff) throw damaged();
  if (count > MAX_PARTS || directoryStart > eocd) throw damaged();
  const parts: Part[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL) throw damaged();
    const nameLength = zip.readUInt16LE(at + 28);
    const recordLength = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    parts.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      packedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      start: zip.readUInt32LE(at + 42),
      end: 0,
      central: zip.subarray(at, at + recordLength),
    });
    at += recordLength;
  }
  return { parts, directoryStart };
}

/** Finds where each part's local record ends, and refuses anything between or around them. */
function layParts(zip: Buffer, parts: Part[], directoryStart: number): void {
  let expected = 0;
  for (const part of [...parts].sort((a, b) => a.start - b.start)) {
    if (part.start !== expected || part.start + 30 > directoryStart || zip.readUInt32LE(part.start) !== LOCAL) throw damaged();
    const nameLength = zip.readUInt16LE(part.start + 26);
    if (zip.toString('utf8', part.start + 30, part.start + 30 + nameLength) !== part.name) throw damaged();
    let end = part.start + 30 + nameLength + zip.readUInt16LE(part.start + 28) + part.packedSize;
    if (part.flags & HAS_DESCRIPTOR) end += end + 4 <= directoryStart && zip.readUInt32LE(end) === DESCRIPTOR ? 16 : 12;
    if (end > directoryStart) throw damaged();
    part.end = end;
    expected = end;
  }
  if (expected !== directoryStart) throw damaged();
}

/** How many bytes deflated data unpacks to, counting no further than `limit` + 1. */
function unpackedSize(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) inflate.destroy();
    });
    inflate.on('close', () => resolve(size));
    // Data that is not deflate is a damaged part: its size then cannot match.
    inflate.on('error', () => resolve(-1));
    inflate.end(data);
  });
}

async function checkSizes(zip: Buffer, parts: Part[]): Promise<void> {
  let total = 0;
  for (const part of parts) {
    total += part.size;
    if (total > MAX_UNPACKED_BYTES) throw new HerdFileError(HERD_FILE_MESSAGES.unpacksTooLarge);
    if (part.flags & ENCRYPTED || (part.method !== STORED && part.method !== DEFLATED)) throw damaged();
  }
  for (const part of parts) {
    const dataStart = part.start + 30 + zip.readUInt16LE(part.start + 26) + zip.readUInt16LE(part.start + 28);
    const data = zip.subarray(dataStart, dataStart + part.packedSize);
    const size = part.method === STORED ? data.length : await unpackedSize(data, part.size);
    if (size > part.size) throw new HerdFileError(HERD_FILE_MESSAGES.unpacksTooLarge);
    if (size !== part.size) throw damaged();
  }
}

/** Where exceljs's streaming reader wants a part: what it needs to read a sheet first, the sheets last. */
const READING_ORDER = ['_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
const rank = (name: string) => {
  const at = READING_ORDER.indexOf(name);
  return at >= 0 ? at : name.startsWith('xl/worksheets/') ? READING_ORDER.length + 1 : READING_ORDER.length;
};

/**
 * A workbook without shared strings (Farm Hand's own export writes its text in the cells) gets an
 * empty table of them: the streaming reader waits for one before reading any sheet, and keeps the
 * sheets on disk meanwhile.
 */
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** A part's records: its local header with its data, and its central directory entry. */
export interface PartRecords {
  local: Buffer;
  central: Buffer;
}

/** The records of a part whose data is `data` as packed by `method`, unpacking to `size` bytes with `crc`. */
export function partRecords(name: string, part: { method: number; data: Buffer; size: number; crc: number }): PartRecords {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30 + fileName.length);
  local.writeUInt32LE(LOCAL, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(part.method, 8);
  const central = Buffer.alloc(46 + fileName.length);
  central.writeUInt32LE(CENTRAL, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(part.method, 10);
  // The CRC and both sizes sit at the same places in both records, 2 bytes later in the central one.
  for (const [record, at] of [[local, 14], [central, 16]] as const) {
    record.writeUInt32LE(part.crc, at);
    record.writeUInt32LE(part.data.length, at + 4);
    record.writeUInt32LE(part.size, at + 8);
    record.writeUInt16LE(fileName.length, at + 12);
  }
  fileName.copy(local, 30);
  fileName.copy(central, 46);
  return { local: Buffer.concat([local, part.data]), central };
}

/** An archive of these parts in this order: each central entry told where its part starts, then the end record. */
export function assembleZip(records: readonly PartRecords[]): Buffer {
  let offset = 0;
  const centrals = records.map((record) => {
    const central = Buffer.from(record.central);
    central.writeUInt32LE(offset, 42);
    offset += record.local.length;
    return central;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...records.map((record) => record.local), directory, end]);
}

function inReadingOrder(zip: Buffer, parts: Part[]): Buffer {
  const records = parts.map((part) => ({ name: part.name, local: zip.subarray(part.start, part.end), central: part.central }));
  if (!parts.some((part) => part.name === 'xl/sharedStrings.xml')) {
    const data = EMPTY_SHARED_STRINGS;
    records.push({ name: 'xl/sharedStrings.xml', ...partRecords('xl/sharedStrings.xml', { method: STORED, data, size: data.length, crc: crc32(data) }) });
  }
  return assembleZip(records.sort((a, b) => rank(a.name) - rank(b.name)));
}

/** The workbook's zip, checked, with its parts in the order the streaming reader takes them; refuses what is not a workbook, damaged or a bomb. */
export async function checkedWorkbookZip(zip: Buffer): Promise<Buffer> {
  const { parts, directoryStart } = readDirectory(zip);
  const names = new Set(parts.map((part) => part.name));
  if (names.size !== parts.length) throw damaged();
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw new HerdFileError(HERD_FILE_MESSAGES.notWorkbook);
  layParts(zip, parts, directoryStart);
  await checkSizes(zip, parts);
  return inReadingOrder(zip, parts);
}
