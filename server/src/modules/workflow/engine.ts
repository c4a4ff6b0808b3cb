import { type ApproverNode, Code, PUSH, type WorkflowNode } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { AppError } from '../../platform/app-error.js';
import { pushToMembers } from '../../platform/pushes.js';
import { reopenForSubmitter } from '../form/public.js';
import { resolveAssignees, roleHolders } from './assignees.js';
import { allHold, type Facts } from './conditions.js';
import { precedes } from './flow-paths.js';
import { type FourEyes, fourEyesOf, mayReview } from './four-eyes.js';
import {
  approveForm,
  closeTasks,
  formTitle,
  insertTasks,
  liveTasks,
  openTasks,
  type Run,
  record,
  tell,
} from './run.js';
import { type NodeState, workflowInstances, workflowTasks } from './workflow.table.js';

/**
 * The engine walks the tree from the top each time something ends, with the instance's node states
 * of this round as its memory: a node done or skipped is passed, an active one waits, one not reached
 * starts (an approver opens its tasks, a copy notifies and passes, a condition picks its branch, a
 * parallel node runs every branch). The walk ending means the review is approved.
 */

/** The device kind of the equipment the form names, as the module that keeps equipment answers it. */
async function equipmentKindOf(run: Run, equipmentId: number): Promise<number | null> {
  const [kindOf] = run.hooks.equipmentKind ?? [];
  return kindOf ? kindOf(run.tx, run.instance.ownerId, equipmentId, run.hooks) : null;
}

async function factsOf(run: Run): Promise<Facts> {
  const { form, instance } = run;
  const [member] = instance.submitterId
    ? await run.tx
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.ownerId, instance.ownerId), eq(memberships.userId, instance.submitterId)))
    : [];
  const equipmentItem = form.items.find((item) => item.kind === 'equipment');
  const equipmentId = equipmentItem ? form.data[equipmentItem.key] : undefined;
  return {
    family: form.family,
    template: form.templateId,
    project: form.projectId,
    submitterRole: member?.role ?? null,
    equipmentKind: typeof equipmentId === 'number' ? await equipmentKindOf(run, equipmentId) : null,
    data: form.data,
  };
}

const states = (run: Run) => run.instance.nodeStates;

function markSkipped(run: Run, flow: readonly WorkflowNode[]): void {
  for (const node of flow) {
    states(run)[node.id] = 'skipped';
    if (node.kind === 'condition' || node.kind === 'parallel') {
      for (const branch of node.branches) markSkipped(run, branch.flow);
    }
  }
}

/**
 * The node's only possible reviewers wrote the form: rather than approve itself it goes to the owner's
 * administrators who did not, told why; with none, the action that reached it is refused (code 7)
 * and changes nothing, so that the owner names another reviewer or relaxes the rule.
 */
async function toIndependentAdmins(run: Run, node: ApproverNode, rule: FourEyes): Promise<number[]> {
  const admins = (await roleHolders(run.tx, run.instance.ownerId, 'admin')).filter((id) => mayReview(rule, id));
  if (admins.length === 0) {
    throw new AppError(Code.IllegalOperation, 'workflow.noIndependentReviewer', { params: { node: node.name } });
  }
  await tell(run, {
    userIds: admins,
    kind: 'task',
    title: { key: 'workflow.notice.noIndependent', params: { form: formTitle(run) } },
    body: { key: 'workflow.notice.noIndependentBody', params: { node: node.name } },
  });
  return admins;
}

/**
 * Starts an approver node: its tasks, or by its empty-approver rule a skip, the administrators or a
 * refusal. The form's authors are left out (the four-eyes rule) unless the owner relaxed it.
 */
