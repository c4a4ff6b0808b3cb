import { defineAuditLabels } from './define.js';

/** How the audit log names what the inspection-category module audits. */
export const inspectionCategoryAuditLabels = defineAuditLabels({
  inspection_categories: {
    title: { zh: '检验类别', en: 'Inspection category' },
    fields: {
      name: { zh: '类别名称', en: 'Category' },
      plan_symbol: { zh: '计划符号', en: 'Plan symbol' },
      actual_symbol: { zh: '实际符号', en: 'Actual symbol' },
    },
  },
});
