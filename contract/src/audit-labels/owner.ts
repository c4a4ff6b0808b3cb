import { defineAuditLabels } from './define.js';

/** How the audit log names what the owner module audits. */
export const ownerAuditLabels = defineAuditLabels({
  owners: {
    title: { zh: '业主', en: 'Owner' },
    fields: {
      key: { zh: '业主标识', en: 'Owner key' },
      name: { zh: '简称', en: 'Short name' },
    },
  },
});
