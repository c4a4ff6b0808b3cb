import {
  type ListData,
  layoutRoutes,
  type PageKey,
  type RouteDef,
  type RouteEntry,
  type RouteListQuery,
  type RouteTitleBody,
  type RouteTitles,
  type Title,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { routeTitles } from './route-title.table.js';

type RouteTitleRow = typeof routeTitles.$inferSelect;

const PAGE_KEY: PageKey = 'control-route';
const ENTITY = 'route_titles';

const ownRows = (ctx: OwnerCtx) => ctx.db.select().from(routeTitles).where(eq(routeTitles.ownerId, ctx.owner.id));

const toEntry = (route: RouteDef, own: RouteTitleRow | undefined): RouteEntry => ({
  key: route.name,
  path: route.path,
  section: route.section,
  default_zh: route.title.zh,
  default_en: route.title.en,
  title_zh: own?.titleZh ?? '',
  title_en: own?.titleEn ?? '',
});

function matches(entry: RouteEntry, text: string): boolean {
  const needle = text.toLowerCase();
  return [entry.key, entry.path, entry.default_zh, entry.default_en, entry.title_zh, entry.title_en].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** The routes of the owner's layout in registry order, with the owner's own titles. */
export async function listRoutes(ctx: OwnerCtx, query: RouteListQuery): Promise<ListData<RouteEntry>> {
  await requirePermission(ctx, PAGE_KEY, 'index');
  const own = new Map((await ownRows(ctx)).map((row) => [row.pageKey, row]));
  const result = layoutRoutes(ctx.owner.isConfig)
    .filter((route) => !query.section || route.section === query.section)
    .map((route) => toEntry(route, own.get(route.name)))
    .filter((entry) => !query.text || matches(entry, query.text));
  return { result, paging: { count: result.length, page: 1, perPage: -1 } };
}

/**
 * Sets the owner's titles of one page. A title left empty, or equal to the registry's, means the
 * registry's title; when both are, the owner's row goes, so the page follows later registry changes.
 */
export async function updateRouteTitle(
  ctx: OwnerCtx,
  key: string,
  body: RouteTitleBody,
): Promise<{ entry: RouteEntry; reset: boolean }> {
  await requirePermission(ctx, PAGE_KEY, 'update');
  const route = layoutRoutes(ctx.owner.isConfig).find((r) => r.name === key);
  if (!route) throw notFound();
  const titleZh = body.title_zh === route.title.zh ? '' : body.title_zh;
  const titleEn = body.title_en === route.title.en ? '' : body.title_en;
  const reset = titleZh === '' && titleEn === '';
  const where = and(eq(routeTitles.ownerId, ctx.owner.id), eq(routeTitles.pageKey, key));

  const saved = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(routeTitles).where(where).for('update');
    const was = before ? { title_zh: before.titleZh, title_en: before.titleEn } : null;
    if (reset) {
      if (!before) return undefined;
      await tx.delete(routeTitles).where(where);
      await recordChange(tx, ctx, { entity: ENTITY, entityId: key, action: 'delete', before: was });
      return undefined;
    }
    const [row] = await tx
      .insert(routeTitles)
      .values({ ownerId: ctx.owner.id, pageKey: key, titleZh, titleEn, createdBy: ctx.user.id })
      .onConflictDoUpdate({ target: [routeTitles.ownerId, routeTitles.pageKey], set: { titleZh, titleEn } })
      .returning();
    const is = { title_zh: titleZh, title_en: titleEn };
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await recordChange(tx, ctx, {
        entity: ENTITY,
        entityId: key,
        action: before ? 'update' : 'create',
        before: was,
        after: is,
      });
    }
    return row;
  });
  return { entry: toEntry(route, saved), reset };
}

/** The owner's own titles, for every member's breadcrumb; pages without one are left out. */
export async function ownRouteTitles(ctx: OwnerCtx): Promise<RouteTitles> {
  const inLayout = new Set<string>(layoutRoutes(ctx.owner.isConfig).map((route) => route.name));
  return Object.fromEntries(
    (await ownRows(ctx))
      .filter((row) => inLayout.has(row.pageKey))
      .map((row) => [row.pageKey, { zh: row.titleZh, en: row.titleEn }]),
  );
}

/** Route titles as this owner shows them: its own title where it set one, else the registry's. */
export async function pageTitles(ctx: OwnerCtx): Promise<(route: RouteDef) => Title> {
  const own = new Map((await ownRows(ctx)).map((row) => [row.pageKey, row]));
  return (route) => {
    const row = own.get(route.name);
    return { zh: row?.titleZh || route.title.zh, en: row?.titleEn || route.title.en };
  };
}
