import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';

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

/**
 * The first sheet of an uploaded workbook as text: its header row and the rows below it, blank rows
 * skipped. Throws on a file that is not a workbook; callers turn that into a field error.
 */
export async function readXlsx(buffer: Buffer): Promise<{ header: string[]; rows: SheetRow[] }> {
  const workbook = new ExcelJS.Workbook();
  // exceljs' typing predates Node's generic Buffer; the bytes are what it reads.
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const width = sheet.columnCount;
  const textsOf = (row: ExcelJS.Row) => Array.from({ length: width }, (_, i) => row.getCell(i + 1).text.trim());
  const header = textsOf(sheet.getRow(1));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = textsOf(row);
    if (cells.some((cell) => cell !== '')) rows.push({ rowNumber, cells });
  });
  return { header, rows };
}
