import { defineAuditLabels } from './define.js';

/** How the audit log names what the organization module audits. */
export const organizationAuditLabels = defineAuditLabels({
  organizations: {
    title: { zh: '组织', en: 'Organisation' },
    fields: {},
  },
  departments: {
    title: { zh: '部门', en: 'Department' },
    fields: {},
  },
  staff: {
    title: { zh: '人员', en: 'Staff member' },
    fields: {
      name: { zh: '姓名', en: 'Name' },
    },
  },
});
