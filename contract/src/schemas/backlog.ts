import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { defineList, ListQuery, listData, type SortField } from './list.js';

/** The report type whose to-do rows open the inspection report detail (SPEC §2 "To-do list screen"). */
export const INSPECTION_REPORT_TYPE = 'inspection_report';

/** The to-do list: newest submission first; a step is matched whole. */
export const BACKLOG_LIST = defineList({
  sort: ['project_name', 'submit_by', 'submit_at', 'step'],
  defaultSort: '-submit_at',
  filters: { project_name: 'text', submit_by: 'text', submit_at: 'date', step: 'select' },
});
export type BacklogSortField = SortField<typeof BACKLOG_LIST>;

export const BacklogQuery = ListQuery.extend({
  /** `true`: only inspection reports. */
  iipsearch: z.enum(['true', 'false']).optional(),
});
export type BacklogQuery = z.infer<typeof BacklogQuery>;

/** A report waiting for the caller's review (SPEC §3 "To-do item"). */
export const TodoItem = z.object({
  id: z.number(),
  report_temp_id: z.number(),
  report_type: z.string(),
  project_name: z.string(),
  submit_by: z.string(),
  submit_at: z.string(),
  step: z.string(),
  /** The app path the row opens (a workflow task opens its form's page); none: the report detail, if any. */
  link: z.string().nullable(),
});
export type TodoItem = z.infer<typeof TodoItem>;

const call = ownerCalls('backlog');

export const BacklogCalls = {
  list: call('GET', '/backlog/index', { query: BacklogQuery, response: listData(TodoItem) }),
};
