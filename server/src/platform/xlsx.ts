import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';
import { slices, storedZip } from './stored-zip.js';
import { LimitExceeded, UNZIP_LIMITS, type UnzipLimits, unpackEntry, zipDirectory } from './zip-limits.js';

export type CellValue = string | number | boolean | Date | null;

export interface SheetColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => CellValue;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet with a bold, frozen header row: what every export of a list produces. */
export async function xlsxBuffer<T>(sheetName: string, columns: SheetColumn<T>[], rows: T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function sendXlsx(reply: FastifyReply, fileName: string, buffer: Buffer): FastifyReply {
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .send(buffer);
}

export interface SheetRow {
  /** The row's number as Excel shows it, for error messages that name the row. */
  rowNumber: number;
  cells: string[];
}

/** Bounds on one import's workbook: what it may unpack to, then what its first sheet may hold. */
export interface XlsxLimits extends UnzipLimits {
  /** Rows with any text below the header. */
  maxRows: number;
  /** Cells of any one row, from column A to its last cell. */
  maxColumns: number;
  /** Cells of every row read, blank ones included: each costs memory and time while it is read. */
  maxCells: number;
  /** Characters of any one cell's text; Excel itself holds at most 32,767. */
  maxCellChars: number;
}

/**
 * Defaults for an import of ordinary size: 10,000 rows of up to 256 columns, at most 500,000 cells in
 * all (10,000 × 50). The texts of all those cells come from parts bounded by UNZIP_LIMITS.
 */
export const XLSX_LIMITS: XlsxLimits = {
  ...UNZIP_LIMITS,
  maxRows: 10_000,
  maxColumns: 256,
  maxCells: 500_000,
  maxCellChars: 32_767,
};

/** The parts exceljs' streaming reader uses, in the order that lets it read a sheet as it arrives. */
const BOOK_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/**
 * Stand-ins for two optional parts: without them exceljs parks every sheet in a temporary file until
 * the end of the zip instead of reading it as it comes.
 */
const EMPTY_PARTS: Record<string, string> = {
  'xl/_rels/workbook.xml.rels': '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/sharedStrings.xml': '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};
/** Pieces fed to the XML parser: each is parsed in one go on the main thread, so they stay small. */
const SLICE_BYTES = 64 * 1024;

/** The parts readXlsx reads, unpacked within the limits, in reading order: book parts, then sheets by number. */
async function unpackWorkbook(buffer: Buffer, limits: UnzipLimits): Promise<[string, Buffer][]> {
  const entries = zipDirectory(buffer, limits);
  const sheetNumber = (name: string) => Number(SHEET_PART.exec(name)?.[1]);
  const sheets = entries.filter((entry) => SHEET_PART.test(entry.name));
  sheets.sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name));
  const parts: [string, Buffer][] = [];
  for (const name of BOOK_PARTS) {
    const entry = entries.find((candidate) => candidate.name === name);
    if (entry) parts.push([name, await unpackEntry(buffer, entry)]);
    else if (name === 'xl/workbook.xml') throw new Error('not a workbook: no xl/workbook.xml');
    else if (EMPTY_PARTS[name]) parts.push([name, Buffer.from(EMPTY_PARTS[name])]);
  }
  for (const entry of sheets) parts.push([entry.name, await unpackEntry(buffer, entry)]);
  return parts;
}

/**
 * The sheet's rows as text as they are parsed, the header (row 1) first if it has any text, blank rows
 * skipped; stops at the first row past a limit. Rows are as long as their last cell.
 */
async function* sheetRows(sheet: AsyncIterable<ExcelJS.Row>, limits: XlsxLimits): AsyncGenerator<SheetRow> {
  let rowCount = 0;
  let cellCount = 0;
  for await (const row of sheet) {
    if (row.cellCount > limits.maxColumns) throw new LimitExceeded('maxColumns');
    cellCount += row.cellCount;
    if (cellCount > limits.maxCells) throw new LimitExceeded('maxCells');
    const cells = Array.from({ length: row.cellCount }, (_, i) => {
      const text = row.getCell(i + 1).text;
      if (text.length > limits.maxCellChars) throw new LimitExceeded('maxCellChars');
      return text.trim();
    });
    if (row.number === 1) yield { rowNumber: 1, cells };
    else if (cells.some((cell) => cell !== '')) {
      rowCount += 1;
      if (rowCount > limits.maxRows) throw new LimitExceeded('maxRows');
      yield { rowNumber: row.number, cells };
    }
  }
}

/**
 * The first sheet of an uploaded workbook, one row at a time as exceljs parses it: row 1 (the header)
 * when it has any cell, then the rows below it, blank rows skipped, so only the row in hand is held.
 * Same rule for every import: each passes its own `limits` (the defaults suit an ordinary import), and
 * before parsing, the zip's directory and the bytes actually unpacked are held to them; reading stops
 * at the first row past a cap. A file over a limit throws LimitExceeded (answer "too large", or "too
 * many rows" for `maxRows`); any other throw of the reader means the bytes are not a workbook.
 */
export async function* xlsxRows(buffer: Buffer, limits: Partial<XlsxLimits> = {}): AsyncGenerator<SheetRow> {
  const bounds = { ...XLSX_LIMITS, ...limits };
  const input = Readable.from(slices(storedZip(await unpackWorkbook(buffer, bounds)), SLICE_BYTES));
  // Styles are read so that a date cell reads as a date, as Excel shows it.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { styles: 'cache' });
  try {
    for await (const sheet of reader) {
      // exceljs names each sheet it emits and keeps the workbook's list of sheets, in tab order, on
      // `model` once it has read workbook.xml; neither is in its typings. Other tabs pass unparsed.
      const first = (reader.model as { sheets?: { name: string }[] } | undefined)?.sheets?.[0]?.name;
      if (first !== undefined && (sheet as unknown as { name: string }).name !== first) continue;
      yield* sheetRows(sheet, bounds);
      return;
    }
  } finally {
    input.destroy();
  }
}

/**
 * The first sheet of an uploaded workbook as text: its header row and the rows below it, blank rows
 * skipped, every row as wide as the widest, as the sheet shows them. Within `limits` as `xlsxRows`.
 */
export async function readXlsx(
  buffer: Buffer,
  limits: Partial<XlsxLimits> = {},
): Promise<{ header: string[]; rows: SheetRow[] }> {
  let header: string[] = [];
  const rows: SheetRow[] = [];
  for await (const row of xlsxRows(buffer, limits)) {
    if (row.rowNumber === 1) header = row.cells;
    else rows.push(row);
  }
  const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), header.length);
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  return { header: pad(header), rows: rows.map((row) => ({ ...row, cells: pad(row.cells) })) };
}
