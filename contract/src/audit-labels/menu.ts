import { defineAuditLabels } from './define.js';

/** How the audit log names what the menu module audits. */
export const menuAuditLabels = defineAuditLabels({
  menu_groups: {
    title: { zh: '菜单组', en: 'Menu group' },
    fields: {},
  },
  menu_items: {
    title: { zh: '菜单项', en: 'Menu item' },
    fields: {},
  },
});
