import { defineAuditLabels } from './define.js';

/** How the audit log names what the user module audits. */
export const userAuditLabels = defineAuditLabels({
  users: {
    title: { zh: '用户', en: 'User' },
    fields: {
      name: { zh: '姓名', en: 'Name' },
    },
  },
  memberships: {
    title: { zh: '成员与角色', en: 'Membership' },
    keyedBy: 'owner',
    fields: {
      enabled: { zh: '成员状态', en: 'Membership status' },
    },
  },
});
