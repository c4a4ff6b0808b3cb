import ExcelJS from 'exceljs';
import type { Lang } from './messages.js';

/** The template of an import: the columns to fill on its first sheet, how to fill them on a second. */
export interface ImportTemplate {
  /** The first sheet's name: the sheet the import reads. */
  sheetName: string;
  /** Its columns in order, each with how to fill it. */
  columns: { header: string; howTo: string }[];
  /** One column offered as a drop-down of `values` on each of the `rows` rows an import may hold. */
  dropDown?: { column: number; values: string[]; rows: number };
  /** Width of the instructions sheet's first column. */
  firstWidth: number;
  /** What follows the columns on the instructions sheet: a bold heading, then its rows, if any. */
  sections: { heading: string; rows?: string[][] }[];
}

const t = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** The template's workbook: a bold, frozen header row to fill, then the instructions sheet. */
export async function importTemplateBook(lang: Lang, template: ImportTemplate): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = template.columns.map((column) => ({ header: column.header, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  if (template.dropDown) {
    const { column, values, rows } = template.dropDown;
    const letter = sheet.getColumn(column + 1).letter;
    for (let row = 2; row <= rows + 1; row += 1) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${values.join(',')}"`],
      };
    }
  }

  const notes = workbook.addWorksheet(t(lang, '填写说明', 'Instructions'));
  notes.columns = [{ width: template.firstWidth }, { width: 60 }];
  notes.addRow([t(lang, '列', 'Column'), t(lang, '说明', 'How to fill it')]).font = { bold: true };
  for (const column of template.columns) notes.addRow([column.header, column.howTo]);
  for (const section of template.sections) {
    notes.addRow([]);
    notes.addRow([section.heading]).font = { bold: true };
    for (const row of section.rows ?? []) notes.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
