import { Code } from '@app/contract';
import { AppError, fieldError } from './app-error.js';
import type { Db } from './db.js';
import { isUniqueViolation } from './db-errors.js';
import type { Lang, MessageKey } from './messages.js';
import { type SheetRow, type XlsxLimits, xlsxRows } from './xlsx.js';
import { LimitExceeded } from './zip-limits.js';

/** One column an import reads. */
export interface ImportColumn {
  /** Its header as the template writes it, in the caller's language; a file may use either language's. */
  title(lang: Lang): string;
  /** Other headers that name it: an export's, common variants. */
  aliases?: readonly string[];
  required?: boolean;
}

/** The columns of one import, in the template's order, by the name the import's code gives each. */
export type ImportColumns<C extends string> = Readonly<Record<C, ImportColumn>>;

/** The answers of one import, each in its module's words. */
export interface ImportMessages {
  /** The body is no workbook (or none was sent). */
  notWorkbook: MessageKey;
  /** More rows than the import's `maxRows`. */
  tooMany: MessageKey;
  /** A required column is not in the header; the field is the column's header. */
  missingColumn: MessageKey;
  /** A header and no row. */
  empty: MessageKey;
  /** The row-by-row report, with `{count}` problems. */
  invalid: MessageKey;
  /** A row that passed the checks clashed at the write with one written meanwhile. */
  conflict: MessageKey;
}

/** The modules whose messages hold a key of each of the names `importMessages` builds. */
type PrefixOf<Name extends string> = MessageKey extends infer K ? (K extends `${infer P}.${Name}` ? P : never) : never;
type ImportPrefix = PrefixOf<'importNotWorkbook'> &
  PrefixOf<'importTooMany'> &
  PrefixOf<'importMissingColumn'> &
  PrefixOf<'importEmpty'> &
  PrefixOf<'importInvalid'>;

/** An import's answers from its module's `<prefix>.import…` keys, and the key of a clash at the write. */
export function importMessages(prefix: ImportPrefix, conflict: MessageKey): ImportMessages {
  const key = (name: string) => `${prefix}.${name}` as MessageKey;
  return {
    notWorkbook: key('importNotWorkbook'),
    tooMany: key('importTooMany'),
    missingColumn: key('importMissingColumn'),
    empty: key('importEmpty'),
    invalid: key('importInvalid'),
    conflict,
  };
}

/**
 * Bounds that suit an import of a few dozen columns and rows by the thousand: 64 columns leave room for
 * the user's own beside those read; such rows are a few MB of XML at most, so 8 MB a part and 16 MB in
 * all refuse nothing real and keep each import small. An import adds its `maxRows`.
 */
export const IMPORT_LIMITS: Partial<XlsxLimits> = {
  maxColumns: 64,
  maxEntryBytes: 8 * 1024 * 1024,
  maxTotalBytes: 16 * 1024 * 1024,
};

/** Preview checks the whole file and answers what commit would, writing nothing; commit writes it. */
export type ImportMode = 'preview' | 'commit';

/**
 * The problems of one file, row by row: `row <n> <column>` to its message keys, each at most once,
 * answered at once as code 2's field errors (the web's import dialog reads them back as a table).
 */
export class ImportReport {
  readonly fields: Record<string, MessageKey[]> = {};

  constructor(private readonly invalid: MessageKey) {}

  note(field: string, key: MessageKey): void {
    const known = this.fields[field] ?? [];
    if (!known.includes(key)) this.fields[field] = [...known, key];
  }

  get count(): number {
    return Object.values(this.fields).reduce((sum, keys) => sum + keys.length, 0);
  }

  /** Throws every problem noted so far, if any. */
  throwIfAny(): void {
    const count = this.count;
    if (count > 0) throw new AppError(Code.FieldErrors, this.invalid, { params: { count }, fields: this.fields });
  }
}

/** One row of the sheet as an import reads it; `note` and `noted` stay usable once its cells are gone. */
export interface ImportRow<C extends string> {
  /** The row's number as Excel shows it. */
  rowNumber: number;
  /** The column's text, trimmed; blank when the file lacks the column. */
  cell(column: C): string;
  /** Notes a problem of this row's column in the report. */
  note(column: C, key: MessageKey): void;
  /** Whether a problem of this row's column is noted already. */
  noted(column: C): boolean;
}

/** What one import does with its rows, made once the header is read, with what rows may name. */
export interface ImportRows<C extends string, Draft, Valid, Result> {
  /** One row as it streams in: its cells read into a draft, its own problems noted. */
  read(row: ImportRow<C>): Draft;
  /**
   * Once every row is read: the checks across rows and against the database (names taken, repeated
   * in the file), noted on the rows. Answers what commit writes; changes nothing.
   */
  check(drafts: Draft[], report: ImportReport): Promise<Valid>;
  /** What commit would answer, for a preview. */
  outcome(valid: Valid): Result;
  /** Commit's work before its transaction, kept out of it because it is slow (hashing passwords). */
  prepare?(valid: Valid): Promise<Valid>;
  /** Writes the rows in the transaction given, audited; throwing undoes all of it. */
  write(tx: Db, valid: Valid): Promise<Result>;
}

/** One Excel import: its columns, the bounds of its file, its answers and how it reads and writes rows. */
export interface ExcelImport<C extends string, Draft, Valid, Result> {
  columns: ImportColumns<C>;
  /** Bounds of the workbook beyond the platform's defaults (XLSX_LIMITS); `maxRows` is the import's cap. */
  limits: Partial<XlsxLimits>;
  messages: ImportMessages;
  /** Called once the header is accepted, before any row: loads what rows may refer to. */
  start(): Promise<ImportRows<C, Draft, Valid, Result>>;
}

