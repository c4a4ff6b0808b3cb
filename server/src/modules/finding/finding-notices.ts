import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { notify } from '../inbox/public.js';
import type { FindingRecord } from './finding.table.js';

/** The page a finding's notice opens: its project's finding list, showing the finding. */
export const findingLink = (finding: Pick<FindingRecord, 'id' | 'projectId'>) =>
  `/project/found/list/${finding.projectId}?finding=${finding.id}`;

const excerpt = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/**
 * Tells a finding's responsible member (never the actor himself) that it was raised for him or
 * returned to him; `db` is the step's transaction.
 */
export async function tellResponsible(
  db: Db,
  ctx: OwnerCtx,
  finding: FindingRecord,
  what: 'raised' | 'returned',
  note = '',
) {
  if (finding.responsibleId === null || finding.responsibleId === ctx.user.id) return;
  await notify(db, {
    ownerId: finding.ownerId,
    userIds: [finding.responsibleId],
    kind: what === 'raised' ? 'task' : 'sent_back',
    title: {
      key: what === 'raised' ? 'finding.notice.raised' : 'finding.notice.returned',
      params: { text: excerpt(finding.description) },
    },
    body:
      what === 'raised'
        ? { key: 'finding.notice.raisedBody', params: { name: ctx.user.name, due: finding.dueDate } }
        : { key: 'finding.notice.returnedBody', params: { name: ctx.user.name, note } },
    link: findingLink(finding),
  });
}

/** Reminds a finding's responsible member (else its raiser) that it is past its due date. */
export async function tellOverdue(db: Db, finding: FindingRecord) {
  const to = finding.responsibleId ?? finding.raisedBy;
  if (to === null) return;
  await notify(db, {
    ownerId: finding.ownerId,
    userIds: [to],
    kind: 'overdue',
    title: { key: 'finding.notice.overdue', params: { text: excerpt(finding.description) } },
    body: { key: 'finding.notice.overdueBody', params: { due: finding.dueDate } },
    link: findingLink(finding),
  });
}