async function activate(run: Run, node: ApproverNode): Promise<NodeState> {
  const whose = { ownerId: run.instance.ownerId, projectId: run.form.projectId };
  const rule = await fourEyesOf(run);
  const named = await resolveAssignees(run.tx, whose, node.assignees);
  let assignees = named.filter((id) => mayReview(rule, id));
  if (assignees.length === 0 && named.length > 0) assignees = await toIndependentAdmins(run, node, rule);
  if (assignees.length === 0) {
    if (node.empty_rule === 'refuse') {
      throw new AppError(Code.Warning, 'workflow.noApproverFound', { params: { node: node.name } });
    }
    if (node.empty_rule === 'admin') {
      const admins = await roleHolders(run.tx, run.instance.ownerId, 'admin');
      assignees = admins.filter((id) => mayReview(rule, id));
      if (assignees.length === 0 && admins.length > 0) assignees = await toIndependentAdmins(run, node, rule);
    }
    if (assignees.length === 0) {
      await record(run, 'skip', { nodeId: node.id, system: true });
      return 'skipped';
    }
  }
  const activation = Math.max(0, ...Object.values(run.instance.activations)) + 1;
  run.instance.activations[node.id] = activation;
  const sequential = node.mode === 'sequential';
  const tasks = await insertTasks(
    run,
    node,
    assignees.map((assigneeId, index) => ({
      assigneeId,
      sortOrder: index,
      activation,
      selfReview: rule.authors.has(assigneeId),
    })),
  );
  if (sequential) {
    for (let index = 1; index < tasks.length; index++) {
      const task = tasks[index];
      const before = tasks[index - 1];
      if (task && before) {
        await run.tx.update(workflowTasks).set({ waitsFor: before.id }).where(eq(workflowTasks.id, task.id));
      }
    }
  }
  await openTasks(run, node, sequential ? tasks.slice(0, 1) : tasks);
  return 'active';
}

/** Runs a list of nodes as far as it goes; true when every node of it has ended. */
async function runList(run: Run, list: readonly WorkflowNode[], facts: () => Promise<Facts>): Promise<boolean> {
  for (const node of list) {
    const state = states(run)[node.id];
    if (state === 'done' || state === 'skipped') continue;
    if (node.kind === 'approver') {
      if (state === 'active') return false;
      const started = await activate(run, node);
      states(run)[node.id] = started;
      if (started === 'active') return false;
      continue;
    }
    if (node.kind === 'cc') {
      const whose = { ownerId: run.instance.ownerId, projectId: run.form.projectId };
      const userIds = await resolveAssignees(run.tx, whose, node.assignees);
      await tell(run, {
        userIds,
        kind: 'cc',
        title: { key: 'workflow.notice.cc', params: { form: formTitle(run) } },
        body: { key: 'workflow.notice.ccBody', params: { submitter: run.instance.submitterName } },
      });
      for (const userId of userIds) await record(run, 'cc', { nodeId: node.id, target: userId, system: true });
      states(run)[node.id] = 'done';
      continue;
    }
    states(run)[node.id] = 'active';
    if (node.kind === 'condition') {
      let chosen = node.branches.find((branch) => states(run)[branch.id] !== undefined);
      if (!chosen) {
        const known = await facts();
        chosen = node.branches.find((branch) => allHold(branch.conditions, known)) ?? node.branches.at(-1);
        for (const branch of node.branches) {
          if (branch !== chosen) markSkipped(run, branch.flow);
        }
      }
      if (!chosen) continue;
      states(run)[chosen.id] = 'active';
      if (!(await runList(run, chosen.flow, facts))) return false;
      states(run)[chosen.id] = 'done';
    } else {
      let all = true;
      for (const branch of node.branches) {
        if (!(await runList(run, branch.flow, facts))) all = false;
      }
      if (!all) return false;
    }
    states(run)[node.id] = 'done';
  }
  return true;
}

/** The names of the approver nodes waiting now. */
function stepOf(run: Run): string {
  return [...run.placed.values()]
    .filter(({ node }) => node.kind === 'approver' && states(run)[node.id] === 'active')
    .map(({ node }) => node.name)
    .join('、');
}

/**
 * Writes what the run changed of the instance (its revision was raised when the action took it), and
 * has the form's authors' open pages read its review again once the action has committed.
 */
export async function saveInstance(run: Run): Promise<void> {
  const { instance } = run;
  pushToMembers(PUSH.review, instance.ownerId, [...(await fourEyesOf(run)).authors]);
  await run.tx
    .update(workflowInstances)
    .set({
      status: instance.status,
      round: instance.round,
      nodeStates: instance.nodeStates,
      activations: instance.activations,
      step: instance.status === 'in_review' ? stepOf(run) : '',
      endedAt: instance.endedAt,
      formNumber: instance.formNumber,
      projectName: instance.projectName,
    })
    .where(eq(workflowInstances.id, instance.id));
}

