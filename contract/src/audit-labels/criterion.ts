import { defineAuditLabels } from './define.js';

/** How the audit log names what the criterion module audits. */
export const criterionAuditLabels = defineAuditLabels({
  criterion_clauses: {
    title: { zh: '规范条款', en: 'Standard clause' },
    fields: {
      law_id: { zh: '所属标准', en: 'Standard' },
      code: { zh: '条款号', en: 'Clause number' },
      title: { zh: '条款标题', en: 'Clause title' },
      requirement_length: { zh: '要求字数', en: 'Requirement length (characters)' },
      sub_clauses_removed: { zh: '一并删除的下级条款数', en: 'Sub-clauses removed with it' },
    },
  },
});
