import { DUE_SOON_DAYS, type PageKey, type PointState } from '@app/contract';
import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { noPermission } from '../../platform/app-error.js';
import type { OwnerCtx } from '../../platform/session.js';
import { changeableEquipment, visibleEquipment } from '../equipment/public.js';

/** 检验计划: the groups of the plan. */
export const GROUPS_PAGE: PageKey = 'project-plan';
/** 计划列表: a group's points; its `update` right sets planned dates and records witness notices. */
export const LIST_PAGE: PageKey = 'project-plan-list';
/** 设备检验完成情况 of the client, the manager and the inspector: one call, scoped by the caller's role. */
export const COMPLETION_PAGES: readonly PageKey[] = ['eic-wtf', 'eic-manager', 'eic-staff'];

// The plans' days are kept in China's calendar: "overdue" is measured against its today.
export { chinaDay } from '../../platform/china-time.js';

/** The day `days` after `day` (before, when negative), both `YYYY-MM-DD`. */
export const addDays = (day: string, days: number) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** The columns of a point that decide its state. */
export interface StateColumns {
  plannedDate: AnyPgColumn;
  actualDate: AnyPgColumn;
  noticeAt: AnyPgColumn;
}

/** A point neither done nor notified: one the plan still waits for. */
export const openPoint = (p: StateColumns) => and(isNull(p.actualDate), isNull(p.noticeAt)) as SQL;

/**
 * The conditions of each state on `today`. Each reads the planned day as a range of the owner's
 * planned-date index, so a filtered list walks it too; together they cover every point once.
 */
export function stateConditions(p: StateColumns, today: string): Record<PointState, SQL> {
  const open = openPoint(p);
  const soon = addDays(today, DUE_SOON_DAYS);
  return {
    done: isNotNull(p.actualDate),
    notified: and(isNull(p.actualDate), isNotNull(p.noticeAt)) as SQL,
    overdue: sql`${open} and ${p.plannedDate} < ${today}`,
    due_soon: sql`${open} and ${p.plannedDate} >= ${today} and ${p.plannedDate} <= ${soon}`,
    planned: sql`${open} and ${p.plannedDate} > ${soon}`,
    unscheduled: sql`${open} and ${p.plannedDate} is null`,
  };
}

/** A point's state on `today`, as a column of a query. */
export function stateOf(p: StateColumns, today: string) {
  const when = stateConditions(p, today);
  const cases = (Object.entries(when) as [PointState, SQL][]).map(
    ([state, condition]) => sql`when ${condition} then ${state}`,
  );
  return sql<PointState>`(case ${sql.join(cases, sql` `)} end)`;
}

/**
 * The equipment whose plan the caller reads: the equipment module's rule (all of the owner's for an
 * administrator or a client, a manager's projects', an inspector's assigned pieces).
 */
export const planScope = (ctx: OwnerCtx) => visibleEquipment(ctx);

/**
 * The equipment of a completion view, decided by the caller's role and nothing he sends: an
 * inspector the pieces assigned to him, a manager those of the projects he manages, the client (the
 * administrator, a role an administrator made) every piece of the owner.
 */
export function completionScope(ctx: OwnerCtx): SQL | undefined {
  if (ctx.role === 'staff') return visibleEquipment(ctx);
  if (ctx.role === 'manager') return changeableEquipment(ctx);
  return undefined;
}

/** Equipment whose points' planned dates the caller sets: an administrator all, a manager his projects'. */
export function plannableScope(ctx: OwnerCtx): SQL | undefined {
  if (ctx.role === 'admin') return undefined;
  if (ctx.role === 'manager') return changeableEquipment(ctx);
  throw noPermission();
}

/**
 * Equipment whose witness notices the caller records: an administrator all, a manager his projects',
 * an inspector the pieces assigned to him.
 */
export function noticeScope(ctx: OwnerCtx): SQL | undefined {
  if (ctx.role === 'staff') return visibleEquipment(ctx);
  return plannableScope(ctx);
}
