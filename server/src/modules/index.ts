import { gatherHooks, type HookDeps, type Hooks } from '../platform/hooks.js';
import type { MenuEntry, OwnerTemplate, ServerModule } from '../platform/module.js';
import { analysisModule } from './analysis/index.js';
import { assignModule } from './assign/index.js';
import { auditModule } from './audit/index.js';
import { authorityModule } from './authority/index.js';
import { backlogModule } from './backlog/index.js';
import { chartModule } from './chart/index.js';
import { criterionModule } from './criterion/index.js';
import { deviceModule } from './device/index.js';
import { dictionaryModule } from './dictionary/index.js';
import { equipmentModule } from './equipment/index.js';
import { filesModule } from './files/index.js';
import type { FilesDeps } from './files/public.js';
import { findingModule } from './finding/index.js';
import { formModule } from './form/index.js';
import { healthModule } from './health/index.js';
import { inboxModule } from './inbox/index.js';
import { inspectionCategoryModule } from './inspection-category/index.js';
import { inspectionUnitModule } from './inspection-unit/index.js';
import { lawModule } from './law/index.js';
import { mapModule } from './map/index.js';
import type { MapDeps } from './map/public.js';
import { menuModule } from './menu/index.js';
import { addPageToMenus } from './menu/public.js';
import { ncrModule } from './ncr/index.js';
import { newsModule } from './news/index.js';
import { onlineModule } from './online/index.js';
import { organizationModule } from './organization/index.js';
import { type OwnerDeps, ownerModule } from './owner/index.js';
import { permissionModule } from './permission/index.js';
import { planModule } from './plan/index.js';
import { productionModule } from './production/index.js';
import { projectModule } from './project/index.js';
import { reportModule } from './report/index.js';
import { reportExportModule } from './report-export/index.js';
import { roleModule } from './role/index.js';
import { routeTitleModule } from './route-title/index.js';
import { tableSettingModule } from './table-setting/index.js';
import { userModule } from './user/index.js';
import type { LoginLimiters } from './user/public.js';
import { workflowModule } from './workflow/index.js';

/** What the process hands the modules: the sum of what each one's manifest asks for. */
export type ModuleDeps = FilesDeps &
  OwnerDeps &
  MapDeps &
  HookDeps & { limiters: LoginLimiters; sessionMaxAgeMs: number };

/**
 * Every module of the server, registered in this order. Health comes first so that it answers even
 * while later routes are being set up; otherwise the order carries no meaning.
 */
export const MODULES: readonly ServerModule<ModuleDeps>[] = [
  healthModule,
  userModule,
  permissionModule,
  menuModule,
  routeTitleModule,
  ownerModule,
  backlogModule,
  chartModule,
  auditModule,
  onlineModule,
  roleModule,
  authorityModule,
  assignModule,
  organizationModule,
  dictionaryModule,
  tableSettingModule,
  filesModule,
  deviceModule,
  inspectionCategoryModule,
  inspectionUnitModule,
  projectModule,
  mapModule,
  // After the projects: its demo data names them.
  equipmentModule,
  // After the equipment: its demo data names it.
  productionModule,
  // After the projects: its demo forms name them.
  formModule,
  inboxModule,
  // After the forms: its demo report is one of them.
  workflowModule,
  lawModule,
  // After the laws: its demo clauses belong to their demo standards.
  criterionModule,
  // After the forms, the workflow and the clauses: its demo headers are of their demo forms and cite clauses.
  reportModule,
  // After the reports: they work on reports and their demo data names them.
  ncrModule,
  planModule,
  analysisModule,
  reportExportModule,
  // After the clauses, equipment and reports: its demo findings cite and name them.
  findingModule,
  newsModule,
];

/** The handlers every module registers on the engines' hooks, in list order (handed over as `deps.hooks`). */
export const HOOKS: Hooks = gatherHooks(MODULES.map((module) => module.hooks));

/** The menu entries of every module, in list order: offered to each owner once (menu-entries.service.ts). */
export const MODULE_MENU: readonly MenuEntry[] = MODULES.flatMap((module) => module.menu ?? []);

/** What a new owner gets from the modules: their menu entries, then their starting data, in list order. */
export const OWNER_TEMPLATE: OwnerTemplate = {
  menuEntries: MODULE_MENU,
  seeders: MODULES.flatMap((module) => (module.seedOwner ? [module.seedOwner] : [])),
};

/**
 * What runs once before the server listens: each module's menu entries are offered to the owners
 * that do not have them yet, then each module's start-up hook runs, in list order.
 */
export async function startModules(modules: readonly ServerModule<ModuleDeps>[], deps: ModuleDeps): Promise<void> {
  for (const entry of modules.flatMap((module) => module.menu ?? [])) await addPageToMenus(deps.db, entry);
  for (const module of modules) await module.onStart?.(deps);
}
