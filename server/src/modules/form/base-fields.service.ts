import {
  isLockedBaseField,
  REPORT_BASE_FIELDS,
  type ReportBaseField,
  type ReportBaseFieldKey,
  type ReportBaseFieldsBody,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { Lang } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type ReportBaseFieldRowDb, reportBaseFields as table } from './base-fields.table.js';
import { BASE_FIELDS_PAGE } from './form-access.js';

const AUDIT_ENTITY = 'report_base_fields';

interface Setting {
  label: string;
  visible: boolean;
  required: boolean;
  sort: number;
}

/** The setting of a field with nothing stored: shown, required when locked, in catalogue order. */
const defaultSetting = (key: ReportBaseFieldKey, sort: number): Setting => ({
  label: '',
  visible: true,
  required: isLockedBaseField(key),
  sort,
});

/**
 * The owner's base fields in their order, defaults merged in for what is not stored (issue 14 reads
 * them when a report is uploaded). A locked field is always shown and required whatever a row says;
 * a field the catalogue gained after the owner saved comes after the stored ones, in catalogue order.
 */
export async function reportBaseFields(db: Db, ownerId: number, lang: Lang = 'zh-CN'): Promise<ReportBaseField[]> {
  const rows = await db.select().from(table).where(eq(table.ownerId, ownerId));
  const stored = new Map(rows.map((row) => [row.key, row]));
  const after = rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.sort)) + 1;
  const merged = REPORT_BASE_FIELDS.map((field, index) => {
    const locked = field.locked as boolean;
    const setting = stored.get(field.key) ?? defaultSetting(field.key, after + index);
    return {
      key: field.key,
      default_name: lang === 'en' ? field.en : field.zh,
      label: setting.label,
      visible: locked || setting.visible,
      required: locked || setting.required,
      locked,
      sort: setting.sort,
    };
  });
  merged.sort((a, b) => a.sort - b.sort);
  return merged.map((field, sort) => ({ ...field, sort }));
}

/** The base fields for the settings page (its index). */
export async function listBaseFields(ctx: OwnerCtx, lang: Lang): Promise<ReportBaseField[]> {
  await requirePermission(ctx, BASE_FIELDS_PAGE, 'index');
  return reportBaseFields(ctx.db, ctx.owner.id, lang);
}

/** What the audit log keeps: each field's setting under its key. */
type BaseFieldSetting = Pick<ReportBaseFieldRowDb, 'label' | 'visible' | 'required' | 'sort'>;

/** The settings by field key, in display order, as the audit log shows them (each key is labelled). */
function audited(rows: (BaseFieldSetting & Pick<ReportBaseFieldRowDb, 'key'>)[]) {
  const settings: Partial<Record<ReportBaseFieldKey, BaseFieldSetting>> = {};
  for (const row of [...rows].sort((a, b) => a.sort - b.sort)) {
    settings[row.key] = { label: row.label, visible: row.visible, required: row.required, sort: row.sort };
  }
  return settings;
}

/**
 * Stores every field's setting in the order sent, replacing the owner's rows in one transaction,
 * audited. The body has every key once and keeps the locked ones shown and required (the contract).
 */
export async function saveBaseFields(ctx: OwnerCtx, body: z.output<typeof ReportBaseFieldsBody>): Promise<void> {
  await requirePermission(ctx, BASE_FIELDS_PAGE, 'update');
  const values = body.fields.map((field, sort) => ({
    ownerId: ctx.owner.id,
    key: field.key,
    label: field.label,
    visible: isLockedBaseField(field.key) || field.visible,
    required: isLockedBaseField(field.key) || field.required,
    sort,
    createdBy: ctx.user.id,
  }));
  await ctx.db.transaction(async (tx) => {
    // Locking the stored rows makes a concurrent save wait; with none stored, the second of two
    // concurrent saves meets the first one's rows in the upsert and takes them over.
    const before = await tx.select().from(table).where(eq(table.ownerId, ctx.owner.id)).for('update');
    await tx.delete(table).where(eq(table.ownerId, ctx.owner.id));
    await tx
      .insert(table)
      .values(values)
      .onConflictDoUpdate({
        target: [table.ownerId, table.key],
        set: {
          label: sql`excluded.label`,
          visible: sql`excluded.visible`,
          required: sql`excluded.required`,
          sort: sql`excluded.sort`,
          updateAt: new Date(),
        },
      });
    await recordChange(tx, ctx, {
      entity: AUDIT_ENTITY,
      entityId: ctx.owner.id,
      action: before.length > 0 ? 'update' : 'create',
      before: before.length > 0 ? audited(before) : null,
      after: audited(values),
    });
  });
}

/** Deletes the owner's settings, so the defaults apply again, audited when there was anything. */
export async function resetBaseFields(ctx: OwnerCtx): Promise<void> {
  await requirePermission(ctx, BASE_FIELDS_PAGE, 'update');
  await ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(table).where(eq(table.ownerId, ctx.owner.id)).returning();
    if (removed.length === 0) return;
    await recordChange(tx, ctx, {
      entity: AUDIT_ENTITY,
      entityId: ctx.owner.id,
      action: 'delete',
      before: audited(removed),
      after: null,
    });
  });
}
