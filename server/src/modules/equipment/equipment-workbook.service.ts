import {
  EQUIPMENT_IMPORT_MAX_ROWS,
  EQUIPMENT_LIST,
  EQUIPMENT_STATUSES,
  type EquipmentListQuery,
  type EquipmentPage,
  PAGE_SIZE_ALL,
} from '@app/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { organizations } from '../../core/organization.table.js';
import { importTemplateBook } from '../../platform/excel-import-template.js';
import { listWindow } from '../../platform/list-query.js';
import type { Lang } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { xlsxBuffer } from '../../platform/xlsx.js';
import { deviceOptions } from '../device/public.js';
import { unitOptions } from '../inspection-unit/public.js';
import { changeableProjectIds, visibleProjectRefs } from '../project/public.js';
import { equipment } from './equipment.table.js';
import { equipmentSelection, listWhere, toEquipmentRows } from './equipment-query.js';
import {
  type Bilingual,
  exportColumns,
  IMPORT_COLUMNS,
  type ImportColumn,
  pick,
  STATUS_LABELS,
} from './equipment-sheet.js';

/** The list as the caller filtered and sorted it, every matching row (up to "All"), as a workbook. */
export async function exportEquipment(
  ctx: OwnerCtx,
  query: z.output<typeof EquipmentListQuery>,
  lang: Lang,
): Promise<{ fileName: string; buffer: Buffer }> {
  await requirePermission(ctx, query.page_key, 'export');
  const selection = equipmentSelection(ctx);
  const window = listWindow({ ...query, page: 1, 'per-page': PAGE_SIZE_ALL }, EQUIPMENT_LIST, {
    columns: selection.columns,
    tieBreaker: equipment.id,
  });
  const rows = await selection
    .select()
    .where(listWhere(ctx, query, selection.columns))
    .orderBy(...window.orderBy)
    .limit(window.limit);
  const title = pick(lang, { zh: '设备列表', en: 'Equipment' });
  const buffer = await xlsxBuffer(title, exportColumns(lang), await toEquipmentRows(ctx.db, rows));
  return { fileName: pick(lang, { zh: '设备列表.xlsx', en: 'equipment.xlsx' }), buffer };
}

/** What an import row may name: the projects the caller may change, the owner's kinds, factories, units. */
export async function importChoices(ctx: OwnerCtx) {
  const refs = visibleProjectRefs(ctx);
  const [projects, devices, factories, units] = await Promise.all([
    ctx.db
      .select()
      .from(refs)
      .where(inArray(refs.id, changeableProjectIds(ctx)))
      .orderBy(asc(refs.number)),
    deviceOptions(ctx),
    ctx.db
      .select({ id: organizations.id, shortName: organizations.shortName, fullName: organizations.fullName })
      .from(organizations)
      .where(eq(organizations.ownerId, ctx.owner.id))
      .orderBy(asc(organizations.sort), asc(organizations.id)),
    unitOptions(ctx),
  ]);
  return { projects, devices, factories, units };
}

const NOTES: Record<ImportColumn, Bilingual> = {
  project_number: { zh: '必填；填写下方列出的项目编号', en: 'Required; one of the project numbers listed below' },
  device: { zh: '必填；装置名称或代号', en: 'Required; a device kind by name or code' },
  name: { zh: '必填', en: 'Required' },
  e_number: { zh: '必填；同一项目内唯一', en: 'Required; unique within the project' },
  batch: { zh: '可留空', en: 'May be blank' },
  quantity: { zh: '正整数，留空为 1', en: 'A whole number from 1; blank is 1' },
  factory: { zh: '可留空；组织机构中的单位简称或全称', en: 'May be blank; an organisation by short or full name' },
  unit: { zh: '可留空；检验单位名称', en: 'May be blank; an inspection unit by name' },
  planned_delivery: { zh: '可留空；如 2026-06-30', en: 'May be blank; e.g. 2026-06-30' },
  status: { zh: '可留空（待制造）；填写下方列出的状态', en: 'May be blank (not started); one of the statuses below' },
  note: { zh: '可留空', en: 'May be blank' },
};

const t = (lang: Lang, zh: string, en: string) => pick(lang, { zh, en });

/**
 * The import workbook: the columns to fill on the first sheet (the only one the import reads), and on
 * a second sheet how to fill them with this owner's projects, kinds, factories, units and statuses.
 */
export async function importTemplate(
  ctx: OwnerCtx,
  page: EquipmentPage,
  lang: Lang,
): Promise<{ fileName: string; buffer: Buffer }> {
  await requirePermission(ctx, page, 'import');
  const choices = await importChoices(ctx);
  const columns = Object.keys(IMPORT_COLUMNS) as ImportColumn[];
  const statuses = EQUIPMENT_STATUSES.map((status) => pick(lang, STATUS_LABELS[status]));
  const buffer = await importTemplateBook(lang, {
    sheetName: t(lang, '设备', 'Equipment'),
    columns: columns.map((column) => ({
      header: pick(lang, IMPORT_COLUMNS[column]),
      howTo: pick(lang, NOTES[column]),
    })),
    dropDown: { column: columns.indexOf('status'), values: statuses, rows: EQUIPMENT_IMPORT_MAX_ROWS },
    firstWidth: 24,
    sections: [
      { heading: t(lang, '项目', 'Projects'), rows: choices.projects.map((project) => [project.number, project.name]) },
      { heading: t(lang, '装置', 'Device kinds'), rows: choices.devices.map((device) => [device.name, device.code]) },
      {
        heading: t(lang, '制造厂（组织机构）', 'Factories (organisations)'),
        rows: choices.factories.map((factory) => [factory.shortName, factory.fullName]),
      },
      { heading: t(lang, '检验单位', 'Inspection units'), rows: choices.units.map((unit) => [unit.name]) },
      { heading: t(lang, '状态', 'Statuses'), rows: statuses.map((status) => [status]) },
      {
        heading: t(
          lang,
          `每次最多导入 ${EQUIPMENT_IMPORT_MAX_ROWS} 行；任意一行有误时不会导入任何数据。`,
          `At most ${EQUIPMENT_IMPORT_MAX_ROWS} rows per import; if any row is wrong, nothing is imported.`,
        ),
      },
    ],
  });
  return { fileName: t(lang, '设备导入模板.xlsx', 'equipment-import-template.xlsx'), buffer };
}
