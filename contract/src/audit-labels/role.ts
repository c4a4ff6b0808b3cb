import { defineAuditLabels } from './define.js';

/** How the audit log names what the role module audits. */
export const roleAuditLabels = defineAuditLabels({
  roles: {
    title: { zh: '角色', en: 'Role' },
    fields: {
      name: { zh: '角色标识', en: 'Role key' },
      title: { zh: '角色名称', en: 'Role name' },
    },
  },
  role_permissions: {
    title: { zh: '角色权限', en: 'Role permissions' },
    keyedBy: 'page',
    fields: {},
  },
});
