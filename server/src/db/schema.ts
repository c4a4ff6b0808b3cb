/** Every table of every module, for drizzle-kit and the typed query builder. */

export * from '../core/membership.table.js';
export * from '../core/organization.table.js';
export * from '../core/owner.table.js';
export * from '../core/permission.table.js';
export * from '../core/role.table.js';
export * from '../core/session.table.js';
export * from '../core/user.table.js';
export * from '../modules/audit/audit.table.js';
export * from '../modules/backlog/backlog.table.js';
export * from '../modules/dictionary/dictionary.table.js';
export * from '../modules/files/file.table.js';
export * from '../modules/menu/menu.table.js';
export * from '../modules/route-title/route-title.table.js';
export * from '../modules/table-setting/table-setting.table.js';
