import { strToU8, type Zippable, zipSync } from 'fflate';

/** Workbooks written part by part, so a test can make one part as large or as odd as an attacker would. */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The XML of a sheet holding `rows` of inline strings, the first row being the header. */
export function sheetXml(rows: string[][]): string {
  const column = (index: number) => String.fromCharCode(65 + index); // A to Z: enough for a test
  const cell = (text: string, ref: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const row = (cells: string[], r: number) => cells.map((text, i) => cell(text, `${column(i)}${r}`)).join('');
  const body = rows.map((cells, i) => `<row r="${i + 1}">${row(cells, i + 1)}</row>`).join('');
  return `<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
}

/** A minimal valid workbook whose only sheet is `sheet` (XML text or bytes), plus any `extra` parts. */
export function rawWorkbook(sheet: string | Uint8Array, extra: Record<string, string | Uint8Array> = {}): Buffer {
  const bytes = (part: string | Uint8Array) => (typeof part === 'string' ? strToU8(part) : part);
  const parts: Zippable = {
    '[Content_Types].xml': strToU8(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': bytes(sheet),
  };
  for (const [name, part] of Object.entries(extra)) parts[name] = bytes(part);
  return Buffer.from(zipSync(parts));
}

/**
 * An Excel bomb: a valid workbook whose sheet is `megabytes` MB of numbered rows of 26 cells below a
 * header, zipped to a tenth of that. Every cell is distinct, so a reader that loads the sheet keeps
 * every one (40 MB took the old reader over 30 s and about 400 MB a copy).
 */
export function excelBomb(megabytes: number, header: string[] = ['账号']): Buffer {
  const head = sheetXml([header]).replace('</sheetData></worksheet>', '');
  const pieces: string[] = [head];
  let size = head.length;
  const columns = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  for (let r = 2; size < megabytes * 1024 * 1024; r += 1) {
    const row = `<row r="${r}">${columns.map((column) => `<c r="${column}${r}"><v>1</v></c>`).join('')}</row>`;
    pieces.push(row);
    size += row.length;
  }
  pieces.push('</sheetData></worksheet>');
  return rawWorkbook(pieces.join(''));
}

/**
 * The zip with every size field of `name` (local header and directory) rewritten to `size`: a part
 * that lies about how much it unpacks to.
 */
export function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const nameBytes = Buffer.from(name);
  for (let at = 0; at + 46 < out.length; at += 1) {
    const signature = out.readUInt32LE(at);
    // Local headers keep the name's length at 26 and the name at 30; directory records at 28 and 46.
    const named = (lengthAt: number, nameAt: number) =>
      out.readUInt16LE(at + lengthAt) === nameBytes.length &&
      out.subarray(at + nameAt, at + nameAt + nameBytes.length).equals(nameBytes);
    if (signature === 0x04034b50 && named(26, 30)) out.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50 && named(28, 46)) out.writeUInt32LE(size, at + 24);
  }
  return out;
}
