import { defineAuditLabels } from './define.js';

/** How the audit log names what the inspection-category module audits. */
export const inspectionCategoryAuditLabels = defineAuditLabels({
  inspection_categories: {
    title: { zh: '检验类别', en: 'Inspection category' },
    fields: {
      name: { zh: '类别名称', en: 'Category' },
    },
  },
});
