import { defineAuditLabels } from './define.js';

/** How the audit log names what the authority module audits. */
export const authorityAuditLabels = defineAuditLabels({
  page_permissions: {
    title: { zh: '权限项', en: 'Permission item' },
    keyedBy: 'role',
    fields: {},
  },
});
