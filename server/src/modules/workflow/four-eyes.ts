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

async function read(run: Run): Promise<FourEyes> {
  const authors = new Set<number>();
  if (run.instance.submitterId !== null) authors.add(run.instance.submitterId);
  if (run.form.createdBy !== null) authors.add(run.form.createdBy);
  for (const named of run.hooks.formAuthors ?? []) {
    for (const id of await named(run.tx, run.instance.ownerId, run.form.id, run.hooks)) authors.add(id);
  }
  return { authors, relaxed: await isRelaxed(run.tx, run.instance.ownerId, 'form_review') };
}

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
