import { Code, type WorkflowNode } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../core/user.table.js';
import { AppError, found } from '../../platform/app-error.js';
import { chinaDay, chinaMinute } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import { type Lang, type MessageKey, translate } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { formForReview } from '../form/public.js';
import { makeRun, type Run } from './run.js';
import { type InstanceRowDb, workflowHistory, workflowInstances, workflowVersions } from './workflow.table.js';

/** "10:32" today, "05-14 10:32" another day (Shanghai time). */
function shortTime(at: Date, now = new Date()): string {
  const when = chinaMinute(at);
  return when.slice(0, 10) === chinaDay(now) ? when.slice(11, 16) : when.slice(5, 16);
}

/** Events the system writes as a consequence of a member's action: the message names that action. */
const FOLLOW_UPS = new Set(['approved', 'rejected', 'cc', 'skip']);

/** What last happened to an instance, as "已由 张三 于 10:32 同意", in the caller's language. */
async function lastHappening(tx: Db, instanceId: number, lang: Lang): Promise<string | null> {
  const rows = await tx
    .select({ event: workflowHistory.event, at: workflowHistory.at, name: users.name })
    .from(workflowHistory)
    .leftJoin(users, eq(users.id, workflowHistory.actorId))
    .where(eq(workflowHistory.instanceId, instanceId))
    .orderBy(desc(workflowHistory.id))
    .limit(20);
  const shown = rows.find((row) => !FOLLOW_UPS.has(row.event)) ?? rows[0];
  if (!shown) return null;
  const event = translate(lang, `workflow.event.${shown.event}` as MessageKey);
  const time = shortTime(shown.at);
  return shown.name
    ? translate(lang, 'workflow.happened', { name: shown.name, time, event })
    : translate(lang, 'workflow.happenedBySystem', { time, event });
}

/** Code 0 saying what happened since the caller read the instance (or that his task is closed). */
export async function conflict(tx: Db, instanceId: number, lang: Lang, closed: boolean): Promise<AppError> {
  const who = await lastHappening(tx, instanceId, lang);
  if (!who) return new AppError(Code.Warning, 'workflow.staleUnknown');
  return new AppError(Code.Warning, closed ? 'workflow.taskClosed' : 'workflow.stale', { params: { who } });
}

/**
 * Takes the instance for one action: raises its revision only if it is still the one the caller
 * read (UPDATE … WHERE revision = expected), which also locks the row until the action commits; a
 * concurrent action waits here and then finds the revision moved on (none answered: see `conflict`).
 */
export async function takeInstance(
  tx: Db,
  ctx: OwnerCtx,
  instanceId: number,
  revision: number,
): Promise<InstanceRowDb | undefined> {
  const [row] = await tx
    .update(workflowInstances)
    .set({ revision: revision + 1 })
    .where(
      and(
        eq(workflowInstances.id, instanceId),
        eq(workflowInstances.ownerId, ctx.owner.id),
        eq(workflowInstances.revision, revision),
      ),
    )
    .returning();
  return row;
}

export async function flowOf(tx: Db, instance: InstanceRowDb): Promise<WorkflowNode[]> {
  const [version] = await tx
    .select({ flow: workflowVersions.flow })
    .from(workflowVersions)
    .where(eq(workflowVersions.id, instance.versionId));
  return found(version).flow;
}

/** The run of one member's action on a taken instance. */
export async function runFor(tx: Db, ctx: OwnerCtx, instance: InstanceRowDb, hooks: Hooks): Promise<Run> {
  const form = await formForReview(tx, instance.ownerId, instance.formInstanceId);
  const actor = { userId: ctx.user.id, name: ctx.user.name, ctx };
  return makeRun(tx, instance, await flowOf(tx, instance), form, actor, hooks);
}
