import { Code, EQUIPMENT_IMPORT_MAX_ROWS, EquipmentBody, type EquipmentPage } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { isMessageKey, type Lang, type MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { readImportSheet, type SheetRow } from '../../platform/xlsx.js';
import { recordChange } from '../audit/audit.service.js';
import { requirePermission } from '../permission/permission.service.js';
import { AUDITED_EQUIPMENT, columnsOf } from './equipment.service.js';
import { equipment } from './equipment.table.js';
import { dayOf, IMPORT_COLUMNS, type ImportColumn, importColumnOf, pick, statusOf } from './equipment-sheet.js';
import { importChoices } from './equipment-workbook.service.js';

type Problems = Record<string, MessageKey[]>;
type Choices = Awaited<ReturnType<typeof importChoices>>;
type Body = z.output<typeof EquipmentBody>;
/** Where each known column sits in the file, and the header text the file gives it. */
type ColumnMap = Map<ImportColumn, { index: number; header: string }>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const problemCount = (problems: Problems) => Object.values(problems).reduce((sum, keys) => sum + keys.length, 0);

function columnMap(header: string[], lang: Lang): ColumnMap {
  const map: ColumnMap = new Map();
  header.forEach((text, index) => {
    const column = importColumnOf(text);
    if (column && !map.has(column)) map.set(column, { index, header: text.trim() });
  });
  const missing: Problems = {};
  for (const column of Object.keys(IMPORT_COLUMNS) as ImportColumn[]) {
    if (IMPORT_COLUMNS[column].required && !map.has(column)) {
      missing[pick(lang, IMPORT_COLUMNS[column])] = ['equipment.importMissingColumn'];
    }
  }
  const first = Object.values(missing)[0]?.[0];
  if (first) throw new AppError(Code.FieldErrors, first, { fields: missing });
  return map;
}

/** One entry by name among several; `ambiguous` when the name is not unique. */
const single = <T>(matches: T[]): T | 'ambiguous' | undefined => (matches.length > 1 ? 'ambiguous' : matches[0]);

/** The contract's body fields, each read from its column. */
const FIELD_COLUMNS: Partial<Record<keyof Body, ImportColumn>> = {
  project_id: 'project_number',
  device_id: 'device',
  name: 'name',
  e_number: 'e_number',
  batch: 'batch',
  quantity: 'quantity',
  factory_id: 'factory',
  unit_id: 'unit',
  planned_delivery: 'planned_delivery',
  status: 'status',
  note: 'note',
};

/** Reads one row into a create body, noting every problem under `row <n> <column>`. */
function readRow(row: SheetRow, columns: ColumnMap, choices: Choices, lang: Lang, problems: Problems) {
  const cell = (column: ImportColumn) => {
    const at = columns.get(column);
    return at ? (row.cells[at.index] ?? '').trim() : '';
  };
  const note = (column: ImportColumn, key: MessageKey) => {
    const field = `row ${row.rowNumber} ${columns.get(column)?.header ?? pick(lang, IMPORT_COLUMNS[column])}`;
    const known = problems[field] ?? [];
    if (!known.includes(key)) problems[field] = [...known, key];
  };
  /** A reference by name: blank is none, an unknown or shared name a problem of its column. */
  const lookUp = <T extends { id: number }>(
    column: ImportColumn,
    matches: (text: string) => T[],
    unknown: MessageKey,
  ) => {
    const text = cell(column);
    if (text === '') return null;
    const found = single(matches(text));
    if (found === 'ambiguous') note(column, 'equipment.importAmbiguous');
    else if (!found) note(column, unknown);
    return typeof found === 'object' ? found.id : undefined;
  };

  const projectId = lookUp(
    'project_number',
    (text) => choices.projects.filter((p) => same(p.number, text)),
    'equipment.importProjectUnknown',
  );
  const deviceId = lookUp(
    'device',
    (text) => choices.devices.filter((d) => same(d.name, text) || (d.code !== '' && same(d.code, text))),
    'equipment.importDeviceUnknown',
  );
  const factoryId = lookUp(
    'factory',
    (text) => choices.factories.filter((f) => same(f.shortName, text) || same(f.fullName, text)),
    'equipment.importFactoryUnknown',
  );
  const unitId = lookUp(
    'unit',
    (text) => choices.units.filter((u) => same(u.name, text)),
    'equipment.importUnitUnknown',
  );
  const status = statusOf(cell('status'));
  if (!status) note('status', 'equipment.importStatusUnknown');
  const quantity = cell('quantity');
  const delivery = cell('planned_delivery');

  const parsed = EquipmentBody.safeParse({
    project_id: projectId ?? 0,
    device_id: deviceId ?? 0,
    name: cell('name'),
    e_number: cell('e_number'),
    batch: cell('batch'),
    quantity: quantity === '' ? 1 : Number(quantity),
    factory_id: factoryId ?? null,
    unit_id: unitId ?? null,
    planned_delivery: delivery === '' ? null : (dayOf(delivery) ?? delivery),
    status: status ?? 'pending',
    note: cell('note'),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = FIELD_COLUMNS[issue.path[0] as keyof Body];
      // A reference already noted above reads as 0 here; its own message says more.
      if (column && !['project_number', 'device'].includes(column)) {
        note(column, isMessageKey(issue.message) ? issue.message : 'validation.invalid');
      } else if (column && cell(column) === '') {
        note(column, 'validation.required');
      }
    }
    return { body: undefined, note };
  }
  return { body: parsed.data, note };
}

/** Numbers taken already in the projects the file names, as `projectId:number`. */
async function takenNumbers(db: Db, ownerId: number, bodies: Body[]): Promise<Set<string>> {
  const projectIds = [...new Set(bodies.map((body) => body.project_id))];
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ projectId: equipment.projectId, eNumber: equipment.eNumber })
    .from(equipment)
    .where(and(eq(equipment.ownerId, ownerId), inArray(equipment.projectId, projectIds)));
  return new Set(rows.map((row) => `${row.projectId}:${row.eNumber}`));
}

