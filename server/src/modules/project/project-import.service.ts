import {
  Code,
  GroupBody,
  PROJECT_DICTS,
  PROJECT_IMPORT_MAX_ROWS,
  ProjectBody,
  type ProjectDictField,
  type ProjectImportResult,
} from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { organizations } from '../../core/organization.table.js';
import { users } from '../../core/user.table.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { isMessageKey, type Lang, type MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { readImportSheet, type SheetRow } from '../../platform/xlsx.js';
import { recordChange } from '../audit/audit.service.js';
import { hasPermission, requirePermission } from '../permission/permission.service.js';
import {
  AUDITED_PROJECT,
  columnsOf,
  type ProjectInput,
  type ProjectReferences,
  referenceProblems,
} from './project.service.js';
import { projectGroups, projects } from './project.table.js';
import { createGroupsIn } from './project-group.service.js';
import { GROUPS_PAGE, PROJECTS_PAGE } from './project-scope.js';
import {
  cellDate,
  cellNumber,
  cellPercent,
  isRequired,
  PROJECT_SHEET,
  projectDictItems,
  type SheetField,
  sheetColumnOf,
  sheetHeader,
} from './project-sheet.js';

/** Where each known column sits in the file, and the header text the file gives it. */
type ColumnMap = Map<SheetField, { index: number; header: string }>;
type Problems = Record<string, MessageKey[]>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const NUMBER_FIELDS = ['longitude', 'latitude', 'total_invest', 'construction_area', 'construction_length'] as const;
const DATE_FIELDS = ['contract_start', 'contract_end', 'actual_start', 'actual_end'] as const;
const TEXT_FIELDS = ['number', 'name', 'province', 'city', 'district', 'location', 'team', 'note'] as const;
const CODED_FIELDS = Object.keys(PROJECT_DICTS) as ProjectDictField[];
type PersonField = 'supervisor_id' | 'project_supervisor_id';

function columnMap(header: string[], lang: Lang): ColumnMap {
  const map: ColumnMap = new Map();
  header.forEach((text, index) => {
    const column = sheetColumnOf(text);
    if (column && !map.has(column.field)) map.set(column.field, { index, header: text.trim() });
  });
  const missing = PROJECT_SHEET.filter((column) => isRequired(column) && !map.has(column.field));
  if (missing.length > 0) {
    throw new AppError(Code.FieldErrors, 'project.importMissingColumn', {
      fields: Object.fromEntries(missing.map((column) => [sheetHeader(lang, column), ['project.importMissingColumn']])),
    });
  }
  return map;
}

/** What names in a file may refer to: the owner's groups, enabled members, organisations and dictionary items. */
async function ownerChoices(ctx: OwnerCtx) {
  const [groups, members, units, dicts, mayCreateGroups] = await Promise.all([
    ctx.db
      .select({ id: projectGroups.id, name: projectGroups.name })
      .from(projectGroups)
      .where(eq(projectGroups.ownerId, ctx.owner.id)),
    ctx.db
      .select({ id: users.id, name: users.name, username: users.username })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.enabled, true))),
    ctx.db
      .select({ id: organizations.id, shortName: organizations.shortName, fullName: organizations.fullName })
      .from(organizations)
      .where(eq(organizations.ownerId, ctx.owner.id)),
    projectDictItems(ctx),
    hasPermission(ctx, GROUPS_PAGE, 'create'),
  ]);
  return { groups: new Map(groups.map((group) => [group.name, group.id])), members, units, dicts, mayCreateGroups };
}
type Choices = Awaited<ReturnType<typeof ownerChoices>>;

/** One entry among the matches; `ambiguous` when several match, undefined when none. */
function single<T>(matches: T[]): T | 'ambiguous' | undefined {
  return matches.length > 1 ? 'ambiguous' : matches[0];
}

/** A row read into a body, apart from its group, which may still have to be created. */
interface Draft {
  rowNumber: number;
  groupName: string;
  body: Record<string, unknown>;
  note(field: SheetField, key: MessageKey): void;
  noted(field: SheetField): boolean;
}

