import type { ColumnSetting, TableSetting } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/session.js';
import { tableSettings } from './table-setting.table.js';

/*
 * Column settings are the caller's own display preferences, like a language choice: every query is
 * keyed by the session's user, never by an id from the request, and they are not business data, so
 * they write no audit rows.
 */

const mine = (ctx: Ctx, key: string) => and(eq(tableSettings.userId, ctx.user.id), eq(tableSettings.tableKey, key));

export async function viewTableSetting(ctx: Ctx, key: string): Promise<TableSetting> {
  const [row] = await ctx.db.select({ columns: tableSettings.columns }).from(tableSettings).where(mine(ctx, key));
  return { key, columns: row?.columns ?? [] };
}

export async function saveTableSetting(ctx: Ctx, key: string, columns: ColumnSetting[]): Promise<TableSetting> {
  // Only the known fields are stored, whatever else the client sent.
  const clean = columns.map((c) => ({ key: c.key, visible: c.visible, ...(c.width ? { width: c.width } : {}) }));
  await ctx.db
    .insert(tableSettings)
    .values({ userId: ctx.user.id, tableKey: key, columns: clean, createdBy: ctx.user.id })
    .onConflictDoUpdate({
      target: [tableSettings.userId, tableSettings.tableKey],
      set: { columns: clean, updateAt: new Date() },
    });
  return { key, columns: clean };
}

export async function resetTableSetting(ctx: Ctx, key: string): Promise<TableSetting> {
  await ctx.db.delete(tableSettings).where(mine(ctx, key));
  return { key, columns: [] };
}
