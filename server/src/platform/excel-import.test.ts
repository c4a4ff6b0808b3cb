import { Code } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/db.js';
import { databaseDigest, rowsOf } from '../../test/db-digest.js';
import { AppError } from './app-error.js';
import { bilingualColumns, type ExcelImport, type ImportMode, importMessages, runExcelImport } from './excel-import.js';
import { excelBomb, rawWorkbook, sheetXml } from './xlsx-bomb.test-support.js';

/**
 * The pipeline every Excel import runs, on a probe import of its own: codes with titles into a scratch
 * table, with the criterion module's message keys (any module's would do).
 */
let database: TestDatabase;
let calls: { read: number };

beforeAll(async () => {
  database = await openTestDatabase({ seeded: false });
  await database.db.execute(sql`create table import_probe (code text primary key, title text not null)`);
});

afterAll(async () => {
  await database.destroy();
});

type Column = 'code' | 'title';
interface Draft {
  code: string;
  title: string;
  note(column: Column, key: 'criterion.importDuplicate'): void;
}

const probeImport = (maxRows = 100): ExcelImport<Column, Draft, Draft[], { count: number }> => ({
  columns: bilingualColumns({
    code: { zh: '编号', en: 'Code', required: true },
    title: { zh: '标题', en: 'Title', aliases: ['name'] },
  }),
  limits: { maxRows },
  messages: importMessages('criterion', 'criterion.codeTaken'),
  start: async () => ({
    read: (row) => {
      calls.read += 1;
      if (row.cell('code') === '') row.note('code', 'validation.required');
      if (row.cell('title').length > 10) row.note('title', 'validation.tooLong');
      return { code: row.cell('code'), title: row.cell('title'), note: row.note };
    },
    check: async (drafts) => {
      const seen = new Set<string>();
      for (const draft of drafts) {
        if (seen.has(draft.code)) draft.note('code', 'criterion.importDuplicate');
        seen.add(draft.code);
      }
      return drafts;
    },
    outcome: (rows) => ({ count: rows.length }),
    write: async (tx, rows) => {
      // One row at a time, so that a clash on the last shows the earlier ones undone.
      for (const row of rows) await tx.execute(sql`insert into import_probe values (${row.code}, ${row.title})`);
      return { count: rows.length };
    },
  }),
});

const run = (body: unknown, mode: ImportMode, maxRows?: number) => {
  calls = { read: 0 };
  return runExcelImport(database.db, body, 'zh-CN', mode, probeImport(maxRows));
};
const workbook = (rows: string[][]) => rawWorkbook(sheetXml(rows));
const probeCodes = async () =>
  (await rowsOf<{ code: string }>(database.db, sql`select code from import_probe order by code`)).map((r) => r.code);

/** The error a run throws, for its code, message key and fields. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('an Excel import', () => {
  it('previews a clean file as what it would create, changing nothing; commit writes it', async () => {
    const file = workbook([['Code', '标题'], ['a1', 'first'], [], ['a2', 'second']]);
    const before = await databaseDigest(database.db, []);
    expect(await run(file, 'preview')).toEqual({ count: 2 });
    expect(await databaseDigest(database.db, [])).toEqual(before);

    expect(await run(file, 'commit')).toEqual({ count: 2 });
    expect(await probeCodes()).toEqual(['a1', 'a2']);
  });

  it('answers every problem at once by row and column, in preview as in commit, writing nothing', async () => {
    const file = workbook([
      ['编号', 'name', 'other'],
      ['', 'fine', 'x'],
      ['b1', 'far too long a title', ''],
      ['b1', 'ok', ''],
    ]);
    const before = await databaseDigest(database.db, []);
    for (const mode of ['preview', 'commit'] as const) {
      const error = await refusal(run(file, mode));
      expect(error.envelopeCode).toBe(Code.FieldErrors);
      expect(error.messageKey).toBe('criterion.importInvalid');
      expect(error.options.params).toEqual({ count: 3 });
      expect(error.options.fields).toEqual({
        'row 2 编号': ['validation.required'],
        'row 3 name': ['validation.tooLong'],
        'row 4 编号': ['criterion.importDuplicate'],
      });
    }
    expect(await databaseDigest(database.db, [])).toEqual(before);
  });

  it('refuses a file missing a required column before reading any row, and one with no row', async () => {
    const missing = await refusal(run(workbook([['标题'], ['x']]), 'preview'));
    expect(missing.messageKey).toBe('criterion.importMissingColumn');
    expect(missing.options.fields).toEqual({ 编号: ['criterion.importMissingColumn'] });
    expect(calls.read).toBe(0);

    const empty = await refusal(
      run(
        workbook([
          ['编号', '标题'],
          ['', ''],
        ]),
        'preview',
      ),
    );
    expect(empty.options.fields).toEqual({ file: ['criterion.importEmpty'] });
  });

  it('streams the rows and stops at the first past the row cap', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [`c${i}`, 't']);
    const error = await refusal(run(workbook([['编号', '标题'], ...rows]), 'preview', 10));
    expect(error.options.fields).toEqual({ file: ['criterion.importTooMany'] });
    // Each row is read as it arrives: ten were, and the one past the cap stopped the reader.
    expect(calls.read).toBe(10);
  });

  it('refuses what is no workbook, and a bomb before it is unpacked', async () => {
    for (const body of [Buffer.from('not a workbook'), Buffer.alloc(0), 'text', undefined]) {
      expect((await refusal(run(body, 'commit'))).options.fields).toEqual({ file: ['criterion.importNotWorkbook'] });
    }
    const bomb = await refusal(run(excelBomb(34, ['编号']), 'commit'));
    expect(bomb.options.fields).toEqual({ file: ['import.unpackTooLarge'] });
    expect(calls.read).toBe(0);
  });

  it('writes all or nothing: a clash at the write undoes the rows before it and answers the conflict', async () => {
    await database.db.execute(sql`insert into import_probe values ('z9', 'taken')`);
    const before = await probeCodes();
    const error = await refusal(run(workbook([['编号'], ['y1'], ['y2'], ['z9']]), 'commit'));
    expect(error.options.fields).toEqual({ file: ['criterion.codeTaken'] });
    expect(await probeCodes()).toEqual(before);
  });
});
