import {
  type ActionType,
  isBuiltPage,
  layoutRoutes,
  type RouteDef,
  SECTIONS,
  type SectionKey,
  type Title,
} from '@app/contract';

/**
 * Whether the page is one whose permissions this owner manages: a route of its layout (the
 * configuration routes for the configuration owner, the others otherwise), never the login page.
 */
export function inLayout(isConfig: boolean, pageKey: string): boolean {
  return layoutRoutes(isConfig).some((route) => route.name === pageKey);
}

/**
 * The pages of the owner's layout that have a screen (BUILT_PAGES): what the role matrix, the
 * permission items and the menu editor offer. A route without a screen opens the not-found page, so it
 * is not offered; grants an owner already holds on one are kept, only not shown.
 */
export function offeredRoutes(isConfig: boolean): RouteDef[] {
  return layoutRoutes(isConfig).filter((route) => isBuiltPage(route.name));
}

/** Whether the page is offered to this owner: in its layout and built. */
export function isOffered(isConfig: boolean, pageKey: string): boolean {
  return isBuiltPage(pageKey) && inLayout(isConfig, pageKey);
}

/** Routes in the order of SECTIONS, one group per section that has any. */
export function bySection<T>(
  routes: RouteDef[],
  toPage: (route: RouteDef) => T,
): { key: SectionKey; title: Title; pages: T[] }[] {
  return SECTIONS.map((section) => ({
    key: section.key,
    title: section.title,
    pages: routes.filter((route) => route.section === section.key).map(toPage),
  })).filter((section) => section.pages.length > 0);
}

/** Page keys the `admin` role must keep on, so that someone can always manage permissions. */
const LOCKOUT_PAGES = ['control-role', 'control-role-setup'] as const;
const LOCKOUT_ACTIONS: readonly ActionType[] = ['index', 'update'];
export const ADMIN_ROLE = 'admin';

/** Whether the admin's `actions` on `pageKey` still let it manage permissions. */
export function adminKeepsPage(pageKey: string, actions: readonly ActionType[]): boolean {
  if (!(LOCKOUT_PAGES as readonly string[]).includes(pageKey)) return true;
  return LOCKOUT_ACTIONS.every((action) => actions.includes(action));
}

/**
 * Whether `admin` may still manage permissions with `actionsOf` (its actions per page after the
 * change). The configuration layout has no such pages, so there is nothing to keep there.
 */
export function adminKeepsAll(isConfig: boolean, actionsOf: (pageKey: string) => readonly ActionType[]): boolean {
  return isConfig || LOCKOUT_PAGES.every((page) => adminKeepsPage(page, actionsOf(page)));
}