/** Every row checked against the owner's projects, kinds, factories and units, and the numbers in use. */
async function validRows(ctx: OwnerCtx, buffer: Buffer, lang: Lang): Promise<Body[]> {
  // Eleven columns are read; 64 leave room for the export's others and the user's own. A thousand
  // such rows are well under a megabyte of XML, so 8 MB a part and 16 MB in all refuse nothing real.
  const sheet = await readImportSheet(
    buffer,
    {
      maxRows: EQUIPMENT_IMPORT_MAX_ROWS,
      maxColumns: 64,
      maxEntryBytes: 8 * 1024 * 1024,
      maxTotalBytes: 16 * 1024 * 1024,
    },
    {
      notWorkbook: 'equipment.importNotWorkbook',
      tooMany: 'equipment.importTooMany',
    },
  );
  const columns = columnMap(sheet.header, lang);
  if (sheet.rows.length === 0) throw fieldError('file', 'equipment.importEmpty');

  const choices = await importChoices(ctx);
  const problems: Problems = {};
  const read = sheet.rows.map((row) => readRow(row, columns, choices, lang, problems));
  const bodies = read.flatMap((entry) => (entry.body ? [entry.body] : []));
  const taken = await takenNumbers(ctx.db, ctx.owner.id, bodies);
  const seen = new Set<string>();
  for (const entry of read) {
    if (!entry.body) continue;
    const key = `${entry.body.project_id}:${entry.body.e_number}`;
    if (taken.has(key)) entry.note('e_number', 'equipment.numberTaken');
    else if (seen.has(key)) entry.note('e_number', 'equipment.importDuplicate');
    seen.add(key);
  }
  const count = problemCount(problems);
  if (count > 0)
    throw new AppError(Code.FieldErrors, 'equipment.importInvalid', { params: { count }, fields: problems });
  return bodies;
}

/**
 * Imports a workbook of new equipment: all rows or none. Every row is checked first and every problem
 * is answered at once, named by row and column; only a clean file is written, in one transaction.
 */
export async function importEquipment(
  ctx: OwnerCtx,
  page: EquipmentPage,
  body: unknown,
  lang: Lang,
): Promise<{ count: number }> {
  await requirePermission(ctx, page, 'import');
  if (!Buffer.isBuffer(body) || body.length === 0) throw fieldError('file', 'equipment.importNotWorkbook');
  const rows = await validRows(ctx, body, lang);
  await ctx.db
    .transaction(async (tx) => {
      const made = await tx
        .insert(equipment)
        .values(rows.map((row) => ({ ownerId: ctx.owner.id, ...columnsOf(row), createdBy: ctx.user.id })))
        .returning();
      for (const row of made) {
        await recordChange(tx, ctx, {
          entity: 'equipment',
          entityId: row.id,
          action: 'create',
          after: AUDITED_EQUIPMENT.fields(row),
        });
      }
    })
    .catch((error: unknown) => {
      // A number taken between the check and the write.
      if (isUniqueViolation(error)) throw fieldError('file', 'equipment.numberTaken');
      throw error;
    });
  return { count: rows.length };
}
