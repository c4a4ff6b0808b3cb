import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { CreatedId, IdBody, idParam, intInRange, requiredString, rowId, text } from './fields.js';
import { isFileId } from './file.js';
import { FORM_FAMILIES, PublishedVersion, VersionQuery } from './form.js';
import { defineList, ListQuery, listData } from './list.js';
import {
  WORKFLOW_ATTACHMENTS_MAX,
  WORKFLOW_COMMENT_MAX,
  WORKFLOW_NAME_MAX,
  WorkflowFlowSchema,
  type WorkflowNode,
} from './workflow-model.js';

/**
 * Review workflows (issue 13). `/control/workflow` lists an owner's workflow definitions and designs
 * one; publishing makes an immutable version. A definition binds to form families or templates: a
 * form submitted with a binding starts an instance on the definition's latest version, which it keeps.
 * Each approver gets a task (listed in `backlog/index`); acting on one moves the instance on.
 */

export const WORKFLOW_LIST = defineList({
  sort: ['name', 'latest_version', 'updated_at'],
  defaultSort: '-updated_at',
  filters: { name: 'text' },
});

/**
 * An instance's state: `in_review` while tasks are open; `sent_back` waits for its submitter to
 * resubmit; the others are final.
 */
export const WORKFLOW_STATUSES = ['in_review', 'sent_back', 'approved', 'rejected', 'withdrawn', 'terminated'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const WORKFLOW_ACTIONS = [
  'approve',
  'reject',
  'send_back',
  'transfer',
  'delegate',
  'add_signer',
  'comment',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** What the history of an instance records; `system` ones have no actor. */
export const WORKFLOW_EVENTS = [
  'submit',
  'resubmit',
  'approve',
  'reject',
  'send_back',
  'transfer',
  'delegate',
  'add_signer',
  'comment',
  'withdraw',
  'terminate',
  'cc',
  'skip',
  'remind',
  'timeout',
  'escalate',
  'approved',
  'rejected',
] as const;
export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number];

export const WORKFLOW_INSTANCE_LIST = defineList({
  sort: ['started_at', 'ended_at', 'status', 'form_number'],
  defaultSort: '-started_at',
  filters: { status: 'select', form_number: 'text', template_name: 'text', submitter_name: 'text' },
});

/** A stored tree, as answered: checked when saved (WorkflowFlowSchema), not again on the way out. */
const FlowJson = z.array(z.record(z.string(), z.unknown())) as unknown as z.ZodType<WorkflowNode[]>;

const families = z.array(z.enum(FORM_FAMILIES, { error: 'validation.invalid' })).max(FORM_FAMILIES.length);
const templateIds = z.array(rowId).max(50, { error: 'validation.tooLong' });

export const WorkflowDefinitionRow = z.object({
  id: z.number(),
  name: z.string(),
  /** Form families whose submitted forms start this workflow. */
  families: z.array(z.enum(FORM_FAMILIES)),
  /** Templates (by id) whose submitted forms start it; a template's binding wins over its family's. */
  template_ids: z.array(z.number()),
  template_names: z.array(z.string()),
  enabled: z.boolean(),
  /** None before the first publishing: an unpublished definition starts nothing. */
  latest_version: z.number().nullable(),
  /** The draft differs from the latest version. */
  changed: z.boolean(),
  updated_at: z.string(),
  updated_by_name: z.string(),
});
export type WorkflowDefinitionRow = z.infer<typeof WorkflowDefinitionRow>;

export const WorkflowVersionRow = z.object({
  version: z.number(),
  published_at: z.string(),
  published_by_name: z.string(),
  instance_count: z.number(),
});
export type WorkflowVersionRow = z.infer<typeof WorkflowVersionRow>;

/** A definition as the designer opens it: its draft tree and its versions, newest first. */
export const WorkflowDefinitionDetail = WorkflowDefinitionRow.extend({
  flow: FlowJson,
  versions: z.array(WorkflowVersionRow),
});
export type WorkflowDefinitionDetail = z.infer<typeof WorkflowDefinitionDetail>;

export const WorkflowCreateBody = z.object({
  name: requiredString(WORKFLOW_NAME_MAX),
  families: families.default([]),
  template_ids: templateIds.default([]),
});
export type WorkflowCreateBody = z.input<typeof WorkflowCreateBody>;

/**
 * Saves the draft. A family or template is bound to one enabled definition of an owner at most: a
 * second is refused under `families` or `template_ids` (code 2).
 */
export const WorkflowUpdateBody = z.object({
  id: rowId,
  name: requiredString(WORKFLOW_NAME_MAX),
  families,
  template_ids: templateIds,
  enabled: z.boolean(),
  flow: WorkflowFlowSchema,
});
export type WorkflowUpdateBody = z.input<typeof WorkflowUpdateBody>;

/** A version of a definition, as an instance started on it draws its progress. */
export const WorkflowVersionDetail = z.object({
  definition_id: z.number(),
  name: z.string(),
  version: z.number(),
  flow: FlowJson,
});
export type WorkflowVersionDetail = z.infer<typeof WorkflowVersionDetail>;

/** A file attached to a comment: an upload of the caller's (purpose `photo` or `library`). */
const attachment = z.string().refine(isFileId, { error: 'validation.invalid' });

export const WorkflowHistoryEntry = z.object({
  id: z.number(),
  event: z.enum(WORKFLOW_EVENTS),
  /** None for what the system did (a timeout, a reminder, a skipped node). */
  actor_name: z.string().nullable(),
  node_id: z.string().nullable(),
  node_name: z.string().nullable(),
  /** Whom a transfer, delegation, added signer, escalation or send-back went to, or the node a send-back went to. */
  target_name: z.string().nullable(),
  comment: z.string(),
  attachments: z.array(z.string()),
  /** An act of the form's own author, allowed only because the owner relaxed the four-eyes rule. */
  self_review: z.boolean(),
  at: z.string(),
});
export type WorkflowHistoryEntry = z.infer<typeof WorkflowHistoryEntry>;

export const WorkflowTaskRow = z.object({
  id: z.number(),
  node_id: z.string(),
  node_name: z.string(),
  assignee_name: z.string(),
  status: z.enum(['open', 'waiting', 'approved', 'rejected', 'sent_back', 'transferred', 'cancelled', 'skipped']),
  opened_at: z.string().nullable(),
  acted_at: z.string().nullable(),
  due_at: z.string().nullable(),
});
export type WorkflowTaskRow = z.infer<typeof WorkflowTaskRow>;

export const WorkflowInstanceRow = z.object({
  id: z.number(),
  form_instance_id: z.number(),
  form_number: z.string(),
  template_name: z.string(),
  family: z.enum(FORM_FAMILIES),
  project_name: z.string(),
  submitter_name: z.string(),
  definition_name: z.string(),
  version: z.number(),
  status: z.enum(WORKFLOW_STATUSES),
  /** The nodes waiting now, by name ("项目经理审核、业主会签"); empty once ended. */
  step: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});
export type WorkflowInstanceRow = z.infer<typeof WorkflowInstanceRow>;

/**
 * An instance as its form's page shows it: progress, history and what the caller may do. `revision`
 * goes back with every action: an action on an older revision is refused with code 0 saying what
 * happened meanwhile.
 */
export const WorkflowInstanceDetail = WorkflowInstanceRow.extend({
  revision: z.number(),
  flow: FlowJson,
  /** Node id to its state in this round: done, active (tasks open), skipped or not yet reached. */
  node_states: z.record(z.string(), z.enum(['done', 'active', 'skipped', 'pending'])),
  tasks: z.array(WorkflowTaskRow),
  history: z.array(WorkflowHistoryEntry),
  /** The caller's open task here, with what it allows, or none. */
  my_task: z
    .object({
      id: z.number(),
      node_id: z.string(),
      node_name: z.string(),
      actions: z.array(z.enum(WORKFLOW_ACTIONS)),
      /** Item key to right at this node (items not named are read). */
      field_rights: z.record(z.string(), z.enum(['read', 'edit', 'hidden'])),
    })
    .nullable(),
  /** Nodes a send-back may return to: those done before the caller's node in this round. */
  send_back_targets: z.array(z.object({ node_id: z.string(), node_name: z.string() })),
  /** The submitter may withdraw while nobody has acted yet. */
  can_withdraw: z.boolean(),
  /** Administrators of the owner may end an instance in review. */
  can_terminate: z.boolean(),
});
export type WorkflowInstanceDetail = z.infer<typeof WorkflowInstanceDetail>;

export const WorkflowActBody = z.object({
  task_id: rowId,
  revision: intInRange(0, 2_147_483_647),
  action: z.enum(WORKFLOW_ACTIONS, { error: 'validation.invalid' }),
  comment: text(WORKFLOW_COMMENT_MAX).default(''),
  attachments: z.array(attachment).max(WORKFLOW_ATTACHMENTS_MAX, { error: 'validation.tooLong' }).default([]),
  /** send_back: the node to return to; none returns the form to its submitter. */
  target_node_id: text(40).optional(),
  /** transfer, delegate, add_signer: the member who gets the task. */
  user_id: rowId.optional(),
  /** add_signer: before the caller (they act first, then the caller again) or after. */
  position: z.enum(['before', 'after']).optional(),
  /** approve: answers changed on items the node may edit. */
  data: z.record(z.string(), z.unknown()).optional(),
});
export type WorkflowActBody = z.input<typeof WorkflowActBody>;

export const WorkflowInstanceActionBody = z.object({
  id: rowId,
  revision: intInRange(0, 2_147_483_647),
  comment: text(WORKFLOW_COMMENT_MAX).default(''),
});
export type WorkflowInstanceActionBody = z.input<typeof WorkflowInstanceActionBody>;

export const WorkflowActed = z.object({ revision: z.number(), status: z.enum(WORKFLOW_STATUSES) });

export const WorkflowInstanceQuery = ListQuery.extend({
  /** mine: submitted by the caller; involved: with a task of the caller's; all: every one (administrators). */
  scope: z.enum(['mine', 'involved', 'all'], { error: 'validation.invalid' }).default('involved'),
});

const IdQuery = z.object({ id: idParam });
const FormIdQuery = z.object({ form_id: idParam });

const call = ownerCalls('workflow');

/**
 * The four-eyes rule (ISO/IEC 17020 independence): nobody reviews what he wrote. It governs three
 * kinds of decision, each of which an owner may relax for a small team; every decision taken under a
 * relaxed rule is marked in the history, the audit log and the exported report.
 * - `form_review`: acting at an approver node of a form's review (the submitter, the form's creator
 *   and a report's named writer are its authors);
 * - `ncr_plan_review`: approving or rejecting an NCR's action plan (its raiser, whoever proposed the
 *   disposition and whoever wrote the plan may not);
 * - `ncr_verification`: verifying an NCR's rework (whoever carried it out may not).
 */
export const INDEPENDENCE_KINDS = ['form_review', 'ncr_plan_review', 'ncr_verification'] as const;
export type IndependenceKind = (typeof INDEPENDENCE_KINDS)[number];

export const IndependenceRule = z.object({
  kind: z.enum(INDEPENDENCE_KINDS),
  /** True when the owner lets authors decide on their own work of this kind. */
  relaxed: z.boolean(),
  /** Who relaxed it and when; null while the rule holds as by default. */
  relaxed_by_name: z.string().nullable(),
  relaxed_at: z.string().nullable(),
});
export type IndependenceRule = z.infer<typeof IndependenceRule>;

export const IndependenceBody = z.object({
  kind: z.enum(INDEPENDENCE_KINDS, { error: 'validation.invalid' }),
  relaxed: z.boolean({ error: 'validation.invalidType' }),
});
export type IndependenceBody = z.input<typeof IndependenceBody>;

export const WorkflowCalls = {
  list: call('GET', '/workflow/definition/list', { query: ListQuery, response: listData(WorkflowDefinitionRow) }),
  view: call('GET', '/workflow/definition/view', { query: IdQuery, response: WorkflowDefinitionDetail }),
  create: call('POST', '/workflow/definition/create', { body: WorkflowCreateBody, response: CreatedId }),
  update: call('POST', '/workflow/definition/update', { body: WorkflowUpdateBody, response: NoData }),
  /** Publishes the draft as the next version; a tree with problems is refused (code 2, by path). */
  publish: call('POST', '/workflow/definition/publish', { body: IdBody, response: PublishedVersion }),
  /** A definition with instances in review cannot be deleted (code 0); disable it instead. */
  remove: call('POST', '/workflow/definition/delete', { body: IdBody, response: NoData }),
  version: call('GET', '/workflow/definition/version', { query: VersionQuery, response: WorkflowVersionDetail }),
  instances: call('GET', '/workflow/instance/list', {
    query: WorkflowInstanceQuery,
    response: listData(WorkflowInstanceRow),
  }),
  /** The workflow of a filled form, or null when it went through none. */
  instanceOfForm: call('GET', '/workflow/instance/of-form', {
    query: FormIdQuery,
    response: WorkflowInstanceDetail.nullable(),
  }),
  act: call('POST', '/workflow/task/act', { body: WorkflowActBody, response: WorkflowActed }),
  withdraw: call('POST', '/workflow/instance/withdraw', { body: WorkflowInstanceActionBody, response: WorkflowActed }),
  terminate: call('POST', '/workflow/instance/terminate', {
    body: WorkflowInstanceActionBody,
    response: WorkflowActed,
  }),
  /** The owner's four-eyes rules, one per kind, as 审批流程 shows them. */
  independence: call('GET', '/workflow/independence', { response: z.array(IndependenceRule) }),
  /** Relaxes or restores one kind's rule (the workflow page's update right). */
  setIndependence: call('POST', '/workflow/independence/update', { body: IndependenceBody, response: NoData }),
};
