import {
  INT4_MAX,
  LIST_COUNT_CAP,
  type ListData,
  type ListQuery,
  REPORT_LIST,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportRow,
  type ReportStatus,
  type ReportType,
} from '@app/contract';
import { type AnyColumn, and, eq, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { organizations } from '../../core/organization.table.js';
import { users } from '../../core/user.table.js';
import { fieldError, notFound } from '../../platform/app-error.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { filterShape, likeLiteral, listFilters, onlyFilter } from '../../platform/list-filters.js';
import {
  countUpToCap,
  idArray,
  inIdOrder,
  type ListWindow,
  listPage,
  listWindow,
  rememberedCount,
} from '../../platform/list-query.js';
import {
  anyCaller,
  builtOnce,
  callerValues,
  preparedOnce,
  preparedShape,
  writtenCount,
  writtenWord,
} from '../../platform/prepared.js';
import type { OwnerCtx } from '../../platform/session.js';
import { deviceKindRefs } from '../device/device.service.js';
import { equipmentRefs } from '../equipment/equipment-query.js';
import { requireAny } from '../form/form-access.js';
import { formNumbers, formRefs } from '../form/form-refs.js';
import { unitRefs } from '../inspection-unit/inspection-unit.service.js';
import { projectScopeOf, visibleProjectIds, visibleProjectRefs } from '../project/project-scope.js';
import { latestReviewOf } from '../workflow/review-refs.js';
import { LIST_PAGE, PERSON_PAGE, UPLOAD_PAGE } from './report.service.js';
import { reports } from './report.table.js';
import { CONTROL_PAGE, MANAGER_CONTROL_PAGE, PROJECT_REPORTS_PAGE } from './report-pages.js';
import { isSubmittedStatus, statusIs, statusOf } from './report-status.js';

type ReportListQuery = ListQuery & {
  mine?: 'true' | 'false' | undefined;
  project_id?: number | undefined;
  writer_id?: number | undefined;
};

const STATUS_FILTER = 'filter[status]';

/** A select filter's value that must be a row id; another is refused as the column's type would refuse it. */
function idOf(field: string, value: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id <= INT4_MAX)) throw fieldError(`filter[${field}]`, 'validation.invalid');
  return id;
}

/** The state a status filter names; another is refused, as a select filter's unknown value is by its column's type. */
function reportStatusOf(value: string): ReportStatus {
  if (!(REPORT_STATUSES as readonly string[]).includes(value)) throw fieldError(STATUS_FILTER, 'validation.invalid');
  return value as ReportStatus;
}

