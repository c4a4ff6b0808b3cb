import { EQUIPMENT_STATUSES, type EquipmentRow, type EquipmentStatus } from '@app/contract';
import type { Lang } from '../../platform/messages.js';
import type { SheetColumn } from '../../platform/xlsx.js';

/** Texts of the equipment workbooks (export, import template), in the two languages of the catalogue. */
export interface Bilingual {
  zh: string;
  en: string;
}

export const pick = (lang: Lang, text: Bilingual) => (lang === 'en' ? text.en : text.zh);

export const STATUS_LABELS: Record<EquipmentStatus, Bilingual> = {
  pending: { zh: '待制造', en: 'Not started' },
  manufacturing: { zh: '制造中', en: 'In manufacture' },
  awaiting_test: { zh: '待出厂检验', en: 'Awaiting factory test' },
  released: { zh: '已放行', en: 'Released' },
  shipped: { zh: '已发货', en: 'Shipped' },
  on_hold: { zh: '暂停制造', en: 'On hold' },
};

/**
 * The columns an import reads. A header is recognised in either language and a few common variants,
 * so an exported file, edited, can be imported again (the export's other columns are ignored).
 */
export const IMPORT_COLUMNS = {
  project_number: { zh: '项目编号', en: 'Project number', aliases: ['project no.', 'project'], required: true },
  device: { zh: '装置', en: 'Device kind', aliases: ['装置名称', 'device'], required: true },
  name: { zh: '设备名称', en: 'Name', aliases: ['equipment', 'equipment name'], required: true },
  e_number: { zh: '设备编号', en: 'Equipment number', aliases: ['编号', 'number', 'e_number'], required: true },
  batch: { zh: '批次', en: 'Batch', aliases: [], required: false },
  quantity: { zh: '数量', en: 'Quantity', aliases: ['qty'], required: false },
  factory: { zh: '制造厂', en: 'Factory', aliases: ['制造单位', '生产厂家', 'manufacturer'], required: false },
  unit: { zh: '检验单位', en: 'Inspection unit', aliases: ['unit'], required: false },
  planned_delivery: { zh: '计划交货日期', en: 'Planned delivery', aliases: ['交货日期', 'delivery'], required: false },
  status: { zh: '状态', en: 'Status', aliases: [], required: false },
  note: { zh: '备注', en: 'Note', aliases: ['说明', 'remarks'], required: false },
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;

const normalise = (text: string) => text.trim().toLowerCase();

/** A status written in either language or as its stored value; blank is "not started". */
export function statusOf(text: string): EquipmentStatus | undefined {
  const wanted = normalise(text);
  if (wanted === '') return 'pending';
  return EQUIPMENT_STATUSES.find(
    (status) =>
      status === wanted || [STATUS_LABELS[status].zh, STATUS_LABELS[status].en.toLowerCase()].includes(wanted),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day as `YYYY-MM-DD` from what a cell reads: typed as 2026-05-03 or 2026/5/3, or a date cell,
 * which the reader gives as a JavaScript date text of the day's UTC midnight. Undefined when it is
 * neither; the contract then checks that the day exists.
 */
export function dayOf(text: string): string | undefined {
  const typed = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
  if (typed) return `${typed[1]}-${pad(Number(typed[2]))}-${pad(Number(typed[3]))}`;
  if (!/GMT/.test(text)) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The export's columns: the import's, then what the list adds (inspectors, points). */
export function exportColumns(lang: Lang): SheetColumn<EquipmentRow>[] {
  const header = (column: ImportColumn) => pick(lang, IMPORT_COLUMNS[column]);
  return [
    { header: header('project_number'), value: (row) => row.project_number, width: 18 },
    { header: pick(lang, { zh: '项目名称', en: 'Project' }), value: (row) => row.project_name, width: 30 },
    { header: header('device'), value: (row) => row.device_name },
    { header: header('name'), value: (row) => row.name, width: 28 },
    { header: header('e_number'), value: (row) => row.e_number },
    { header: header('batch'), value: (row) => row.batch },
    { header: header('quantity'), value: (row) => row.quantity, width: 8 },
    { header: header('factory'), value: (row) => row.factory_name ?? '', width: 26 },
    { header: header('unit'), value: (row) => row.unit_name ?? '', width: 24 },
    { header: header('planned_delivery'), value: (row) => row.planned_delivery ?? '', width: 14 },
    { header: header('status'), value: (row) => pick(lang, STATUS_LABELS[row.status]), width: 12 },
    {
      header: pick(lang, { zh: '检验员', en: 'Inspectors' }),
      value: (row) => row.inspectors.map((person) => person.name).join(pick(lang, { zh: '、', en: ', ' })),
    },
    { header: pick(lang, { zh: '检验点数', en: 'Inspection points' }), value: (row) => row.point_count, width: 10 },
    { header: header('note'), value: (row) => row.note, width: 30 },
  ];
}
