import { WORKFLOW_ACTIONS, type WorkflowAction } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import { isRelaxed } from './independence.js';
import type { Run } from './run.js';

/**
 * The four-eyes rule over one run (issue 32): who wrote the form under review (its submitter, its
 * creator, and whom the domain names, as a report's writer), and whether the owner relaxed the rule
 * for form reviews. Authors get no task, cannot be handed one, and cannot decide on one they hold,
 * unless the rule is relaxed; then what they decide is marked as a self-review.
 */
export interface FourEyes {
  authors: ReadonlySet<number>;
  relaxed: boolean;
}

const known = new WeakMap<Run, Promise<FourEyes>>();

/** The form and its review, as far as the rule asks: whose it is, and who submitted and made it. */
interface Authored {
  ownerId: number;
  formId: number;
  submitterId: number | null;
  createdBy: number | null;
}

/** The rule over one form: its authors and whether the owner relaxed it for form reviews. */
export async function fourEyesOver(tx: Db, hooks: Hooks, form: Authored): Promise<FourEyes> {
  const authors = new Set<number>();
  if (form.submitterId !== null) authors.add(form.submitterId);
  if (form.createdBy !== null) authors.add(form.createdBy);
  for (const named of hooks.formAuthors ?? []) {
    for (const id of await named(tx, form.ownerId, form.formId, hooks)) authors.add(id);
  }
  return { authors, relaxed: await isRelaxed(tx, form.ownerId, 'form_review') };
}

const read = (run: Run) =>
  fourEyesOver(run.tx, run.hooks, {
    ownerId: run.instance.ownerId,
    formId: run.form.id,
    submitterId: run.instance.submitterId,
    createdBy: run.form.createdBy,
  });

/** The rule for this run, read once per run. */
export function fourEyesOf(run: Run): Promise<FourEyes> {
  let rule = known.get(run);
  if (!rule) {
    rule = read(run);
    known.set(run, rule);
  }
  return rule;
}

/** Whether `userId` may hold a review task of this form. */
export const mayReview = (rule: FourEyes, userId: number) => rule.relaxed || !rule.authors.has(userId);

/** What an author may not do on a task of his own form unless the rule allows it: decide, or bring in a signer. */
export const DECISIONS: ReadonlySet<WorkflowAction> = new Set(['approve', 'reject', 'send_back', 'add_signer']);

/**
 * The actions `userId` may take on his task: all of them, but for one of the form's authors holding a
 * task not given under the relaxed rule (as tasks opened before the rule are) only handing it on and
 * commenting, while the rule holds.
 */
export function actionsOn(rule: FourEyes, userId: number, task: { selfReview: boolean }): WorkflowAction[] {
  const barred = rule.authors.has(userId) && !task.selfReview && !rule.relaxed;
  return WORKFLOW_ACTIONS.filter((action) => !(barred && DECISIONS.has(action)));
}
