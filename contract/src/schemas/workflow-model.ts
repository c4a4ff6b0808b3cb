import { z } from '../zod.js';
import { decimalInRange, intInRange, requiredString, rowId, safeText, text } from './fields.js';
import { FORM_KEY_PATTERN } from './form-model.js';

/**
 * A review workflow as a tree, the way DingTalk and Feishu draw approvals: a flow is a list of nodes
 * run top to bottom after the submitter's start and before the end. A condition node runs the first
 * of its branches whose conditions all hold (its last branch has none: "otherwise"); a parallel node
 * runs all its branches and goes on when every one has ended. Node ids are unique in a tree and stay
 * the same across versions, so a send-back can name the node to return to.
 */

export const WORKFLOW_NODE_KINDS = ['approver', 'cc', 'condition', 'parallel'] as const;
export type WorkflowNodeKind = (typeof WORKFLOW_NODE_KINDS)[number];

/**
 * Who a node asks: a member by account, every member holding a role of the owner, the project's
 * manager(s), its chief supervisor (总监理工程师) or project supervisor (专业监理工程师), or the
 * leader of the submitter's organisation unit.
 */
export const ASSIGNEE_KINDS = [
  'user',
  'role',
  'projectManager',
  'projectSupervisor',
  'projectChiefSupervisor',
  'submitterLeader',
] as const;
export type AssigneeKind = (typeof ASSIGNEE_KINDS)[number];

/** countersign: all must approve; or-sign: the first approval decides; sequential: one after another. */
export const APPROVAL_MODES = ['all', 'any', 'sequential'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** When a node finds nobody to ask: pass it, ask the owner's administrators, or refuse the submission. */
export const EMPTY_APPROVER_RULES = ['skip', 'admin', 'refuse'] as const;
export type EmptyApproverRule = (typeof EMPTY_APPROVER_RULES)[number];

/** What a task does when its time is up (after any reminder): approve, reject, or go to someone else. */
export const TIMEOUT_ACTIONS = ['approve', 'reject', 'escalate'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

/** What an approver may do with a form item: see it, change it, or not see it. Read by default. */
export const FIELD_RIGHTS = ['read', 'edit', 'hidden'] as const;
export type FieldRight = (typeof FIELD_RIGHTS)[number];

/**
 * The fields a condition can test: the report's own (its template's family, the project, the
 * submitter's role, the equipment's kind) or any item of the form by its key (`item:<key>`), such as
 * a conclusion or an amount.
 */
export const CONDITION_SUBJECTS = ['family', 'template', 'project', 'submitterRole', 'equipmentKind'] as const;
export type ConditionSubject = (typeof CONDITION_SUBJECTS)[number];
export const CONDITION_OPERATORS = ['eq', 'neq', 'in', 'gt', 'gte', 'lt', 'lte'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const WORKFLOW_NAME_MAX = 64;
export const WORKFLOW_NODE_NAME_MAX = 40;
export const WORKFLOW_NODES_MAX = 100;
export const WORKFLOW_BRANCHES_MAX = 10;
export const WORKFLOW_ASSIGNEES_MAX = 20;
export const WORKFLOW_CONDITIONS_MAX = 10;
/** A timeout or reminder of at most 30 days. */
export const WORKFLOW_HOURS_MAX = 720;
export const WORKFLOW_COMMENT_MAX = 1000;
export const WORKFLOW_ATTACHMENTS_MAX = 9;
export const NODE_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

const nodeId = safeText().regex(NODE_ID_PATTERN, { error: 'workflow.badNodeId' });
const nodeName = requiredString(WORKFLOW_NODE_NAME_MAX);

export const Assignee = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('user'), user_id: rowId }),
    z.object({ kind: z.literal('role'), role: requiredString(64) }),
    z.object({ kind: z.enum(['projectManager', 'projectSupervisor', 'projectChiefSupervisor', 'submitterLeader']) }),
  ],
  { error: 'validation.invalid' },
);
export type Assignee = z.infer<typeof Assignee>;

const conditionValue = z.union([text(200), decimalInRange(-1e12, 1e12, 6), z.array(text(200)).max(50)]);
export const Condition = z.object({
  /** One of CONDITION_SUBJECTS, or `item:<key>` for an item of the form. */
  subject: safeText().refine(
    (value) =>
      (CONDITION_SUBJECTS as readonly string[]).includes(value) ||
      (value.startsWith('item:') && FORM_KEY_PATTERN.test(value.slice(5))),
    { error: 'workflow.badSubject' },
  ),
  operator: z.enum(CONDITION_OPERATORS, { error: 'validation.invalid' }),
  value: conditionValue,
});
export type Condition = z.infer<typeof Condition>;

export const Timeout = z.object({
  /** Hours after the task opens when its assignee is reminded; none: no reminder. */
  remind_after_hours: intInRange(1, WORKFLOW_HOURS_MAX).optional(),
  /** Hours after the task opens when `action` is taken; none: the task waits for ever. */
  act_after_hours: intInRange(1, WORKFLOW_HOURS_MAX).optional(),
  action: z.enum(TIMEOUT_ACTIONS, { error: 'validation.invalid' }).optional(),
  /** Whom an `escalate` hands the task to. */
  escalate_to: Assignee.optional(),
});
export type Timeout = z.infer<typeof Timeout>;