/** Reads one row's cells, resolving names and labels and noting what cannot be read under `row <n> <column>`. */
function readRow(row: SheetRow, columns: ColumnMap, choices: Choices, lang: Lang, problems: Problems): Draft {
  const cell = (field: SheetField) => {
    const at = columns.get(field);
    return at ? (row.cells[at.index] ?? '').trim() : '';
  };
  const nameOf = (field: SheetField) => {
    const def = PROJECT_SHEET.find((column) => column.field === field);
    return `row ${row.rowNumber} ${columns.get(field)?.header ?? (def ? sheetHeader(lang, def) : field)}`;
  };
  const note = (field: SheetField, key: MessageKey) => {
    const known = problems[nameOf(field)] ?? [];
    if (!known.includes(key)) problems[nameOf(field)] = [...known, key];
  };
  const body: Record<string, unknown> = {};

  for (const field of TEXT_FIELDS) body[field] = cell(field);
  for (const field of NUMBER_FIELDS) {
    body[field] = cellNumber(cell(field));
    if (Number.isNaN(body[field])) note(field, 'project.importNotNumber');
  }
  body.progress = cellPercent(cell('progress')) ?? 0;
  if (Number.isNaN(body.progress)) note('progress', 'project.importNotNumber');
  for (const field of DATE_FIELDS) body[field] = cellDate(cell(field));

  // A coded field by its key or its label; text that is neither goes on as a key, which the
  // dictionary check refuses (unless it names a disabled item, which the form keeps too).
  for (const field of CODED_FIELDS) {
    const text = cell(field);
    const items = choices.dicts[field];
    const byKey = items.find((item) => item.key === text);
    const byLabel = single(items.filter((item) => same(item.value, text)));
    if (byKey || text === '') body[field] = text;
    else if (byLabel === 'ambiguous') {
      note(field, 'project.importAmbiguous');
      body[field] = '';
    } else body[field] = byLabel?.key ?? text;
  }

  for (const field of ['supervisor_id', 'project_supervisor_id'] as const) {
    const text = cell(field);
    const member =
      text === ''
        ? undefined
        : (choices.members.find((m) => same(m.username, text)) ??
          single(choices.members.filter((m) => same(m.name, text))));
    if (member === 'ambiguous') note(field, 'project.importMemberAmbiguous');
    else if (text !== '' && !member) note(field, 'project.importMemberUnknown');
    body[field] = typeof member === 'object' ? member.id : null;
  }

  const unitText = cell('construction_unit_id');
  const unit =
    unitText === ''
      ? undefined
      : single(choices.units.filter((u) => same(u.shortName, unitText) || same(u.fullName, unitText)));
  if (unit === 'ambiguous') note('construction_unit_id', 'project.importAmbiguous');
  else if (unitText !== '' && !unit) note('construction_unit_id', 'project.organizationUnknown');
  body.construction_unit_id = typeof unit === 'object' ? unit.id : null;

  return {
    rowNumber: row.rowNumber,
    groupName: cell('group_id'),
    body,
    note,
    noted: (field) => problems[nameOf(field)] !== undefined,
  };
}

/** Groups the file names that the owner has not: made by the import when the caller may create groups. */
function groupsToCreate(drafts: Draft[], choices: Choices): string[] {
  const names = new Set<string>();
  for (const draft of drafts) {
    const name = draft.groupName;
    if (name === '' || choices.groups.has(name)) continue;
    if (!choices.mayCreateGroups) draft.note('group_id', 'project.importGroupDenied');
    else if (!GroupBody.shape.name.safeParse(name).success) draft.note('group_id', 'validation.tooLong');
    else names.add(name);
  }
  return [...names];
}

/** Numbers used twice in the file or already by the owner's projects. */
async function noteNumberClashes(db: Db, ownerId: number, drafts: Draft[]) {
  const numbers = drafts.map((draft) => draft.body.number as string).filter((number) => number !== '');
  const taken = new Set(
    numbers.length === 0
      ? []
      : (
          await db
            .select({ number: projects.number })
            .from(projects)
            .where(and(eq(projects.ownerId, ownerId), inArray(projects.number, [...new Set(numbers)])))
        ).map((row) => row.number),
  );
  const seen = new Set<string>();
  for (const draft of drafts) {
    const number = draft.body.number as string;
    if (number === '') continue;
    if (taken.has(number)) draft.note('number', 'project.numberTaken');
    else if (seen.has(number)) draft.note('number', 'project.importDuplicate');
    seen.add(number);
  }
}

