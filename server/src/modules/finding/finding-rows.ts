import type { FindingRow } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../core/user.table.js';
import { chinaDay } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { visibleProjectRefs } from '../project/public.js';
import { findingCategories, findings } from './finding.table.js';

const typeNames = alias(findingCategories, 'finding_type');
const themeNames = alias(findingCategories, 'finding_theme');
const responsibleUsers = alias(users, 'responsible_user');
const raiserUsers = alias(users, 'raiser_user');

/** Findings with the names they are shown with, of the projects the caller may read (an inner join). */
export function rowSelection(ctx: OwnerCtx, db: Db = ctx.db) {
  const project = visibleProjectRefs({ ...ctx, db });
  return db
    .select({
      finding: findings,
      projectName: project.name,
      typeName: sql<string>`coalesce(${typeNames.name}, '')`,
      themeName: sql<string>`coalesce(${themeNames.name}, '')`,
      responsibleName: sql<string>`coalesce(${responsibleUsers.name}, '')`,
      raiserName: sql<string>`coalesce(${raiserUsers.name}, '')`,
    })
    .from(findings)
    .innerJoin(project, eq(project.id, findings.projectId))
    .leftJoin(typeNames, eq(typeNames.id, findings.typeId))
    .leftJoin(themeNames, eq(themeNames.id, findings.themeId))
    .leftJoin(responsibleUsers, eq(responsibleUsers.id, findings.responsibleId))
    .leftJoin(raiserUsers, eq(raiserUsers.id, findings.raisedBy));
}

export type SelectedFinding = Awaited<ReturnType<ReturnType<typeof rowSelection>['where']>>[number];

export const toRow = (row: SelectedFinding, today = chinaDay()): FindingRow => {
  const f = row.finding;
  return {
    id: f.id,
    project_id: f.projectId,
    project_name: row.projectName,
    type_name: row.typeName,
    theme_name: row.themeName,
    description: f.description,
    location: f.location,
    is_important: f.isImportant,
    on_focus: f.onFocus,
    state: f.state,
    responsible_name: row.responsibleName || f.responsibleOrg,
    due_date: f.dueDate,
    overdue: f.state !== 'closed' && f.dueDate < today,
    raised_by_name: row.raiserName,
    raised_at: f.raisedAt.toISOString(),
  };
};
