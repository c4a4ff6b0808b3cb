import { type DictValue, PROJECT_DICTS, type ProjectBody, type ProjectDictField } from '@app/contract';
import { type Lang, type MessageKey, translate } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { dictValues } from '../dictionary/public.js';

/**
 * The columns of the projects workbook, in order: what the export writes, the import reads and its
 * template offers. `field` is the body field the column fills (names for the group, supervisors and
 * construction unit; dictionary labels for coded fields).
 */
export const PROJECT_SHEET = [
  { field: 'number', header: 'project.sheet.number', width: 18, required: true },
  { field: 'name', header: 'project.sheet.name', width: 36, required: true },
  { field: 'group_id', header: 'project.sheet.group', width: 24, required: true },
  { field: 'project_type', header: 'project.sheet.projectType' },
  { field: 'stage', header: 'project.sheet.stage' },
  { field: 'invest_type', header: 'project.sheet.investType' },
  { field: 'level', header: 'project.sheet.level' },
  { field: 'inspection_status', header: 'project.sheet.inspectionStatus' },
  { field: 'inspection_type', header: 'project.sheet.inspectionType' },
  { field: 'green_cert', header: 'project.sheet.greenCert' },
  { field: 'province', header: 'project.sheet.province' },
  { field: 'city', header: 'project.sheet.city' },
  { field: 'district', header: 'project.sheet.district' },
  { field: 'location', header: 'project.sheet.location', width: 30 },
  { field: 'longitude', header: 'project.sheet.longitude' },
  { field: 'latitude', header: 'project.sheet.latitude' },
  { field: 'total_invest', header: 'project.sheet.totalInvest' },
  { field: 'construction_area', header: 'project.sheet.constructionArea' },
  { field: 'construction_length', header: 'project.sheet.constructionLength' },
  { field: 'team', header: 'project.sheet.team' },
  { field: 'construction_unit_id', header: 'project.sheet.constructionUnit' },
  { field: 'supervisor_id', header: 'project.sheet.supervisor' },
  { field: 'project_supervisor_id', header: 'project.sheet.projectSupervisor' },
  { field: 'contract_start', header: 'project.sheet.contractStart' },
  { field: 'contract_end', header: 'project.sheet.contractEnd' },
  { field: 'actual_start', header: 'project.sheet.actualStart' },
  { field: 'actual_end', header: 'project.sheet.actualEnd' },
  { field: 'progress', header: 'project.sheet.progress' },
  { field: 'note', header: 'project.sheet.note', width: 30 },
] as const satisfies readonly {
  field: keyof ProjectBody;
  header: MessageKey;
  width?: number;
  required?: boolean;
}[];

export type SheetField = (typeof PROJECT_SHEET)[number]['field'];
export type SheetColumnDef = (typeof PROJECT_SHEET)[number];

export const sheetHeader = (lang: Lang, column: SheetColumnDef) => translate(lang, column.header);
export const isRequired = (column: SheetColumnDef) => 'required' in column && column.required;

/**
 * A day written in a cell: `YYYY-MM-DD` (or with `/` or `.`, months and days of one digit), or a date
 * cell, which the reader gives as JavaScript's text of the moment (Excel's day at midnight UTC).
 * Anything else is answered as written, for the schema to refuse.
 */
export function cellDate(text: string): string | null {
  if (text === '') return null;
  const typed = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (typed) return `${typed[1]}-${typed[2]?.padStart(2, '0')}-${typed[3]?.padStart(2, '0')}`;
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT[+-]\d{4}/.test(text)) {
    const moment = new Date(text);
    if (!Number.isNaN(moment.getTime())) return moment.toISOString().slice(0, 10);
  }
  return text;
}

/** A number written in a cell, thousands separators allowed; NaN when it is none. */
export function cellNumber(text: string): number | null {
  if (text === '') return null;
  const plain = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A percentage written as 20 or 20%. */
export const cellPercent = (text: string) => cellNumber(text.endsWith('%') ? text.slice(0, -1).trim() : text);

/** The enabled items of each coded field's dictionary, in their order: the labels a sheet shows. */
export async function projectDictItems(ctx: OwnerCtx): Promise<Record<ProjectDictField, DictValue[]>> {
  const fields = Object.keys(PROJECT_DICTS) as ProjectDictField[];
  const values = await Promise.all(fields.map((field) => dictValues(ctx, PROJECT_DICTS[field])));
  return Object.fromEntries(fields.map((field, index) => [field, values[index] ?? []])) as Record<
    ProjectDictField,
    DictValue[]
  >;
}
