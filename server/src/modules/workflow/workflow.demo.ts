import type { Role, WorkflowNode } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import type { DemoOwner } from '../../platform/module.js';
import type { OwnerCtx } from '../../platform/session.js';
import { seedDemoInspection } from '../form/public.js';
import { startReview } from './start.service.js';
import { workflowDefinitions, workflowVersions } from './workflow.table.js';

/**
 * 检验报告审核: an NCR goes to the owner's administrators; any other report to the project manager
 * (the first of them decides), then to every client representative (all must agree).
 */
export const DEMO_FLOW: WorkflowNode[] = [
  {
    id: 'route',
    kind: 'condition',
    name: '报告类型',
    branches: [
      {
        id: 'ncr',
        name: '不符合项报告',
        conditions: [{ subject: 'family', operator: 'eq', value: 'ncr' }],
        flow: [
          {
            id: 'adminReview',
            kind: 'approver',
            name: '管理员审核',
            assignees: [{ kind: 'role', role: 'admin' }],
            mode: 'any',
            empty_rule: 'skip',
          },
        ],
      },
      {
        id: 'other',
        name: '其他报告',
        conditions: [],
        flow: [
          {
            id: 'managerReview',
            kind: 'approver',
            name: '项目经理审核',
            assignees: [{ kind: 'role', role: 'manager' }],
            mode: 'any',
            empty_rule: 'admin',
            timeout: { remind_after_hours: 24 },
          },
          {
            id: 'clientSign',
            kind: 'approver',
            name: '业主会签',
            assignees: [{ kind: 'role', role: 'wtf' }],
            mode: 'all',
            empty_rule: 'skip',
          },
        ],
      },
    ],
  },
];

/**
 * The demo owner's review workflow, published and bound to inspection reports, NCRs and release
 * reports (whose approval the release gate then guards), and one report in review.
 */
export async function seedDemoWorkflow(db: Db, owner: DemoOwner, hooks: Hooks): Promise<void> {
  const [definition] = await db
    .insert(workflowDefinitions)
    .values({
      ownerId: owner.id,
      name: '检验报告审核',
      draftFlow: DEMO_FLOW,
      families: ['inspection', 'ncr', 'release'],
      latestVersion: 1,
      draftChanged: false,
    })
    .returning({ id: workflowDefinitions.id });
  if (!definition) return;
  await db
    .insert(workflowVersions)
    .values({ definitionId: definition.id, ownerId: owner.id, version: 1, flow: DEMO_FLOW });

  const submitted = await seedDemoInspection(db, owner);
  if (!submitted) return;
  const [row] = await db
    .select({ user: users, owner: owners, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(owners, eq(owners.id, memberships.ownerId))
    .where(and(eq(memberships.ownerId, owner.id), eq(memberships.userId, submitted.authorId)));
  if (!row) return;
  const ctx: OwnerCtx = {
    db,
    sessionHash: '',
    address: '',
    user: row.user,
    owner: row.owner,
    role: row.role as Role,
    remember: (_key, read) => read(),
  };
  await startReview(db, ctx, submitted.formId, hooks);
}