/** Ends the review: every open task closes, the submitter is told (a withdrawal tells nobody). */
export async function finish(run: Run, status: 'approved' | 'rejected' | 'withdrawn' | 'terminated'): Promise<void> {
  // The form counts once approved; a refusal (a release report still blocked) undoes the action.
  if (status === 'approved') await approveForm(run.tx, run.instance.ownerId, run.form.id, run.hooks);
  const live = await liveTasks(run);
  await closeTasks(
    run,
    live.map((task) => task.id),
    'cancelled',
  );
  run.instance.status = status;
  run.instance.endedAt = run.now;
  if (status === 'approved' || status === 'rejected') await record(run, status, { system: true });
  if (status === 'withdrawn') await reopenForSubmitter(run.tx, run.form.id);
  if (status !== 'withdrawn' && run.instance.submitterId) {
    const title = { approved: 'workflow.notice.approved', rejected: 'workflow.notice.rejected' } as const;
    await tell(run, {
      userIds: [run.instance.submitterId],
      kind: 'result',
      title: {
        key: status === 'terminated' ? 'workflow.notice.terminated' : title[status],
        params: { form: formTitle(run) },
      },
      body: { key: 'workflow.notice.resultBody' },
    });
  }
}

/** Walks the tree from the top; a walk that ends approves the review. Then saves the instance. */
export async function advance(run: Run): Promise<void> {
  let facts: Facts | undefined;
  const lazyFacts = async () => {
    facts ??= await factsOf(run);
    return facts;
  };
  if (await runList(run, run.flow, lazyFacts)) await finish(run, 'approved');
  await saveInstance(run);
}

/**
 * After a task of an approver node was approved: the tasks waiting for it open; the node ends when
 * nothing of it is open or waiting, or at once for an or-sign node whose chain of signers has ended.
 */
export async function afterApproval(run: Run, node: ApproverNode, approvedId: number): Promise<void> {
  const live = await liveTasks(run, node.id);
  const next = live.filter((task) => task.status === 'waiting' && task.waitsFor === approvedId);
  if (next.length > 0) {
    await openTasks(run, node, next);
    await saveInstance(run);
    return;
  }
  if (node.mode === 'any') {
    await closeTasks(
      run,
      live.map((task) => task.id),
      'cancelled',
    );
  } else if (live.length > 0) {
    await saveInstance(run);
    return;
  }
  states(run)[node.id] = 'done';
  await advance(run);
}

/**
 * Returns the review to an approver node done before the caller's in this round: that node and
 * everything after it are reset (their open tasks cancelled), and the walk starts it again.
 */
export async function sendBackTo(run: Run, targetId: string): Promise<void> {
  const target = run.placed.get(targetId);
  if (!target) return;
  const reset = [...run.placed.values()].filter(
    (placed) => placed === target || precedes(target, placed) || target.ancestors.includes(placed.node.id),
  );
  const resetIds = new Set(reset.map((placed) => placed.node.id));
  const live = (await liveTasks(run)).filter((task) => resetIds.has(task.nodeId));
  await closeTasks(
    run,
    live.map((task) => task.id),
    'cancelled',
  );
  for (const placed of reset) {
    const { node } = placed;
    // An enclosing condition keeps the branch it took; what follows the target is taken afresh.
    const keepBranch = target.ancestors.includes(node.id);
    delete states(run)[node.id];
    if ((node.kind === 'condition' || node.kind === 'parallel') && !keepBranch) {
      for (const branch of node.branches) delete states(run)[branch.id];
    }
  }
  await advance(run);
}

/** Sends the form back to its submitter: the round ends and the form is his draft again. */
export async function sendBackToSubmitter(run: Run): Promise<void> {
  const live = await liveTasks(run);
  await closeTasks(
    run,
    live.map((task) => task.id),
    'cancelled',
  );
  run.instance.status = 'sent_back';
  await reopenForSubmitter(run.tx, run.form.id);
  if (run.instance.submitterId) {
    await tell(run, {
      userIds: [run.instance.submitterId],
      kind: 'sent_back',
      title: { key: 'workflow.notice.sentBack', params: { form: formTitle(run) } },
      body: { key: 'workflow.notice.sentBackBody', params: { name: run.actor.name } },
    });
  }
  await saveInstance(run);
}
