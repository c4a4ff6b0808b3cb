import { EQUIPMENT_IMPORT_MAX_ROWS, EquipmentBody, type EquipmentPage } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordCreations } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import {
  bilingualColumns,
  type ExcelImport,
  IMPORT_LIMITS,
  type ImportMode,
  type ImportRow,
  importMessages,
  runExcelImport,
} from '../../platform/excel-import.js';
import { isMessageKey, type Lang, type MessageKey } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { AUDITED_EQUIPMENT, columnsOf } from './equipment.service.js';
import { equipment } from './equipment.table.js';
import { dayOf, IMPORT_COLUMNS, type ImportColumn, statusOf } from './equipment-sheet.js';
import { importChoices } from './equipment-workbook.service.js';

type Choices = Awaited<ReturnType<typeof importChoices>>;
type Body = z.output<typeof EquipmentBody>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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

/** Reads one row into a create body, noting every problem on its row and column. */
function readRow(row: ImportRow<ImportColumn>, choices: Choices) {
  const { cell, note } = row;
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

type Read = ReturnType<typeof readRow>;

/** Equipment numbers taken in their project already or repeated in the file, noted on their rows. */
async function noteNumberClashes(ctx: OwnerCtx, read: Read[]): Promise<Body[]> {
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
  return bodies;
}

/** The equipment's import: every row checked against the owner's projects, kinds, factories and units, and the numbers in use. */
const equipmentImport = (ctx: OwnerCtx): ExcelImport<ImportColumn, Read, Body[], { count: number }> => ({
  columns: bilingualColumns(IMPORT_COLUMNS),
  // Eleven columns are read, among the export's others; a thousand such rows are well under a megabyte of XML.
  limits: { ...IMPORT_LIMITS, maxRows: EQUIPMENT_IMPORT_MAX_ROWS },
  // A clash at the write is a number taken between the check and the write.
  messages: importMessages('equipment', 'equipment.numberTaken'),
  start: async () => {
    const choices = await importChoices(ctx);
    return {
      read: (row) => readRow(row, choices),
      check: (read) => noteNumberClashes(ctx, read),
      outcome: (rows) => ({ count: rows.length }),
      write: async (tx, rows) => {
        const made = await tx
          .insert(equipment)
          .values(rows.map((row) => ({ ownerId: ctx.owner.id, ...columnsOf(row), createdBy: ctx.user.id })))
          .returning();
        await recordCreations(tx, ctx, AUDITED_EQUIPMENT, made);
        return { count: made.length };
      },
    };
  },
});

/**
 * Imports a workbook of new equipment: all rows or none. Every row is checked first and every problem
 * is answered at once, named by row and column; only a clean file is written, in one transaction
 * (commit), or answered as the count it would create (preview).
 */
export async function importEquipment(
  ctx: OwnerCtx,
  page: EquipmentPage,
  body: unknown,
  lang: Lang,
  mode: ImportMode = 'commit',
): Promise<{ count: number }> {
  await requirePermission(ctx, page, 'import');
  return runExcelImport(ctx.db, body, lang, mode, equipmentImport(ctx));
}
