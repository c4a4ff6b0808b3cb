/**
 * The role module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */
export { actionsByRole, applyGrants, auditRecord, grantsOfPage, sameActions, wanted } from './grants.js';
export { ADMIN_ROLE, adminKeepsPage, bySection, inLayout, offeredRoutes } from './page-layout.js';
export { CONFIG_EVERYONE_PAGES, EVERYONE_PAGES, seedBuiltinRoles } from './role.template.js';
