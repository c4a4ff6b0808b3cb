import { Code, type NcrActBody } from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import type { MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { ownFinishedUploads } from '../files/public.js';
import type { FormForReview } from '../form/public.js';
import type { ncrCases } from './ncr.table.js';
import { projectWorkers } from './ncr-detail.js';
import { chinaDay } from './ncr-rules.js';

export type NcrActInput = z.output<typeof NcrActBody>;

/** What one step writes: the case's changed fields, and the step row's note and evidence. */
export interface StepRecord {
  set: Partial<typeof ncrCases.$inferInsert>;
  note: string;
  fileIds: string[];
}

/** Code 2 naming each field whose value the step refuses, or nothing. */
function refuse(fields: Record<string, MessageKey>) {
  const entries = Object.entries(fields);
  const first = entries[0];
  if (first) {
    throw new AppError(Code.FieldErrors, first[1], {
      fields: Object.fromEntries(entries.map(([field, key]) => [field, [key]])),
    });
  }
}

/**
 * A plan names someone working on the NCR's project as responsible, and a due date from today on
 * (China's calendar); both are checked at once, so the form shows every refusal together.
 */
async function checkPlan(ctx: OwnerCtx, form: FormForReview, body: Extract<NcrActInput, { action: 'plan' }>) {
  const workers = await projectWorkers(ctx, form.projectId);
  const problems: Record<string, MessageKey> = {};
  if (!workers.some((person) => person.id === body.responsible_id)) {
    problems.responsible_id = 'ncr.responsibleNotMember';
  }
  if (body.due_date < chinaDay()) problems.due_date = 'ncr.dueInPast';
  refuse(problems);
}

/** Evidence is the caller's own finished photo uploads in this owner (as a form's photos are). */
async function checkEvidence(ctx: OwnerCtx, fileIds: readonly string[]) {
  const wanted = [...new Set(fileIds)];
  const usable = await ownFinishedUploads(ctx, 'photo', wanted);
  if (usable.length !== wanted.length) refuse({ file_ids: 'ncr.evidenceInvalid' });
  return wanted;
}

/** Checks what the step carries and says what it records; `ctx.db` is the action's transaction. */
export async function recordOf(ctx: OwnerCtx, form: FormForReview, body: NcrActInput): Promise<StepRecord> {
  switch (body.action) {
    case 'dispose':
      return {
        set: { disposition: body.disposition, dispositionNote: body.note, disposedBy: ctx.user.id },
        note: body.note,
        fileIds: [],
      };
    case 'plan':
      await checkPlan(ctx, form, body);
      return {
        // A new plan has a new deadline: its reminders start afresh.
        set: {
          plan: body.plan,
          responsibleId: body.responsible_id,
          dueDate: body.due_date,
          plannedBy: ctx.user.id,
          remindedOn: null,
        },
        note: body.plan,
        fileIds: [],
      };
    case 'execute': {
      const fileIds = await checkEvidence(ctx, body.file_ids);
      return { set: { executionNote: body.note, executedBy: ctx.user.id }, note: body.note, fileIds };
    }
    case 'verify':
      return { set: { closedAt: new Date() }, note: body.note, fileIds: [] };
    case 'approve':
    case 'reject':
    case 'fail':
      return { set: {}, note: body.note, fileIds: [] };
  }
}
