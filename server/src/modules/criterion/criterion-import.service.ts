import { ClauseBody, CRITERION_CLAUSES_MAX, parentCode } from '@app/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { fieldError } from '../../platform/app-error.js';
import { recordCreations } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import {
  bilingualColumns,
  type ExcelImport,
  type ImportMode,
  type ImportReport,
  type ImportRow,
  importMessages,
  runExcelImport,
} from '../../platform/excel-import.js';
import { isMessageKey, type Lang } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { AUDITED_CLAUSE, type ClauseInput, CRITERION_PAGE, clauseCount, ownLaw } from './criterion.service.js';
import { criterionClauses as clauses } from './criterion.table.js';
import { insertClauses } from './criterion-insert.js';

type Column = 'code' | 'title' | 'requirement';

/** The template's headers; a file may use either language's. */
const HEADERS: Record<Column, { zh: string; en: string; required: true }> = {
  code: { zh: '条款编号', en: 'Code', required: true },
  title: { zh: '条款标题', en: 'Title', required: true },
  requirement: { zh: '要求', en: 'Requirement', required: true },
};
const COLUMNS = Object.keys(HEADERS) as Column[];
const pick = (lang: Lang, text: { zh: string; en: string }) => (lang === 'en' ? text.en : text.zh);

interface Read {
  body: ClauseInput | undefined;
  note: ImportRow<Column>['note'];
}

function readRow({ cell, note }: ImportRow<Column>): Read {
  const parsed = ClauseBody.safeParse({ code: cell('code'), title: cell('title'), requirement: cell('requirement') });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = issue.path[0] as Column;
      note(
        COLUMNS.includes(column) ? column : 'code',
        isMessageKey(issue.message) ? issue.message : 'validation.invalid',
      );
    }
  }
  return { body: parsed.success ? parsed.data : undefined, note };
}

/** Across rows: a code once in the file, not in the standard yet, its parent present; then the standard's cap. */
async function checkCodes(db: Db, lawId: number, read: Read[], report: ImportReport): Promise<ClauseInput[]> {
  const existing = new Set(
    (await db.select({ code: clauses.code }).from(clauses).where(eq(clauses.lawId, lawId))).map((r) => r.code),
  );
  const inFile = new Set(read.flatMap((entry) => (entry.body ? [entry.body.code] : [])));
  const seen = new Set<string>();
  for (const entry of read) {
    if (!entry.body) continue;
    const { code } = entry.body;
    if (existing.has(code)) entry.note('code', 'criterion.codeTaken');
    else if (seen.has(code)) entry.note('code', 'criterion.importDuplicate');
    seen.add(code);
    const parent = parentCode(code);
    if (parent !== null && !existing.has(parent) && !inFile.has(parent)) entry.note('code', 'criterion.parentMissing');
  }
  // The rows' own problems first: the cap is answered for a file that is otherwise clean.
  report.throwIfAny();
  if (existing.size + read.length > CRITERION_CLAUSES_MAX) throw fieldError('file', 'criterion.tooMany');
  return read.flatMap((entry) => (entry.body ? [entry.body] : []));
}

/** The clauses' import into one standard. */
const clauseImport = (ctx: OwnerCtx, lawId: number): ExcelImport<Column, Read, ClauseInput[], { count: number }> => ({
  columns: bilingualColumns(HEADERS),
  // Three columns are read; 32 leave room for the user's own. 2,000 rows of requirement text are a
  // few megabytes of XML at most.
  limits: {
    maxRows: CRITERION_CLAUSES_MAX,
    maxColumns: 32,
    maxEntryBytes: 16 * 1024 * 1024,
    maxTotalBytes: 24 * 1024 * 1024,
  },
  // A clash at the write: a code or parent changed between the check and the write.
  messages: importMessages('criterion', 'criterion.codeTaken'),
  start: async () => ({
    read: readRow,
    check: (read, report) => checkCodes(ctx.db, lawId, read, report),
    outcome: (rows) => ({ count: rows.length }),
    write: async (tx, rows) => {
      if ((await clauseCount(tx, lawId)) + rows.length > CRITERION_CLAUSES_MAX) {
        throw fieldError('file', 'criterion.tooMany');
      }
      const made = await insertClauses(tx, { ownerId: ctx.owner.id, lawId, userId: ctx.user.id }, rows);
      await recordCreations(tx, ctx, AUDITED_CLAUSE, made);
      return { count: rows.length };
    },
  }),
});

/**
 * Adds a workbook's clauses to one standard: all rows or none. Every row is checked first and every
 * problem answered at once, by row and column; a clean file is written in one transaction, parents
 * before children, so a row may name a parent that comes later in the file or is already stored.
 */
export async function importClauses(
  ctx: OwnerCtx,
  lawId: number,
  body: unknown,
  lang: Lang,
  mode: ImportMode = 'commit',
): Promise<{ count: number }> {
  await requirePermission(ctx, CRITERION_PAGE, 'import');
  await ownLaw(ctx.db, ctx, lawId);
  return runExcelImport(ctx.db, body, lang, mode, clauseImport(ctx, lawId));
}

/** The import workbook: the three columns on the first sheet (the only one read), then how to fill them. */
export async function importTemplate(ctx: OwnerCtx, lang: Lang): Promise<{ fileName: string; buffer: Buffer }> {
  await requirePermission(ctx, CRITERION_PAGE, 'import');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(pick(lang, { zh: '条款', en: 'Clauses' }), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: pick(lang, HEADERS.code), width: 14 },
    { header: pick(lang, HEADERS.title), width: 30 },
    { header: pick(lang, HEADERS.requirement), width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  // As text: Excel would read 5.10 as the number 5.1.
  sheet.getColumn(1).numFmt = '@';
  const notes = book.addWorksheet(pick(lang, { zh: '填写说明', en: 'Instructions' }));
  notes.columns = [{ width: 14 }, { width: 80 }];
  const lines: [string, string][] = [
    [
      pick(lang, HEADERS.code),
      pick(lang, {
        zh: '必填；以点分隔的数字，最多三级：5、5.2、5.2.3；设为文本格式，以免 5.10 变成 5.1',
        en: 'Required; numbers joined by dots, at most three levels: 5, 5.2, 5.2.3; keep the column as text so 5.10 stays 5.10',
      }),
    ],
    [
      '',
      pick(lang, {
        zh: '下级条款的上级须在本文件中或已在该标准中（5.2 需要 5）；编号在标准中唯一',
        en: 'A sub-clause needs its parent in this file or already in the standard (5.2 needs 5); codes are unique in the standard',
      }),
    ],
    [
      pick(lang, HEADERS.title),
      pick(lang, { zh: '可留空；与要求至少填一项', en: 'May be blank; fill it or the requirement' }),
    ],
    [pick(lang, HEADERS.requirement), pick(lang, { zh: '条款的要求正文', en: 'The text of the requirement' })],
    [
      '',
      pick(lang, {
        zh: '一次最多 2000 行；任一行有误则整份文件不导入',
        en: 'At most 2000 rows; if any row is wrong nothing is imported',
      }),
    ],
  ];
  for (const line of lines) notes.addRow(line);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: pick(lang, { zh: '条款导入模板.xlsx', en: 'clause-import-template.xlsx' }), buffer };
}
