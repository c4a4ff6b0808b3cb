import type { PageKey } from './routes.js';

/**
 * The pages that have a screen today: the web registers a screen for each of these and for no other
 * (a web test checks both ways), and the server offers only these in the role matrix, the permission
 * items and the menu editor. Every other route of the table still opens the not-found page, so it is
 * not offered; grants and menu items an owner already holds on one are kept, just not shown. A new
 * screen adds its page key here in the same change.
 */
export const BUILT_PAGES = [
  'login',
  'home',
  'news',
  'user-profile',
  'inbox',
  'control-authority',
  'control-authority-setup',
  'user-table',
  'control-assign',
  'control-role',
  'control-role-setup',
  'control-route',
  'control-menu',
  'control-organization',
  'control-form',
  'control-form-design',
  'control-form-example-setup',
  'control-form-example-list',
  'control-workflow',
  'control-workflow-design',
  'control-audit-log',
  'control-online',
  'custom-device',
  'custom-equipment',
  'custom-ins-unit',
  'process-control',
  'process-list',
  'report-index',
  'report-person-index',
  'unitmanager-person-control',
  'report-control',
  'report-manager-control',
  'unitmanager-manager-control',
  'unitmanager-equipment',
  'unitmanager-equipment-point',
  'eic-wtf',
  'eic-manager',
  'eic-staff',
  'project-engineering',
  'project-data-library',
  'project-engineering-list',
  'project-engineering-detail',
  'project-found',
  'project-found-list',
  'project-found-report-list',
  'project-found-report-detail',
  'project-report-data',
  'project-template-base',
  'project-template-found-detail',
  'project-template-found-number',
  'project-template-found-report',
  'project-template-found-patrol',
  'project-template-found-breakdown',
  'project-template-found-reports',
  'project-plan',
  'project-plan-list',
  'project-analysis',
  'project-report-create',
  'project-view-product-info',
  'project-report-list',
  'equipment-produce-info',
  'system-found',
  'system-ipcg',
  'config-home',
  'config-produce-info',
  'config-organization',
  'config-subject',
  'config-subject-ipcg',
  'config-library',
  'config-owner-list',
  'config-owner-setting',
  'config-user-profile',
  'config-users',
  'config-user-edit',
  'config-login-log',
  'knowledge-law',
  'knowledge-found',
  'knowledge-criterion',
  'workflow-list',
] as const satisfies readonly PageKey[];

export type BuiltPage = (typeof BUILT_PAGES)[number];

const built = new Set<string>(BUILT_PAGES);

/** Narrows a key that arrives as data (a request, a stored row) to a page that has a screen. */
export function isBuiltPage(key: string): key is BuiltPage {
  return built.has(key);
}
