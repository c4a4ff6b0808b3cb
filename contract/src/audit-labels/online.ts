import { defineAuditLabels } from './define.js';

/** How the audit log names what the online module audits. */
export const onlineAuditLabels = defineAuditLabels({
  sessions: {
    title: { zh: '在线会话', en: 'Session' },
    fields: {},
  },
});
