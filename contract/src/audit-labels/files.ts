import { defineAuditLabels } from './define.js';

/** How the audit log names what the files module audits. */
export const filesAuditLabels = defineAuditLabels({
  files: {
    title: { zh: '文件', en: 'File' },
    fields: {
      name: { zh: '文件名', en: 'File name' },
      purpose: { zh: '用途', en: 'Purpose' },
    },
  },
});
