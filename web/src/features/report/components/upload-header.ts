import {
  coversPoints,
  needsEquipment,
  type ReportConclusion,
  type ReportCreateBody,
  type ReportType,
  type ReportUploadOptions,
} from '@app/contract';
import type { Dayjs } from 'dayjs';

/** The upload's fields, named as the create call names them (so its field errors land under them). */
export interface HeaderValues {
  report_type?: ReportType;
  project_id?: number;
  report_date?: Dayjs | null;
  conclusion?: ReportConclusion;
  writer_id?: number;
  template_id?: number;
  equipment_id?: number;
  /** The ITP point an inspection report or witness record covers (optional). */
  point_id?: number;
}
export type HeaderField = keyof HeaderValues;

/** In the order the form shows them, so the hint names what is missing top to bottom. */
export const HEADER_FIELDS: readonly HeaderField[] = [
  'report_type',
  'project_id',
  'template_id',
  'equipment_id',
  'point_id',
  'report_date',
  'conclusion',
  'writer_id',
];

/** The published templates of a report type that the project's upload offers. */
export const templatesOf = (options: ReportUploadOptions | undefined, type: ReportType | undefined) =>
  options && type ? options.templates.filter((template) => template.report_type === type) : [];

/** Which fields the upload asks for: the writer when he may be named, the template when there is a choice. */
export function askedFields(values: HeaderValues, options: ReportUploadOptions | undefined): Set<HeaderField> {
  const asked = new Set<HeaderField>(['report_type', 'project_id', 'report_date', 'conclusion']);
  if (options?.may_pick_writer) asked.add('writer_id');
  if (templatesOf(options, values.report_type).length > 1) asked.add('template_id');
  if (values.report_type && needsEquipment(values.report_type)) asked.add('equipment_id');
  return asked;
}

/**
 * Fields offered without being required: an inspection report or witness record may name the
 * equipment and the ITP point it covers.
 */
export function optionalFields(values: HeaderValues): Set<HeaderField> {
  if (!values.report_type || !coversPoints(values.report_type)) return new Set();
  return new Set<HeaderField>(['equipment_id', 'point_id']);
}

/** The asked fields still empty, in the form's order. */
export function missingFields(values: HeaderValues, options: ReportUploadOptions | undefined): HeaderField[] {
  const asked = askedFields(values, options);
  const empty = (field: HeaderField) => values[field] === undefined || values[field] === null;
  return HEADER_FIELDS.filter((field) => asked.has(field) && empty(field));
}

/**
 * The create call's body from a complete header: only the fields asked for or offered, so a writer,
 * a piece of equipment or a point left from an earlier choice (another project, another type) is not sent. The template is
 * the one chosen, or the type's only one.
 */
export function createBody(values: HeaderValues, options: ReportUploadOptions): ReportCreateBody {
  const asked = askedFields(values, options);
  const offered = optionalFields(values);
  const [onlyTemplate] = templatesOf(options, values.report_type);
  const templateId = asked.has('template_id') ? values.template_id : onlyTemplate?.id;
  return {
    report_type: values.report_type as ReportType,
    project_id: values.project_id as number,
    report_date: (values.report_date as Dayjs).format('YYYY-MM-DD'),
    conclusion: values.conclusion as ReportConclusion,
    ...(templateId === undefined ? {} : { template_id: templateId }),
    ...(asked.has('writer_id') ? { writer_id: values.writer_id } : {}),
    ...(asked.has('equipment_id') || (offered.has('equipment_id') && values.equipment_id !== undefined)
      ? { equipment_id: values.equipment_id }
      : {}),
    ...(offered.has('point_id') && values.point_id !== undefined && values.equipment_id !== undefined
      ? { point_id: values.point_id }
      : {}),
  };
}
