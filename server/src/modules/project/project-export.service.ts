import {
  PAGE_SIZE_ALL,
  PROJECT_DICTS,
  PROJECT_LIST,
  type ProjectDictField,
  type ProjectListQuery,
  type ProjectRow,
} from '@app/contract';
import type { z } from 'zod';
import { listWindow } from '../../platform/list-query.js';
import { type Lang, translate } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type SheetColumn, xlsxBuffer } from '../../platform/xlsx.js';
import { dictValues } from '../dictionary/dictionary.service.js';
import { requirePermission } from '../permission/permission.service.js';
import { PROJECT_COLUMNS, projectsMatching, selectProjects, toProject } from './project.service.js';
import { projects } from './project.table.js';
import { PROJECTS_PAGE } from './project-scope.js';

type Labels = Record<ProjectDictField, Map<string, string>>;

/** The sheet's columns, headed in the caller's language; coded fields show their dictionary labels. */
function columns(lang: Lang, labels: Labels): SheetColumn<ProjectRow>[] {
  const head = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const dict = (field: ProjectDictField) => (row: ProjectRow) => labels[field].get(row[field]) ?? row[field];
  return [
    { header: head('project.sheet.number'), width: 18, value: (row) => row.number },
    { header: head('project.sheet.name'), width: 36, value: (row) => row.name },
    { header: head('project.sheet.group'), width: 24, value: (row) => row.group_name },
    { header: head('project.sheet.projectType'), value: dict('project_type') },
    { header: head('project.sheet.stage'), value: dict('stage') },
    { header: head('project.sheet.investType'), value: dict('invest_type') },
    { header: head('project.sheet.level'), value: dict('level') },
    { header: head('project.sheet.inspectionStatus'), value: dict('inspection_status') },
    { header: head('project.sheet.inspectionType'), value: dict('inspection_type') },
    { header: head('project.sheet.greenCert'), value: dict('green_cert') },
    { header: head('project.sheet.location'), width: 30, value: (row) => row.location },
    { header: head('project.sheet.longitude'), value: (row) => row.longitude },
    { header: head('project.sheet.latitude'), value: (row) => row.latitude },
    { header: head('project.sheet.totalInvest'), value: (row) => row.total_invest },
    { header: head('project.sheet.constructionArea'), value: (row) => row.construction_area },
    { header: head('project.sheet.constructionLength'), value: (row) => row.construction_length },
    { header: head('project.sheet.team'), value: (row) => row.team },
    { header: head('project.sheet.constructionUnit'), value: (row) => row.construction_unit_name },
    { header: head('project.sheet.supervisor'), value: (row) => row.supervisor_name },
    { header: head('project.sheet.projectSupervisor'), value: (row) => row.project_supervisor_name },
    { header: head('project.sheet.contractStart'), value: (row) => row.contract_start },
    { header: head('project.sheet.contractEnd'), value: (row) => row.contract_end },
    { header: head('project.sheet.actualStart'), value: (row) => row.actual_start },
    { header: head('project.sheet.actualEnd'), value: (row) => row.actual_end },
    { header: head('project.sheet.progress'), value: (row) => row.progress },
    { header: head('project.sheet.note'), width: 30, value: (row) => row.note },
  ];
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
  const fields = Object.keys(PROJECT_DICTS) as ProjectDictField[];
  const values = await Promise.all(fields.map((field) => dictValues(ctx, PROJECT_DICTS[field])));
  const labels = Object.fromEntries(
    fields.map((field, index) => [field, new Map((values[index] ?? []).map((item) => [item.key, item.value]))]),
  ) as Labels;
  const title = translate(lang, 'project.sheet.title');
  const buffer = await xlsxBuffer(title, columns(lang, labels), rows.map(toProject));
  return { fileName: `${title}.xlsx`, buffer };
}
