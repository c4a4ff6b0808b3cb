import type { ReorderBody } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { departments, organizations, staff } from '../../core/organization.table.js';
import { fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { OrgScope } from './organization-scope.js';

/** Each reorderable list: its table and the column that makes rows siblings of one another. */
const LISTS = {
  organizations: { table: organizations, group: organizations.parentId },
  departments: { table: departments, group: departments.organizationId },
  staff: { table: staff, group: staff.organizationId },
} as const;

/**
 * Gives `ids` the display orders 0, 1, 2... in the order sent. Every id must be the owner's (else
 * not found) and all must be siblings: one parent's sub-organisations, or one organisation's
 * departments or staff. Only rows whose order changes are written and audited.
 */
export async function reorder(scope: OrgScope, body: ReorderBody): Promise<void> {
  const { table, group } = LISTS[body.entity];
  const rows = await scope.db
    .select({ id: table.id, sort: table.sort, group })
    .from(table)
    .where(and(eq(table.ownerId, scope.owner.id), inArray(table.id, body.ids)));
  if (rows.length !== body.ids.length) throw notFound();
  if (new Set(rows.map((row) => row.group)).size > 1) throw fieldError('ids', 'organization.notSiblings');
  const sortOf = new Map(rows.map((row) => [row.id, row.sort]));
  await scope.db.transaction(async (tx) => {
    for (const [sort, id] of body.ids.entries()) {
      const before = sortOf.get(id);
      if (before === sort) continue;
      await tx.update(table).set({ sort }).where(eq(table.id, id));
      await recordChange(tx, scope.audit, {
        entity: body.entity,
        entityId: id,
        action: 'update',
        before: { sort: before },
        after: { sort },
      });
    }
  });
}
