import {
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
import { recordCreations } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import {
  type ExcelImport,
  IMPORT_LIMITS,
  type ImportColumns,
  type ImportMode,
  type ImportRow,
  importMessages,
  runExcelImport,
} from '../../platform/excel-import.js';
import { isMessageKey, type Lang } from '../../platform/messages.js';
import { hasPermission, requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
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
  sheetHeader,
} from './project-sheet.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const NUMBER_FIELDS = ['longitude', 'latitude', 'total_invest', 'construction_area', 'construction_length'] as const;
const DATE_FIELDS = ['contract_start', 'contract_end', 'actual_start', 'actual_end'] as const;
const TEXT_FIELDS = ['number', 'name', 'province', 'city', 'district', 'location', 'team', 'note'] as const;
const CODED_FIELDS = Object.keys(PROJECT_DICTS) as ProjectDictField[];
type PersonField = 'supervisor_id' | 'project_supervisor_id';

/** The export's columns, each headed in either language (sheetHeader), units in brackets optional. */
const COLUMNS = Object.fromEntries(
  PROJECT_SHEET.map((column) => [
    column.field,
    { title: (lang: Lang) => sheetHeader(lang, column), required: isRequired(column) },
  ]),
) as ImportColumns<SheetField>;

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
  groupName: string;
  body: Record<string, unknown>;
  note: ImportRow<SheetField>['note'];
  noted: ImportRow<SheetField>['noted'];
}

/** Reads one row's cells, resolving names and labels and noting what cannot be read on its row and column. */
function readRow({ cell, note, noted }: ImportRow<SheetField>, choices: Choices): Draft {
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

  return { groupName: cell('group_id'), body, note, noted };
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

/**
 * Stands in for the id of a group the write makes, while the rows naming it are checked: the schema
 * wants an id, and the reference check skips it (the write puts the new group's id in its place).
 */
const UNMADE_GROUP = 1;

/** Validates every draft as a create body; notes the schema's problems of columns not noted already. */
function parseDrafts(
  drafts: Draft[],
  groupIds: Map<string, number>,
  newGroups: string[],
): (ProjectInput | undefined)[] {
  return drafts.map((draft) => {
    const groupId = groupIds.get(draft.groupName) ?? (newGroups.includes(draft.groupName) ? UNMADE_GROUP : undefined);
    const parsed = ProjectBody.safeParse({ ...draft.body, group_id: groupId });
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
    if (body) return { ...body, group_id: groupIds.get(draft.groupName) ?? null };
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

interface Valid {
  rows: { input: ProjectInput; groupName: string }[];
  newGroups: string[];
}

/**
 * The checks once every row is read, in the order that lets a column keep its first problem: groups
 * to make, numbers taken or repeated, the create form's schema, then the references.
 */
async function checkDrafts(ctx: OwnerCtx, drafts: Draft[], choices: Choices): Promise<Valid> {
  const newGroups = groupsToCreate(drafts, choices);
  await noteNumberClashes(ctx.db, ctx.owner.id, drafts);
  const bodies = parseDrafts(drafts, choices.groups, newGroups);
  await noteReferenceProblems(ctx.db, ctx.owner.id, drafts, bodies, choices.groups);
  const rows = drafts.flatMap((draft, index) => {
    const input = bodies[index];
    return input ? [{ input, groupName: draft.groupName }] : [];
  });
  return { rows, newGroups };
}

/** Makes the new groups, then the projects in them and the others, each audited. */
async function writeProjects(tx: Db, ctx: OwnerCtx, { rows, newGroups }: Valid): Promise<ProjectImportResult> {
  const created = await createGroupsIn(tx, ctx, newGroups);
  const inputs = rows.map(({ input, groupName }) => ({ ...input, group_id: created.get(groupName) ?? input.group_id }));
  const inserted = await tx
    .insert(projects)
    .values(inputs.map((row) => ({ ownerId: ctx.owner.id, ...columnsOf(row), createdBy: ctx.user.id })))
    .returning();
  await recordCreations(tx, ctx, AUDITED_PROJECT, inserted);
  return { count: inserted.length, groups_created: [...created.keys()] };
}

/** The projects' import: the export's columns, names and labels resolved against the owner's own. */
const projectImport = (ctx: OwnerCtx): ExcelImport<SheetField, Draft, Valid, ProjectImportResult> => ({
  columns: COLUMNS,
  // 26 columns are read.
  limits: { ...IMPORT_LIMITS, maxRows: PROJECT_IMPORT_MAX_ROWS },
  // A clash at the write: another request took a number or a group name between the checks and the insert.
  messages: importMessages('project', 'project.importConflict'),
  start: async () => {
    const choices = await ownerChoices(ctx);
    return {
      read: (row) => readRow(row, choices),
      check: (drafts) => checkDrafts(ctx, drafts, choices),
      outcome: ({ rows, newGroups }) => ({ count: rows.length, groups_created: newGroups }),
      write: (tx, valid) => writeProjects(tx, ctx, valid),
    };
  },
});

/**
 * Imports a workbook of projects (the export's columns, headed in either language): all rows or
 * none. Names and labels are resolved against the owner's groups, members, organisations and
 * dictionaries; each row is then the create form's body, checked by its schema and references. A
 * group the file names that the owner lacks is created, in the same transaction, when the caller
 * may create groups. Every problem is answered at once, named by row and column. A preview answers
 * what would be created, groups too, and creates nothing.
 */
export async function importProjects(
  ctx: OwnerCtx,
  body: unknown,
  lang: Lang,
  mode: ImportMode = 'commit',
): Promise<ProjectImportResult> {
  await requirePermission(ctx, PROJECTS_PAGE, 'import');
  return runExcelImport(ctx.db, body, lang, mode, projectImport(ctx));
}