/** Validates every draft as a create body; notes the schema's problems of columns not noted already. */
function parseDrafts(drafts: Draft[], groupIds: Map<string, number>): (ProjectInput | undefined)[] {
  return drafts.map((draft) => {
    const parsed = ProjectBody.safeParse({ ...draft.body, group_id: groupIds.get(draft.groupName) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SheetField;
      if (!draft.noted(field)) draft.note(field, isMessageKey(issue.message) ? issue.message : 'validation.invalid');
    }
    return undefined;
  });
}

/**
 * The references of every row (group, people, unit, dictionary keys), each problem on its row. A row
 * the schema refused is checked too, from what was read of it, so that one answer names everything;
 * a column with a problem already keeps that one.
 */
async function noteReferenceProblems(
  db: Db,
  ownerId: number,
  drafts: Draft[],
  bodies: (ProjectInput | undefined)[],
  groupIds: Map<string, number>,
) {
  const references = drafts.map((draft, index): ProjectReferences => {
    const body = bodies[index];
    if (body) return body;
    const read = draft.body as Record<ProjectDictField, string> & Record<PersonField, number | null>;
    return {
      ...read,
      group_id: groupIds.get(draft.groupName) ?? null,
      construction_unit_id: draft.body.construction_unit_id as number | null,
    };
  });
  for (const [index, fields] of await referenceProblems(db, ownerId, references)) {
    const draft = drafts[index] as Draft;
    for (const [field, keys] of Object.entries(fields)) {
      for (const key of keys) if (!draft.noted(field as SheetField)) draft.note(field as SheetField, key);
    }
  }
}

const readSheet = (buffer: Buffer) =>
  // 26 columns are read; 64 leave room for a few of the user's own. 1,000 such rows are a few MB of
  // XML at most, so 8 MB a part and 16 MB in all refuse nothing real and keep each import small.
  readImportSheet(
    buffer,
    {
      maxRows: PROJECT_IMPORT_MAX_ROWS,
      maxColumns: 64,
      maxEntryBytes: 8 * 1024 * 1024,
      maxTotalBytes: 16 * 1024 * 1024,
    },
    {
      notWorkbook: 'project.importNotWorkbook',
      tooMany: 'project.importTooMany',
    },
  );

/**
 * Imports a workbook of projects (the export's columns, headed in either language): all rows or
 * none. Names and labels are resolved against the owner's groups, members, organisations and
 * dictionaries; each row is then the create form's body, checked by its schema and references. A
 * group the file names that the owner lacks is created, in the same transaction, when the caller
 * may create groups. Every problem is answered at once, named by row and column.
 */
export async function importProjects(ctx: OwnerCtx, body: unknown, lang: Lang): Promise<ProjectImportResult> {
  await requirePermission(ctx, PROJECTS_PAGE, 'import');
  if (!Buffer.isBuffer(body) || body.length === 0) throw fieldError('file', 'project.importNotWorkbook');
  const sheet = await readSheet(body);
  const columns = columnMap(sheet.header, lang);
  if (sheet.rows.length === 0) throw fieldError('file', 'project.importEmpty');

  const choices = await ownerChoices(ctx);
  const problems: Problems = {};
  const drafts = sheet.rows.map((row) => readRow(row, columns, choices, lang, problems));
  const newGroups = groupsToCreate(drafts, choices);

  return ctx.db
    .transaction(async (tx) => {
      await noteNumberClashes(tx, ctx.owner.id, drafts);
      const created = await createGroupsIn(tx, ctx, newGroups);
      const groupIds = new Map([...choices.groups, ...created]);
      const bodies = parseDrafts(drafts, groupIds);
      await noteReferenceProblems(tx, ctx.owner.id, drafts, bodies, groupIds);
      const count = Object.values(problems).reduce((sum, keys) => sum + keys.length, 0);
      // Throwing rolls back the groups made above too.
      if (count > 0) {
        throw new AppError(Code.FieldErrors, 'project.importInvalid', { params: { count }, fields: problems });
      }
      // With no problem noted, every row has parsed.
      const rows = bodies.filter((row): row is ProjectInput => row !== undefined);
      const inserted = await tx
        .insert(projects)
        .values(rows.map((row) => ({ ownerId: ctx.owner.id, ...columnsOf(row), createdBy: ctx.user.id })))
        .returning();
      for (const project of inserted) {
        await recordChange(tx, ctx, {
          entity: 'projects',
          entityId: project.id,
          action: 'create',
          after: AUDITED_PROJECT.fields(project),
        });
      }
      return { count: inserted.length, groups_created: [...created.keys()] };
    })
    .catch((error: unknown) => {
      // Another request took a number or a group name between the checks and the insert.
      if (isUniqueViolation(error)) throw fieldError('file', 'project.importConflict');
      throw error;
    });
}
