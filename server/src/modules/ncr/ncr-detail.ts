import { Code, type NcrDetail } from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../core/user.table.js';
import { AppError } from '../../platform/app-error.js';
import type { OwnerCtx } from '../../platform/session.js';
import { fileInfo } from '../files/public.js';
import type { FormForReview } from '../form/public.js';
import { projectPeopleOf } from '../project/public.js';
import { relaxedKinds } from '../workflow/public.js';
import { type NcrCaseRecord, ncrSteps } from './ncr.table.js';
import { actionsFor, chinaDay } from './ncr-rules.js';

type Named = { id: number; name: string };

const byName = new Intl.Collator('zh-CN');

/** The people working on a project (managers and inspectors), once each, by name: who may be responsible. */
export async function projectWorkers(ctx: OwnerCtx, projectId: number | null): Promise<Named[]> {
  if (projectId === null) return [];
  const { managers, inspectors } = await projectPeopleOf(ctx.db, projectId);
  const people = new Map([...managers, ...inspectors].map((person) => [person.id, person]));
  return [...people.values()].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

async function namesOf(ctx: OwnerCtx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names of the evidence files still stored and readable, by id; a file its uploader deleted is left out. */
async function fileNamesOf(ctx: OwnerCtx, ids: readonly string[]): Promise<Map<string, string>> {
  const found = await Promise.all(
    [...new Set(ids)].map((id) =>
      fileInfo(ctx, id).then(
        (file) => [id, file.name] as const,
        (error: unknown) => {
          if (error instanceof AppError && error.envelopeCode === Code.NotFound) return null;
          throw error;
        },
      ),
    ),
  );
  return new Map(found.filter((entry) => entry !== null));
}

/**
 * An NCR as its report's page shows it: the loop's facts with names, its steps oldest first with
 * their evidence, the actions the caller may take now and whom a plan may make responsible.
 */
export async function presentNcr(ctx: OwnerCtx, ncr: NcrCaseRecord, form: FormForReview): Promise<NcrDetail> {
  const steps = await ctx.db
    .select()
    .from(ncrSteps)
    .where(and(eq(ncrSteps.ownerId, ctx.owner.id), eq(ncrSteps.ncrId, ncr.formInstanceId)))
    .orderBy(asc(ncrSteps.id));
  const [names, files, candidates] = await Promise.all([
    namesOf(ctx, [ncr.responsibleId, ncr.plannedBy, ...steps.map((step) => step.actorId)]),
    fileNamesOf(
      ctx,
      steps.flatMap((step) => step.fileIds),
    ),
    projectWorkers(ctx, form.projectId),
  ]);
  const raised = form.status === 'submitted';
  const nameOf = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
  return {
    id: ncr.formInstanceId,
    state: ncr.state,
    raised,
    disposition: ncr.disposition,
    disposition_note: ncr.dispositionNote,
    plan: ncr.plan,
    responsible: ncr.responsibleId === null ? null : { id: ncr.responsibleId, name: nameOf(ncr.responsibleId) },
    due_date: ncr.dueDate,
    overdue: ncr.state !== 'closed' && ncr.dueDate !== null && ncr.dueDate < chinaDay(),
    planned_by_name: nameOf(ncr.plannedBy),
    execution_note: ncr.executionNote,
    closed_at: ncr.closedAt?.toISOString() ?? null,
    steps: steps.map((step) => ({
      action: step.action,
      from_state: step.fromState,
      to_state: step.toState,
      note: step.note,
      files: step.fileIds.flatMap((id) => {
        const name = files.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      actor_name: nameOf(step.actorId),
      self_review: step.selfReview,
      at: step.at.toISOString(),
    })),
    actions: actionsFor(
      { role: ctx.role, userId: ctx.user.id, relaxed: await relaxedKinds(ctx.db, ctx.owner.id) },
      { ...ncr, raisedBy: form.createdBy, raised },
    ),
    responsible_candidates: candidates,
  };
}