/** A user's name by the id in `key`, read for the page's rows only. */
const nameOfUser = (key: AnyColumn) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${key})`;

/** What the list reads of a form besides its report's copy: its number (formNumbers), or what a page shows (formRefs). */
type ListedForm = ReturnType<typeof formNumbers> | ReturnType<typeof formRefs>;

/**
 * The reports with what the list sorts and filters them by, each read through its module: the report's
 * copy of its form's state and submission, the form's number through `form`, the projects the caller
 * may read, the owner's equipment with its kind, factory and unit. Only the form is joined: the rest
 * is read for the rows needed only (subqueries, joined laterally where the sort needs a column) and
 * filtered through the report's keys, since PostgreSQL takes longer to plan a dozen joins (20 ms,
 * measured) than to run the query (1 ms).
 */
function reportColumns(ctx: OwnerCtx, form: ListedForm) {
  const visible = visibleProjectRefs(ctx);
  const project = ctx.db
    .select({ name: visible.name })
    .from(visible)
    .where(eq(visible.id, reports.projectId))
    .limit(1)
    .as('report_project');
  const status = statusOf(reports.formStatus, reports.reviewStatus);
  /** The reports about a piece of the owner's equipment that `where` picks (equipment_device_idx for a kind, then reports_equipment_idx). */
  const aboutEquipment = (where: (pieces: ReturnType<typeof equipmentRefs>) => SQL | undefined) => {
    const pieces = equipmentRefs(ctx);
    return inArray(reports.equipmentId, ctx.db.select({ id: pieces.id }).from(pieces).where(where(pieces)));
  };
  const contains = (value: string) => `%${likeLiteral(value)}%`;
  const columns: ListColumns<typeof REPORT_LIST> = {
    number: form.number,
    report_date: reports.reportDate,
    report_type: reports.reportType,
    conclusion: reports.conclusion,
    submit_at: reports.submittedAt,
    project_name: {
      sort: project.name,
      filter: (value) => {
        const named = visibleProjectRefs(ctx);
        const ids = ctx.db
          .select({ id: named.id })
          .from(named)
          .where(ilike(named.name, contains(value)));
        return inArray(reports.projectId, ids);
      },
    },
    inspector: (value) =>
      inArray(
        reports.writerId,
        ctx.db
          .select({ id: users.id })
          .from(users)
          .where(ilike(users.name, contains(value))),
      ),
    device: (value) => aboutEquipment((pieces) => eq(pieces.deviceId, idOf('device', value))),
    factory: (value) => {
      const made = ctx.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(ilike(organizations.shortName, contains(value)));
      return aboutEquipment((pieces) => inArray(pieces.factoryId, made));
    },
    ins_unit: (value) => aboutEquipment((pieces) => eq(pieces.unitId, idOf('ins_unit', value))),
    status: (value) => statusIs(reports.formStatus, reports.reviewStatus, reportStatusOf(value)),
    equipment: (value) =>
      aboutEquipment((pieces) =>
        or(
          ilike(pieces.name, contains(value)),
          ilike(pieces.batch, contains(value)),
          ilike(pieces.eNumber, contains(value)),
        ),
      ),
  };
  const onForm = eq(form.id, reports.formInstanceId);
  /**
   * The matching reports' ids with `sortKey`, to pick a page of them: the form is read only for its
   * number (PostgreSQL leaves out a left join nothing reads), the project's name only for a sort by it
   * (else once for every report walked).
   */
  const keyed = (sortKey: AnyColumn | SQL, byProject: boolean) => {
    const joined = ctx.db
      .select({ id: reports.formInstanceId, key: sql`${sortKey}`.as('key') })
      .from(reports)
      .leftJoin(form, onForm)
      .$dynamic();
    return byProject ? joined.leftJoinLateral(project, sql`true`) : joined;
  };
  /** The matching reports' ids, to count them. */
  const ids = () => ctx.db.select({ id: reports.formInstanceId }).from(reports).leftJoin(form, onForm);
  return { columns, tieBreaker: reports.formInstanceId, project, status, onForm, keyed, ids };
}

/**
 * The list's columns as any caller of ctx's scope has them, built once: what checks a query's sort,
 * page and filters and gives its window, where building them at every call took a fifth of its CPU.
 * Their SQL names no caller: a query run for one builds its own (reportColumns).
 */
const checkingColumns = (ctx: OwnerCtx) =>
  builtOnce(ctx.db, `report_columns_${projectScopeOf(ctx)}`, () => {
    const caller = anyCaller(ctx);
    return reportColumns(caller, formNumbers(caller.db));
  });

/** A page's reports with what the list shows of them: their form, project, people, equipment and review. */
function reportRows(ctx: OwnerCtx) {
  const form = formRefs(ctx);
  const { columns, tieBreaker, project, status, onForm } = reportColumns(ctx, form);
  // The steps its latest review waits on, read for the page's rows only.
  const review = latestReviewOf(ctx.db, reports.formInstanceId);
  const piece = equipmentRefs(ctx);
  const kind = deviceKindRefs(ctx);
  const unit = unitRefs(ctx);
  const equipment = ctx.db
    .select({
      name: piece.name,
      eNumber: piece.eNumber,
      batch: piece.batch,
      // Named anew: three of the four tables call theirs `name`.
      deviceName: sql<string>`${kind.name}`.as('device_name'),
      factoryName: sql<string>`${organizations.shortName}`.as('factory_name'),
      unitName: sql<string>`${unit.name}`.as('unit_name'),
    })
    .from(piece)
    .leftJoin(kind, eq(kind.id, piece.deviceId))
    .leftJoin(organizations, eq(organizations.id, piece.factoryId))
    .leftJoin(unit, eq(unit.id, piece.unitId))
    .where(eq(piece.id, reports.equipmentId))
    .limit(1)
    .as('report_equipment');
  const select = () =>
    ctx.db
      .select({
        // What the list shows of the report itself: its audit columns are not parsed for nothing.
        report: {
          formInstanceId: reports.formInstanceId,
          reportType: reports.reportType,
          projectId: reports.projectId,
          reportDate: reports.reportDate,
          conclusion: reports.conclusion,
        },
        templateId: form.templateId,
        templateName: form.templateName,
        number: form.number,
        submittedAt: form.submittedAt,
        projectName: project.name,
        writerName: nameOfUser(reports.writerId),
        submitterName: nameOfUser(form.createdBy),
        equipmentName: equipment.name,
        equipmentNumber: equipment.eNumber,
        batch: equipment.batch,
        deviceName: equipment.deviceName,
        factoryName: equipment.factoryName,
        unitName: equipment.unitName,
        status,
        step: review.step,
      })
      .from(reports)
      .innerJoin(form, onForm)
      .leftJoinLateral(project, sql`true`)
      .leftJoinLateral(equipment, sql`true`)
      .leftJoinLateral(review, sql`true`);
  return { columns, tieBreaker, select };
}

type Selected = Awaited<ReturnType<ReturnType<typeof reportRows>['select']>>[number];

const toRow = (row: Selected): ReportRow => ({
  id: row.report.formInstanceId,
  template_id: row.templateId,
  template_name: row.templateName,
  number: row.number,
  report_type: row.report.reportType,
  project_id: row.report.projectId,
  // Never missing: the WHERE keeps only reports of projects the caller reads.
  project_name: row.projectName ?? '',
  report_date: row.report.reportDate,
  conclusion: row.report.conclusion,
  writer_name: row.writerName ?? '',
  equipment_name: row.equipmentName ?? '',
  equipment_number: row.equipmentNumber ?? '',
  batch: row.batch ?? '',
  device_name: row.deviceName ?? '',
  factory_name: row.factoryName ?? '',
  unit_name: row.unitName ?? '',
  status: row.status,
  step: row.step ?? '',
  // A draft has nobody who submitted it yet (one sent back keeps its submission).
  submit_by_name: row.submittedAt ? (row.submitterName ?? '') : '',
  submit_at: row.submittedAt?.toISOString() ?? null,
});

/** A value, or where a prepared statement takes it. */
type Value<T> = T | Placeholder;
/** What picks a page's rows besides the caller and the list's shape: one project, one writer, and the window. */
interface PageValues {
  projectId: Value<number> | undefined;
  writerId: Value<number> | undefined;
  /** One type of report, written into a first page prepared for it; else a filter decides. */
  reportType?: Value<ReportType> | undefined;
  /** How many of each half's first rows to read: the page's offset and size. */
  depth: Value<number>;
  limit: Value<number>;
  offset: Value<number>;
}

const valuesOf = (query: ReportListQuery, window: ListWindow): PageValues => ({
  projectId: query.project_id,
  writerId: query.writer_id,
  depth: window.offset + window.limit,
  limit: window.limit,
  offset: window.offset,
});

/**
 * The reports the caller may read (readableForms, said of the report's copy of its form) in two
 * halves, each walked in the list's order through an index of its own: the submitted ones
 * (reports_owner_shared_idx, with no drafts of others to step over, where an OR of the two halves
 * walked past every draft of the owner before the first submitted report), and the caller's own not
 * submitted (his drafts and those sent back, a few). The state is written into the SQL, not bound: a
 * statement kept for every caller can then use the partial indexes, whose conditions name it.
 */
const readableHalves = (ctx: OwnerCtx) =>
  [
    sql`${reports.formStatus} = 'submitted'`,
    and(sql`${reports.formStatus} <> 'submitted'`, eq(reports.formCreatedBy, ctx.user.id)),
  ] as const;

/**
 * The page's report ids and the count for `query`, with `values` as given (numbers, or placeholders
 * of a prepared statement). Each half of the readable reports is walked in the page's order and cut
 * at its depth, the halves are merged, then the page's window is taken; what the page shows of its
 * reports is read apart (reportRowsOf), so the rows a deep page skips are not given their names,
 * equipment and review (990 of them on page 66).
 */
function pageQueries(
  ctx: OwnerCtx,
  query: ReportListQuery,
  values: PageValues,
  filters: (columns: ListColumns<typeof REPORT_LIST>) => SQL | undefined = (columns) =>
    listFilters(query, REPORT_LIST, columns),
) {
  const window = listWindow(query, REPORT_LIST, checkingColumns(ctx));
  const filteredStatus = query[STATUS_FILTER];
  const status = typeof filteredStatus === 'string' && filteredStatus.trim() !== '' ? filteredStatus.trim() : undefined;
  const sortsByProject = (query.sort ?? REPORT_LIST.defaultSort).replace(/^-/, '') === 'project_name';
  const visibleProjects = visibleProjectIds(ctx);
  /** The caller's reports of a half of those he may read, as the query picks them. */
  const halfOf = (readable: SQL | undefined) => {
    const half = reportColumns(ctx, formNumbers(ctx.db));
    const where = and(
      eq(reports.ownerId, ctx.owner.id),
      readable,
      // An array read once rather than a join: PostgreSQL then walks the order's index whatever it
      // guesses of the projects table (one row, when never analysed, made it sort every report: 100 ms
      // at 20,000 reports against 1 ms).
      sql`${reports.projectId} = any(array(${visibleProjects}))`,
      query.mine === 'true' ? or(eq(reports.writerId, ctx.user.id), eq(reports.createdBy, ctx.user.id)) : undefined,
      values.projectId === undefined ? undefined : eq(reports.projectId, values.projectId),
      values.writerId === undefined ? undefined : eq(reports.writerId, values.writerId),
      values.reportType === undefined ? undefined : eq(reports.reportType, values.reportType),
      filters(half.columns),
    );
    const order = listWindow(query, REPORT_LIST, half);
    return {
      /** Its first rows in the page's order, as deep as the page reaches. */
      firstRows: half
        .keyed(order.sortKey, sortsByProject)
        .where(where)
        .orderBy(...order.orderBy)
        .limit(values.depth),
      /** Its reports, to count. */
      counted: half.ids().where(where),
    };
  };
  const [shared, own] = readableHalves(ctx);
  // A state is one of submitted reports or one of drafts: the other half holds none in it, and
  // walking it to find so had a caller with many drafts step over each of them.
  const submitted = status === undefined || isSubmittedStatus(reportStatusOf(status));
  const drafts = status === undefined || !submitted;
  const halves = [...(submitted ? [halfOf(shared)] : []), ...(drafts ? [halfOf(own)] : [])];
  const [first, second] = halves;
  if (!first) throw new Error('a report list reads at least one half of the forms');
  const firstRows = (second ? first.firstRows.unionAll(second.firstRows) : first.firstRows).as('first_rows');
  return {
    window,
    ids: ctx.db
      .select({ id: firstRows.id })
      .from(firstRows)
      .orderBy(window.direction(firstRows.key), window.direction(firstRows.id))
      .limit(values.limit)
      .offset(values.offset),
    // Each half stops at the count's cap, as the whole does.
    counted: countUpToCap(
      ctx.db,
      second
        ? first.counted.limit(LIST_COUNT_CAP + 1).unionAll(second.counted.limit(LIST_COUNT_CAP + 1))
        : first.counted,
    ),
  };
}

/** The page's report ids and the count of a list call as they run unprepared (the scale test EXPLAINs them). */
export function reportQueries(ctx: OwnerCtx, query: ReportListQuery) {
  return pageQueries(ctx, query, valuesOf(query, listWindow(query, REPORT_LIST, checkingColumns(ctx))));
}

const PLACEHOLDERS = {
  ids: sql.placeholder('ids'),
  values: {
    projectId: sql.placeholder('project'),
    writerId: sql.placeholder('writer'),
    depth: sql.placeholder('depth'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  },
};

/**
 * The page's report ids, in the page's order. The list has few shapes (the caller's scope, a sort,
 * mine, one project or writer, the fields filtered and how): each is prepared once per database, so
 * drizzle does not build its subqueries again for every call (building a filtered one took a third of
 * the server's CPU). A filter's values, the page's depth and window stay placeholders: told them,
 * PostgreSQL would soon keep one generic plan for every owner and caller, and a generic plan of this
 * query can walk a million forms for a caller's few drafts (measured: 2 s against 1 ms). A filter
 * mapped to a condition of its own (a device, an inspector's name…), or a shape beyond the kept ones,
 * is built for the call.
 */
async function pageIds(ctx: OwnerCtx, query: ReportListQuery, window: ListWindow, filtered: boolean) {
  // A state is one of a short list: each has its statement.
  const shape = filtered
    ? filterShape(query, REPORT_LIST, checkingColumns(ctx).columns, { status: REPORT_STATUSES })
    : undefined;
  const unprepared = async () => (await reportQueries(ctx, query).ids).map((row) => row.id);
  if (filtered && !shape) return unprepared();
  const sort = (query.sort ?? REPORT_LIST.defaultSort).replace('-', 'desc_');
  const name = `report_ids_${projectScopeOf(ctx)}_${sort}_${query.mine === 'true'}_${query.project_id !== undefined}_${query.writer_id !== undefined}`;
  const build = (statementName: string) => {
    const values = {
      ...PLACEHOLDERS.values,
      projectId: query.project_id === undefined ? undefined : PLACEHOLDERS.values.projectId,
      writerId: query.writer_id === undefined ? undefined : PLACEHOLDERS.values.writerId,
    };
    return pageQueries(anyCaller(ctx), query, values, shape?.where).ids.prepare(statementName);
  };
  // The unfiltered shapes are few; the filtered ones as many as the filters' combinations.
  const statement = shape
    ? preparedShape(ctx.db, 'report_ids', `${name}_${shape.key}`, build)
    : preparedOnce(ctx.db, name, () => build(name));
  if (!statement) return unprepared();
  const rows = await statement.execute({
    ...callerValues(ctx),
    ...shape?.values,
    project: query.project_id,
    writer: query.writer_id,
    depth: window.offset + window.limit,
    limit: window.limit,
    offset: window.offset,
  });
  return rows.map((row) => row.id);
}

/**
 * The reports of `ids` with what the list shows of them, in the order of `ids`. One statement per
 * scope, whatever the page's filters and sort: PostgreSQL plans its dozen subqueries once and keeps
 * the plan (it does not depend on the values), where planning them at every call took 3 ms of its
 * time against 1 ms to run them.
 */
export async function reportRowsOf(ctx: OwnerCtx, ids: readonly number[]): Promise<Selected[]> {
  if (ids.length === 0) return [];
  const name = `report_rows_${projectScopeOf(ctx)}`;
  const statement = preparedOnce(ctx.db, name, () =>
    reportRows(anyCaller(ctx))
      .select()
      .where(sql`${reports.formInstanceId} = any(${PLACEHOLDERS.ids}::int[])`)
      .prepare(name),
  );
  const rows = await statement.execute({ ...callerValues(ctx), ids: idArray(ids) });
  return inIdOrder(ids, rows, (row) => row.report.formInstanceId);
}

/**
 * The first page of the list in its default order (newest submitted first, or oldest), unfiltered, in
 * one statement: its ids and its rows. Its limits are written into its text, so PostgreSQL plans it
 * once and keeps the plan for every owner and caller (saving 0.5 ms of planning and a round trip a
 * call). That plan is safe only here: both halves of the readable reports are walked in this order by
 * an index that holds it (reports_owner_shared_idx, or reports_owner_type_idx for one type, and the
 * caller's drafts by reports_owner_unshared_idx), so nothing the plan cannot know (how many drafts
 * the caller has, how many reports a project has) can make it walk more than the page's rows.
 */
function firstPageShape(query: ReportListQuery, window: ListWindow, filtered: boolean): boolean {
  const sort = (query.sort ?? REPORT_LIST.defaultSort).replace(/^-/, '');
  return (
    !filtered &&
    !window.all &&
    window.offset === 0 &&
    sort === 'submit_at' &&
    query.mine !== 'true' &&
    query.project_id === undefined &&
    query.writer_id === undefined
  );
}

/**
 * The statement of a first page (firstPageShape) of `size` rows, for any caller of ctx's scope, of
 * every type or of one, written into its text as its size is (bound, it was planned at every call).
 */
export function firstPageQuery(ctx: OwnerCtx, query: ReportListQuery, size: number, type?: ReportType) {
  const caller = anyCaller(ctx);
  const written = writtenCount(size);
  const values = {
    projectId: undefined,
    writerId: undefined,
    reportType: type === undefined ? undefined : writtenWord(type),
    depth: written,
    limit: written,
    offset: writtenCount(0),
  };
  const { ids } = pageQueries(caller, query, values);
  const rows = reportRows(caller);
  return rows
    .select()
    .where(sql`${reports.formInstanceId} = any(array(${ids}))`)
    .orderBy(...listWindow(query, REPORT_LIST, rows).orderBy);
}

async function firstPage(
  ctx: OwnerCtx,
  query: ReportListQuery,
  window: ListWindow,
  type?: ReportType,
): Promise<Selected[]> {
  const sort = query.sort ?? REPORT_LIST.defaultSort;
  const name = `report_first_${projectScopeOf(ctx)}_${sort}_${window.limit}${type === undefined ? '' : `_${type}`}`;
  const statement = preparedOnce(ctx.db, name, () => firstPageQuery(ctx, query, window.limit, type).prepare(name));
  return statement.execute(callerValues(ctx));
}

/** Code 3 unless the caller holds the index of a page whose screen shows the list. */
async function requireListReader(ctx: OwnerCtx): Promise<void> {
  await requireAny(
    ctx,
    [LIST_PAGE, PERSON_PAGE, UPLOAD_PAGE, PROJECT_REPORTS_PAGE, CONTROL_PAGE, MANAGER_CONTROL_PAGE],
    'index',
  );
}

/**
 * Not found unless the caller may read the project of `id` (of his owner, and his if he is scoped).
 * The answer is kept with the session, as his rights are: a screen paging one project's reports asked
 * the database again at every call.
 */
async function requireReadableProject(ctx: OwnerCtx, id: number): Promise<void> {
  const readable = await ctx.remember(`readable-project:${id}`, async () => {
    const project = visibleProjectRefs(ctx);
    const [row] = await ctx.db.select({ id: project.id }).from(project).where(eq(project.id, id));
    return row !== undefined;
  });
  if (!readable) throw notFound();
}

/**
 * The reports of the projects the caller may read (报告列表), or with `mine` those he wrote or
 * uploaded (个人报告), or one project's (检验报告: a project he may not read is not found), or one
 * writer's: others' drafts are left out. The index of any page that shows the list reads it.
 */
export async function listReports(ctx: OwnerCtx, query: ReportListQuery): Promise<ListData<ReportRow>> {
  await requireListReader(ctx);
  if (query.project_id !== undefined) await requireReadableProject(ctx, query.project_id);
  // The sort, the page and the filters are checked before anything runs.
  const columns = checkingColumns(ctx);
  const window = listWindow(query, REPORT_LIST, columns);
  const filtered = listFilters(query, REPORT_LIST, columns.columns) !== undefined;
  // A type alone (a screen's tab of NCRs, of release reports…) has its first page prepared too.
  const typed = onlyFilter(query, 'report_type', REPORT_TYPES);
  const rows = firstPageShape(query, window, filtered)
    ? firstPage(ctx, query, window)
    : typed && firstPageShape(typed.rest, window, false)
      ? firstPage(ctx, typed.rest, window, typed.value)
      : pageIds(ctx, query, window, filtered).then((ids) => reportRowsOf(ctx, ids));
  return listPage(
    window,
    rows,
    // Built only when the session has not counted this list's filters yet.
    rememberedCount(ctx, 'report', query, () => reportQueries(ctx, query).counted),
    toRow,
  );
}
