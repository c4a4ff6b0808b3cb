import { defineAuditLabels } from './define.js';

/** How the audit log names what the user module audits. */
export const userAuditLabels = defineAuditLabels({
  users: {
    title: { zh: '用户', en: 'User' },
    fields: {
      name: { zh: '姓名', en: 'Name' },
      avatarUrl: { zh: '头像', en: 'Avatar' },
      password_hash: { zh: '密码', en: 'Password' },
      gender: { zh: '性别', en: 'Gender' },
      email: { zh: '电子邮箱', en: 'E-mail' },
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