/**
 * A header as compared: full-width forms folded (（ to (, ㎡ to m2), case and spaces ignored, and a
 * trailing unit in brackets dropped, so 总投资(万元), 总投资 and "Total investment" all name one column.
 */
const headerKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/\([^()]*\)$/, '');

/** Where each known column sits in the file, and the header the file gives it. */
type ColumnMap<C extends string> = Map<C, { index: number; header: string }>;

function columnMap<C extends string>(
  header: string[],
  columns: ImportColumns<C>,
  lang: Lang,
  missingColumn: MessageKey,
): ColumnMap<C> {
  const names = Object.keys(columns) as C[];
  const byHeader = new Map<string, C>();
  for (const name of names) {
    const { title, aliases = [] } = columns[name];
    for (const text of [title('zh-CN'), title('en'), ...aliases]) {
      if (!byHeader.has(headerKey(text))) byHeader.set(headerKey(text), name);
    }
  }
  const map: ColumnMap<C> = new Map();
  header.forEach((text, index) => {
    const name = byHeader.get(headerKey(text));
    if (name !== undefined && !map.has(name)) map.set(name, { index, header: text.trim() });
  });
  const missing = names.filter((name) => columns[name].required && !map.has(name));
  if (missing.length > 0) {
    const fields = Object.fromEntries(missing.map((name) => [columns[name].title(lang), [missingColumn]]));
    throw new AppError(Code.FieldErrors, missingColumn, { fields });
  }
  return map;
}

function importRow<C extends string>(
  row: SheetRow,
  columns: ImportColumns<C>,
  map: ColumnMap<C>,
  report: ImportReport,
  lang: Lang,
): ImportRow<C> {
  const field = (column: C) => `row ${row.rowNumber} ${map.get(column)?.header || columns[column].title(lang)}`;
  return {
    rowNumber: row.rowNumber,
    cell: (column) => {
      const at = map.get(column);
      return at ? (row.cells[at.index] ?? '').trim() : '';
    },
    note: (column, key) => report.note(field(column), key),
    noted: (column) => report.fields[field(column)] !== undefined,
  };
}

/**
 * The workbook's rows as the reader parses them, its failures turned into the import's field errors on
 * `file`: what is over a bound is "too large" (or the import's "too many rows"), anything else "not a
 * workbook". A throw of the loop reading them goes through as it is, and stops the reader.
 */
async function* sheetRows(buffer: Buffer, limits: Partial<XlsxLimits>, messages: ImportMessages) {
  const rows = xlsxRows(buffer, limits);
  try {
    while (true) {
      let next: IteratorResult<SheetRow>;
      try {
        next = await rows.next();
      } catch (error) {
        if (!(error instanceof LimitExceeded)) throw fieldError('file', messages.notWorkbook);
        throw fieldError('file', error.limit === 'maxRows' ? messages.tooMany : 'import.unpackTooLarge');
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await rows.return(undefined);
  }
}

/**
 * Runs one Excel import, the same way for every one: the workbook read within the zip and row limits,
 * its header matched to the columns (either language), then each row read as it streams in, then the
 * checks across rows. Every problem is answered at once, by row and column (code 2); a clean file is
 * answered as what it would create (preview, nothing written) or written all or nothing in one
 * transaction (commit).
 */
export async function runExcelImport<C extends string, Draft, Valid, Result>(
  db: Db,
  body: unknown,
  lang: Lang,
  mode: ImportMode,
  spec: ExcelImport<C, Draft, Valid, Result>,
): Promise<Result> {
  const { columns, messages } = spec;
  if (!Buffer.isBuffer(body) || body.length === 0) throw fieldError('file', messages.notWorkbook);
  const report = new ImportReport(messages.invalid);
  let reader: { map: ColumnMap<C>; rows: ImportRows<C, Draft, Valid, Result> } | undefined;
  const begin = async (header: string[]) => {
    const map = columnMap(header, columns, lang, messages.missingColumn);
    return { map, rows: await spec.start() };
  };
  const drafts: Draft[] = [];
  for await (const row of sheetRows(body, spec.limits, messages)) {
    if (!reader) {
      reader = await begin(row.rowNumber === 1 ? row.cells : []);
      if (row.rowNumber === 1) continue;
    }
    drafts.push(reader.rows.read(importRow(row, columns, reader.map, report, lang)));
  }
  reader ??= await begin([]);
  if (drafts.length === 0) throw fieldError('file', messages.empty);

  const valid = await reader.rows.check(drafts, report);
  report.throwIfAny();
  if (mode === 'preview') return reader.rows.outcome(valid);
  const { rows } = reader;
  const ready = rows.prepare ? await rows.prepare(valid) : valid;
  return db
    .transaction((tx) => rows.write(tx, ready))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError('file', messages.conflict);
      throw error;
    });
}

/** Columns whose headers are written out in both languages, as most imports' sheet files keep them. */
export function bilingualColumns<C extends string>(
  defs: Readonly<Record<C, { zh: string; en: string; aliases?: readonly string[]; required?: boolean }>>,
): ImportColumns<C> {
  const columns = {} as Record<C, ImportColumn>;
  for (const name of Object.keys(defs) as C[]) {
    const { zh, en, aliases, required } = defs[name];
    columns[name] = { title: (lang) => (lang === 'en' ? en : zh), aliases, required };
  }
  return columns;
}
