import type { InboxKind, NcrAction } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type FormForReview, formLink } from '../form/public.js';
import { notify, type Said } from '../inbox/public.js';
import type { NcrCaseRecord } from './ncr.table.js';

/** How a notice names an NCR: its template and number, as the review's notices name a form. */
const formTitle = (form: FormForReview) => (form.number ? `${form.templateName} ${form.number}` : form.templateName);

/** Puts a notice about the NCR of `form` in the inboxes of `userIds`, linking to its report's page. */
export function tellAboutNcr(
  db: Db,
  form: FormForReview,
  notice: { userIds: readonly number[]; kind: InboxKind; title: MessageKey; body: Said },
) {
  return notify(db, {
    ownerId: form.ownerId,
    userIds: notice.userIds,
    kind: notice.kind,
    title: { key: notice.title, params: { form: formTitle(form) } },
    body: notice.body,
    link: formLink(form),
  });
}

/** Who raised the NCR: its header's uploader, else its form's author. */
export const raiserOf = (ncr: NcrCaseRecord, form: FormForReview) => ncr.createdBy ?? form.createdBy;

/**
 * Tells whoever a step hands the NCR to (never the actor himself): the responsible member that the
 * plan is approved, the plan's author that it came back, the one who raised the NCR that the work
 * waits for verification, and that it is closed. `ncr` is the row after the step.
 */
export async function tellAboutStep(
  tx: Db,
  ctx: OwnerCtx,
  step: { action: NcrAction; note: string },
  ncr: NcrCaseRecord,
  form: FormForReview,
) {
  const others = (...ids: (number | null)[]) => ids.filter((id): id is number => id !== null && id !== ctx.user.id);
  const name = ctx.user.name;
  switch (step.action) {
    case 'approve':
      return tellAboutNcr(tx, form, {
        userIds: others(ncr.responsibleId),
        kind: 'task',
        title: 'ncr.notice.planApproved',
        body: { key: 'ncr.notice.planApprovedBody', params: { due: ncr.dueDate ?? '' } },
      });
    case 'reject':
      return tellAboutNcr(tx, form, {
        userIds: others(ncr.plannedBy),
        kind: 'sent_back',
        title: 'ncr.notice.planRejected',
        body: { key: 'ncr.notice.planRejectedBody', params: { name, note: step.note } },
      });
    case 'execute':
      return tellAboutNcr(tx, form, {
        userIds: others(raiserOf(ncr, form)),
        kind: 'task',
        title: 'ncr.notice.toVerify',
        body: { key: 'ncr.notice.toVerifyBody', params: { name } },
      });
    case 'verify':
      return tellAboutNcr(tx, form, {
        userIds: others(raiserOf(ncr, form)),
        kind: 'result',
        title: 'ncr.notice.closed',
        body: { key: 'ncr.notice.closedBody', params: { name } },
      });
    default:
      return undefined;
  }
}