export interface ApproverNode {
  id: string;
  kind: 'approver';
  name: string;
  assignees: Assignee[];
  mode: ApprovalMode;
  empty_rule: EmptyApproverRule;
  /** Item key to right; an item not named is read. */
  field_rights?: Record<string, FieldRight>;
  timeout?: Timeout;
}
export interface CcNode {
  id: string;
  kind: 'cc';
  name: string;
  assignees: Assignee[];
}
export interface ConditionBranch {
  id: string;
  name: string;
  /** All must hold; empty on the last branch ("otherwise"). */
  conditions: Condition[];
  flow: WorkflowNode[];
}
export interface ConditionNode {
  id: string;
  kind: 'condition';
  name: string;
  branches: ConditionBranch[];
}
export interface ParallelBranch {
  id: string;
  name: string;
  flow: WorkflowNode[];
}
export interface ParallelNode {
  id: string;
  kind: 'parallel';
  name: string;
  branches: ParallelBranch[];
}
export type WorkflowNode = ApproverNode | CcNode | ConditionNode | ParallelNode;

const assignees = z.array(Assignee).max(WORKFLOW_ASSIGNEES_MAX, { error: 'validation.tooLong' });

export const WorkflowNodeSchema: z.ZodType<WorkflowNode> = z
  .lazy(
    () =>
      z.discriminatedUnion(
        'kind',
        [
          z.object({
            id: nodeId,
            kind: z.literal('approver'),
            name: nodeName,
            assignees: assignees.min(1, { error: 'workflow.noAssignee' }),
            mode: z.enum(APPROVAL_MODES, { error: 'validation.invalid' }),
            empty_rule: z.enum(EMPTY_APPROVER_RULES, { error: 'validation.invalid' }),
            field_rights: z
              .record(safeText().regex(FORM_KEY_PATTERN), z.enum(FIELD_RIGHTS, { error: 'validation.invalid' }))
              .optional(),
            timeout: Timeout.optional(),
          }),
          z.object({
            id: nodeId,
            kind: z.literal('cc'),
            name: nodeName,
            assignees: assignees.min(1, { error: 'workflow.noAssignee' }),
          }),
          z.object({
            id: nodeId,
            kind: z.literal('condition'),
            name: nodeName,
            branches: z
              .array(
                z.object({
                  id: nodeId,
                  name: nodeName,
                  conditions: z.array(Condition).max(WORKFLOW_CONDITIONS_MAX, { error: 'validation.tooLong' }),
                  flow: WorkflowFlowSchema,
                }),
              )
              .min(2, { error: 'workflow.twoBranches' })
              .max(WORKFLOW_BRANCHES_MAX, { error: 'validation.tooLong' }),
          }),
          z.object({
            id: nodeId,
            kind: z.literal('parallel'),
            name: nodeName,
            branches: z
              .array(z.object({ id: nodeId, name: nodeName, flow: WorkflowFlowSchema }))
              .min(2, { error: 'workflow.twoBranches' })
              .max(WORKFLOW_BRANCHES_MAX, { error: 'validation.tooLong' }),
          }),
        ],
        { error: 'validation.invalid' },
      ),
    // A schema that contains itself is a named component of the OpenAPI document.
  )
  .meta({ id: 'WorkflowNode' });
export const WorkflowFlowSchema: z.ZodType<WorkflowNode[]> = z
  .lazy(() => z.array(WorkflowNodeSchema, { error: 'validation.invalidType' }).max(WORKFLOW_NODES_MAX))
  .meta({ id: 'WorkflowFlow' });

/** Every node of a flow, branches' nodes after their parent, in the order a reader meets them. */
export function walkNodes(flow: readonly WorkflowNode[]): WorkflowNode[] {
  const out: WorkflowNode[] = [];
  for (const node of flow) {
    out.push(node);
    if (node.kind === 'condition' || node.kind === 'parallel') {
      for (const branch of node.branches) out.push(...walkNodes(branch.flow));
    }
  }
  return out;
}

/**
 * What makes a tree publishable beyond its shape, as message keys by path: ids unique across nodes and
 * branches, a condition node's last branch unconditional and only its last, at least one approver,
 * an `escalate` timeout naming whom, and at most WORKFLOW_NODES_MAX nodes in all.
 */
export function workflowProblems(flow: readonly WorkflowNode[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const ids = new Set<string>();
  let nodes = 0;
  let approvers = 0;
  const seeId = (id: string, path: string) => {
    if (ids.has(id)) problems.push({ path, message: 'workflow.duplicateId' });
    ids.add(id);
  };
  const visit = (list: readonly WorkflowNode[], path: string) => {
    list.forEach((node, index) => {
      const at = `${path}${index}`;
      nodes += 1;
      seeId(node.id, `${at}.id`);
      if (node.kind === 'approver') {
        approvers += 1;
        if (node.timeout?.action === 'escalate' && !node.timeout.escalate_to) {
          problems.push({ path: `${at}.timeout.escalate_to`, message: 'workflow.escalateToMissing' });
        }
        if (node.timeout?.action && node.timeout.act_after_hours === undefined) {
          problems.push({ path: `${at}.timeout.act_after_hours`, message: 'validation.required' });
        }
      }
      if (node.kind === 'condition' || node.kind === 'parallel') {
        node.branches.forEach((branch, b) => {
          seeId(branch.id, `${at}.branches.${b}.id`);
          if (node.kind === 'condition') {
            const conditions = (branch as ConditionBranch).conditions;
            const last = b === node.branches.length - 1;
            if (last && conditions.length > 0) {
              problems.push({ path: `${at}.branches.${b}.conditions`, message: 'workflow.lastBranchOtherwise' });
            }
            if (!last && conditions.length === 0) {
              problems.push({ path: `${at}.branches.${b}.conditions`, message: 'workflow.branchNeedsCondition' });
            }
          }
          visit(branch.flow, `${at}.branches.${b}.flow.`);
        });
      }
    });
  };
  visit(flow, '');
  if (approvers === 0) problems.push({ path: '', message: 'workflow.noApprover' });
  if (nodes > WORKFLOW_NODES_MAX) problems.push({ path: '', message: 'validation.tooLong' });
  return problems;
}
