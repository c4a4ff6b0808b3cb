import {
  PAGE_SIZE_ALL,
  PROJECT_LIST,
  type ProjectDictField,
  type ProjectListQuery,
  type ProjectRow,
} from '@app/contract';
import type { z } from 'zod';
import { listWindow } from '../../platform/list-query.js';
import { type Lang, translate } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type CellValue, type SheetColumn, xlsxBuffer } from '../../platform/xlsx.js';
import { projects } from './project.table.js';
import { PROJECT_COLUMNS, projectsMatching, selectProjects, toProject } from './project-list.js';
import { PROJECTS_PAGE } from './project-scope.js';
import { PROJECT_SHEET, projectDictItems, type SheetField, sheetHeader } from './project-sheet.js';

type Labels = Record<ProjectDictField, Map<string, string>>;

/** The sheet's columns (PROJECT_SHEET), headed in the caller's language; coded fields show their dictionary labels. */
function columns(lang: Lang, labels: Labels): SheetColumn<ProjectRow>[] {
  const dict = (field: ProjectDictField) => (row: ProjectRow) => labels[field].get(row[field]) ?? row[field];
  const values: Record<SheetField, (row: ProjectRow) => CellValue> = {
    number: (row) => row.number,
    name: (row) => row.name,
    group_id: (row) => row.group_name,
    project_type: dict('project_type'),
    stage: dict('stage'),
    invest_type: dict('invest_type'),
    level: dict('level'),
    inspection_status: dict('inspection_status'),
    inspection_type: dict('inspection_type'),
    green_cert: dict('green_cert'),
    province: (row) => row.province,
    city: (row) => row.city,
    district: (row) => row.district,
    location: (row) => row.location,
    longitude: (row) => row.longitude,
    latitude: (row) => row.latitude,
    total_invest: (row) => row.total_invest,
    construction_area: (row) => row.construction_area,
    construction_length: (row) => row.construction_length,
    team: (row) => row.team,
    construction_unit_id: (row) => row.construction_unit_name,
    supervisor_id: (row) => row.supervisor_name,
    project_supervisor_id: (row) => row.project_supervisor_name,
    contract_start: (row) => row.contract_start,
    contract_end: (row) => row.contract_end,
    actual_start: (row) => row.actual_start,
    actual_end: (row) => row.actual_end,
    progress: (row) => row.progress,
    note: (row) => row.note,
  };
  return PROJECT_SHEET.map((column) => ({
    header: sheetHeader(lang, column),
    width: 'width' in column ? column.width : undefined,
    value: values[column.field],
  }));
}

/** Every project of the list's group and filters the caller may see, in its order (at most "All"), as a workbook. */
export async function exportProjects(
  ctx: OwnerCtx,
  query: z.output<typeof ProjectListQuery>,
  lang: Lang,
): Promise<{ fileName: string; buffer: Buffer }> {
  await requirePermission(ctx, PROJECTS_PAGE, 'export');
  const window = listWindow({ ...query, page: 1, 'per-page': PAGE_SIZE_ALL }, PROJECT_LIST, {
    columns: PROJECT_COLUMNS,
    tieBreaker: projects.id,
  });
  const rows = await selectProjects(ctx.db)
    .where(projectsMatching(ctx, query))
    .orderBy(...window.orderBy)
    .limit(window.limit);
  const items = await projectDictItems(ctx);
  const labels = Object.fromEntries(
    Object.entries(items).map(([field, values]) => [field, new Map(values.map((item) => [item.key, item.value]))]),
  ) as Labels;
  const title = translate(lang, 'project.sheet.title');
  const buffer = await xlsxBuffer(title, columns(lang, labels), rows.map(toProject));
  return { fileName: `${title}.xlsx`, buffer };
}
