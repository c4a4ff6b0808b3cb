import type { FieldErrors } from '@app/contract';

/** One problem of an import: a cell (row and column) or the file as a whole (row null). */
export interface ImportProblem {
  key: string;
  row: number | null;
  column: string;
  messages: string[];
}

/** The server names a cell's problem `row <n> <column header>`, a missing column by its header. */
const CELL = /^row (\d+) (.+)$/;
/** A problem of the file itself (not a workbook, no rows, too many). */
const FILE = 'file';

/** The import's field errors as a list for the dialog: problems of the file first, then by row. */
export function importProblems(errdata: FieldErrors): ImportProblem[] {
  return Object.entries(errdata)
    .map(([key, messages]) => {
      const cell = CELL.exec(key);
      return cell
        ? { key, row: Number(cell[1]), column: cell[2] ?? key, messages }
        : { key, row: null, column: key === FILE ? '' : key, messages };
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}
