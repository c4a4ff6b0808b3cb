import { ownerCalls } from '../call.js';
import { ROUTES, type RouteDef, SECTIONS, type SectionKey } from '../routes.js';
import { z } from '../zod.js';
import { requiredString, text } from './fields.js';
import { listData } from './list.js';

/** An owner's own title of a page, per language; longer titles do not fit the breadcrumb. */
export const ROUTE_TITLE_MAX = 32;

/**
 * The routes an owner works with: the configuration layout's for the configuration owner, the
 * default layout's for the others. The login page belongs to nobody's layout.
 */
export function layoutRoutes(isConfig: boolean): RouteDef[] {
  return ROUTES.filter((route) => route.requiresAuth !== false && Boolean(route.isConfig) === isConfig);
}

const SECTION_KEYS = SECTIONS.map((section) => section.key) as [SectionKey, ...SectionKey[]];

/** `GET /api/route/index`: both filters are optional; `text` matches key, path and every title. */
export const RouteListQuery = z.object({
  section: z.enum(SECTION_KEYS, { error: 'validation.invalid' }).optional(),
  text: text(64).optional(),
});
export type RouteListQuery = z.infer<typeof RouteListQuery>;

export const RouteKeyQuery = z.object({ key: requiredString(64) });

/** An empty title means the registry's title in that language. */
const ownTitle = text(ROUTE_TITLE_MAX);

export const RouteTitleBody = z.object({ title_zh: ownTitle, title_en: ownTitle });
export type RouteTitleBody = z.infer<typeof RouteTitleBody>;

/** A route of the owner's layout with the registry's titles and the owner's own ('' when unset). */
export const RouteEntry = z.object({
  key: z.string(),
  path: z.string(),
  section: z.enum(SECTION_KEYS),
  default_zh: z.string(),
  default_en: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
});
export type RouteEntry = z.infer<typeof RouteEntry>;

/** `GET /api/route/titles`: the owner's own titles by page key; a language left empty is ''. */
export const RouteTitles = z.record(z.string(), z.object({ zh: z.string(), en: z.string() }));
export type RouteTitles = z.infer<typeof RouteTitles>;

const call = ownerCalls('route');

/** The route editor (`/default/control/route`, page key `control-route`) and every breadcrumb. */
export const RouteTitleCalls = {
  /** Every route of the owner's layout, in registry order, on one page. */
  list: call('GET', '/route/index', { query: RouteListQuery, response: listData(RouteEntry) }),
  /** Sets or resets the owner's titles of one page; answers the page's entry as it now reads. */
  update: call('POST', '/route/update', { query: RouteKeyQuery, body: RouteTitleBody, response: RouteEntry }),
  /** Every member's breadcrumb reads these: a session in the owner is enough. */
  titles: call('GET', '/route/titles', { response: RouteTitles }),
};
