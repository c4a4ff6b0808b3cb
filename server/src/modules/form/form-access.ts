import { type ActionType, FORM_FAMILIES, type FormFamily, type PageKey } from '@app/contract';
import { noPermission } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Hooks } from '../../platform/hooks.js';
import { holdsOnAnyPage } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';

/** 表单模板: every template of every family. */
export const TEMPLATES_PAGE: PageKey = 'control-form';
/** 表单实例: reading filled forms. */
export const INSTANCES_PAGE: PageKey = 'control-form-example-list';
/** 表单实例设置: filling forms (create, update = save and submit, delete a draft). */
export const FILL_PAGE: PageKey = 'control-form-example-setup';
/** 报告数据: the project section's list of filled reports, read only. */
export const REPORT_DATA_PAGE: PageKey = 'project-report-data';
/** 基础模板: the report base fields. */
export const BASE_FIELDS_PAGE: PageKey = 'project-template-base';
/** 编号规则. */
export const NUMBER_PAGE: PageKey = 'project-template-found-number';

/** The project section's template page of each family; a general form has none but 表单模板. */
export const FAMILY_PAGE: Record<FormFamily, PageKey | null> = {
  finding: 'project-template-found-detail',
  inspection: 'project-template-found-report',
  ncr: 'project-template-found-report',
  release: 'project-template-found-report',
  witness: 'project-template-found-report',
  patrol: 'project-template-found-patrol',
  breakdown: 'project-template-found-breakdown',
  summary: 'project-template-found-reports',
  general: null,
};

/**
 * Whether the caller's role holds `action` on any of `pages`: one query for them all, kept with the
 * session's cached read (dropped with it, at the latest SESSION_CACHE_MS later or on any change).
 */
export function holdsAny(ctx: OwnerCtx, pages: readonly PageKey[], action: ActionType): Promise<boolean> {
  return ctx.remember(`holds:${action}:${pages.join(',')}`, () =>
    holdsOnAnyPage(ctx.db, ctx.owner.id, ctx.role, pages, action),
  );
}

/** Code 3 unless the caller's role holds `action` on one of `pages`. */
export async function requireAny(ctx: OwnerCtx, pages: readonly PageKey[], action: ActionType): Promise<void> {
  if (!(await holdsAny(ctx, pages, action))) throw noPermission();
}

/** The pages that govern a template of `family`: 表单模板 and the family's own. */
export const templatePages = (family: FormFamily): PageKey[] => {
  const page = FAMILY_PAGE[family];
  return page ? [TEMPLATES_PAGE, page] : [TEMPLATES_PAGE];
};

/**
 * The families whose templates the caller may read: all with 表单模板's index, else those whose
 * page's index the role holds, else, for one who fills forms (to pick a template), all of them.
 */
export async function readableFamilies(ctx: OwnerCtx): Promise<FormFamily[]> {
  if (await holdsAny(ctx, [TEMPLATES_PAGE], 'index')) return [...FORM_FAMILIES];
  const pages = [...new Set(Object.values(FAMILY_PAGE).filter((page) => page !== null))];
  const held = new Set<PageKey>();
  for (const page of pages) if (await holdsAny(ctx, [page], 'index')) held.add(page);
  const families = FORM_FAMILIES.filter((family) => {
    const page = FAMILY_PAGE[family];
    return page !== null && held.has(page);
  });
  if (families.length > 0) return families;
  if (await holdsAny(ctx, [FILL_PAGE], 'create')) return [...FORM_FAMILIES];
  throw noPermission();
}

/**
 * A member a module grants the read (the workflow: one with an open review task on the form) reads it,
 * and as a member its photos, without the form pages' permission or the project's, for as long as the
 * grant holds (formReadGrant). Each read so granted is audited.
 */
export async function reviewerMayRead(ctx: OwnerCtx, formId: number, hooks: Hooks): Promise<boolean> {
  let granted = false;
  for (const grant of hooks.formReadGrant ?? []) granted ||= await grant(ctx, formId, hooks);
  if (!granted) return false;
  await recordChange(ctx.db, ctx, {
    entity: 'form_review_reads',
    entityId: formId,
    action: 'create',
    after: { form_instance_id: formId, reader_id: ctx.user.id },
  });
  return true;
}
