import { PROJECT_DICTS, PROJECT_IMPORT_MAX_ROWS, type ProjectDictField } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { organizations } from '../../core/organization.table.js';
import { type Lang, type MessageKey, translate } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { CellValue } from '../../platform/xlsx.js';
import { projectGroups } from './project.table.js';
import { PROJECTS_PAGE } from './project-scope.js';
import { PROJECT_SHEET, projectDictItems, type SheetField, sheetHeader } from './project-sheet.js';

/** How each column is filled, as the instructions sheet says it. */
const HOW_TO: Record<SheetField, MessageKey> = {
  number: 'project.template.number',
  name: 'project.template.required',
  group_id: 'project.template.group',
  project_type: 'project.template.coded',
  stage: 'project.template.coded',
  invest_type: 'project.template.coded',
  level: 'project.template.coded',
  inspection_status: 'project.template.coded',
  inspection_type: 'project.template.coded',
  green_cert: 'project.template.coded',
  province: 'project.template.region',
  city: 'project.template.region',
  district: 'project.template.region',
  location: 'project.template.optional',
  longitude: 'project.template.coordinate',
  latitude: 'project.template.coordinate',
  total_invest: 'project.template.decimal',
  construction_area: 'project.template.decimal',
  construction_length: 'project.template.decimal',
  team: 'project.template.optional',
  construction_unit_id: 'project.template.unit',
  supervisor_id: 'project.template.person',
  project_supervisor_id: 'project.template.person',
  contract_start: 'project.template.date',
  contract_end: 'project.template.date',
  actual_start: 'project.template.date',
  actual_end: 'project.template.date',
  progress: 'project.template.progress',
  note: 'project.template.optional',
};

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The import workbook: the export's columns headed in the caller's language with one example row on
 * the first sheet (the only one the import reads), and on a second how to fill each column, with the
 * labels each coded column accepts (offered as drop-downs too), the owner's groups and units.
 */
export async function projectImportTemplate(ctx: OwnerCtx, lang: Lang): Promise<{ fileName: string; buffer: Buffer }> {
  await requirePermission(ctx, PROJECTS_PAGE, 'import');
  const t = (key: MessageKey) => translate(lang, key);
  const [dicts, groups, units] = await Promise.all([
    projectDictItems(ctx),
    ctx.db
      .select({ name: projectGroups.name })
      .from(projectGroups)
      .where(eq(projectGroups.ownerId, ctx.owner.id))
      .orderBy(asc(projectGroups.sort), asc(projectGroups.name)),
    ctx.db
      .select({ shortName: organizations.shortName, fullName: organizations.fullName })
      .from(organizations)
      .where(eq(organizations.ownerId, ctx.owner.id))
      .orderBy(asc(organizations.shortName)),
  ]);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('project.template.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PROJECT_SHEET.map((column) => ({
    header: sheetHeader(lang, column),
    width: 'width' in column ? column.width : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  const firstLabel = (field: ProjectDictField) => dicts[field][0]?.value ?? '';
  const example: Record<SheetField, CellValue> = {
    number: 'XM-2026-001',
    name: t('project.template.exampleName'),
    group_id: groups[0]?.name ?? t('project.template.exampleGroup'),
    project_type: firstLabel('project_type'),
    stage: firstLabel('stage'),
    invest_type: firstLabel('invest_type'),
    level: firstLabel('level'),
    inspection_status: firstLabel('inspection_status'),
    inspection_type: firstLabel('inspection_type'),
    green_cert: firstLabel('green_cert'),
    // Region names are the divisions' own, in Chinese in either language.
    province: '江苏省',
    city: '南京市',
    district: '江宁区',
    location: t('project.template.exampleLocation'),
    longitude: 118.796877,
    latitude: 32.060255,
    total_invest: 12345.67,
    construction_area: 8000,
    construction_length: null,
    team: t('project.template.exampleTeam'),
    construction_unit_id: units[0]?.shortName ?? null,
    supervisor_id: null,
    project_supervisor_id: null,
    contract_start: day('2026-03-01'),
    contract_end: day('2027-06-30'),
    actual_start: day('2026-03-15'),
    actual_end: null,
    progress: 20,
    note: null,
  };
  sheet.addRow(PROJECT_SHEET.map((column) => example[column.field]));
  PROJECT_SHEET.forEach((column, index) => {
    if (column.field.endsWith('_start') || column.field.endsWith('_end')) {
      sheet.getColumn(index + 1).numFmt = 'yyyy-mm-dd';
    }
  });

  const notes = workbook.addWorksheet(t('project.template.notes'));
  notes.columns = [{ width: 28 }, { width: 80 }];
  const heading = (text: string) => {
    notes.addRow([]);
    notes.addRow([text]).font = { bold: true };
  };
  notes.addRow([t('project.template.column'), t('project.template.howTo')]).font = { bold: true };
  for (const column of PROJECT_SHEET) notes.addRow([sheetHeader(lang, column), t(HOW_TO[column.field])]);

  // Each coded column's labels, listed under its header and offered as the column's drop-down.
  const notesName = notes.name.replaceAll("'", "''");
  PROJECT_SHEET.forEach((column, index) => {
    if (!(column.field in PROJECT_DICTS)) return;
    const items = dicts[column.field as ProjectDictField];
    heading(sheetHeader(lang, column));
    const first = notes.rowCount + 1;
    for (const item of items) notes.addRow([item.value, item.key]);
    if (items.length === 0) return;
    const letter = sheet.getColumn(index + 1).letter;
    const formula = `'${notesName}'!$A$${first}:$A$${first + items.length - 1}`;
    for (let row = 2; row <= PROJECT_IMPORT_MAX_ROWS + 1; row += 1) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        // A typed key is accepted too, so the drop-down advises rather than refuses.
        showErrorMessage: false,
        formulae: [formula],
      };
    }
  });
  heading(t('project.template.groups'));
  for (const group of groups) notes.addRow([group.name]);
  heading(t('project.template.units'));
  for (const unit of units) notes.addRow([unit.shortName, unit.fullName]);
  heading(t('project.template.rule'));

  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${t('project.template.fileName')}.xlsx`, buffer };
}
