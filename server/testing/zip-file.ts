import { crc32, deflateRawSync } from 'node:zlib';
import { assembleZip, partRecords } from '../../core/imports/workbook-zip';

// A zip archive made part by part (with the import's own zip writing), for tests of files the import
// must refuse: a workbook whose parts unpack to far more than its size (a zip bomb), one whose
// directory lies about its sizes, a sheet written by hand. Parts are deflated unless given packed.

const DEFLATED = 8;

export interface ZipPart {
  name: string;
  /** The part's bytes, deflated here. */
  data?: Buffer;
  /** Or its deflated bytes as they are, with the size they unpack to (or claim to). */
  packed?: { bytes: Buffer; size: number };
}

export function zipOf(parts: readonly ZipPart[]): Buffer {
  return assembleZip(
    parts.map((part) => {
      const packed = part.packed ?? { bytes: deflateRawSync(part.data ?? Buffer.alloc(0)), size: part.data?.length ?? 0 };
      return partRecords(part.name, { method: DEFLATED, data: packed.bytes, size: packed.size, crc: part.data ? crc32(part.data) : 0 });
    }),
  );
}

const WORKBOOK_PARTS: readonly ZipPart[] = [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
  },
  {
    name: '_rels/.rels',
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
  },
  {
    name: 'xl/workbook.xml',
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Herd" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  },
];

/** A one-sheet workbook ("Herd") whose sheet part is `sheet`: its XML, or its packed bytes. */
export const workbookWithSheet = (sheet: Omit<ZipPart, 'name'>): Buffer => zipOf([...WORKBOOK_PARTS, { name: 'xl/worksheets/sheet1.xml', ...sheet }]);

/** A column's letters: 1 is A, 27 AA (and past Excel's 16,384 columns the same way on). */
function letters(column: number): string {
  let text = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) text = String.fromCharCode(65 + ((n - 1) % 26)) + text;
  return text;
}

/** A sheet's XML with these rows of inline-string cells. */
export function sheetXml(rows: readonly (readonly string[])[]): Buffer {
  const body = rows
    .map((cells, i) => `<row r="${i + 1}">${cells.map((text, c) => `<c r="${letters(c + 1)}${i + 1}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`)
    .join('');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`);
}
