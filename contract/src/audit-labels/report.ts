import { defineAuditLabels } from './define.js';

/** How the audit log names what the report module audits. */
export const reportAuditLabels = defineAuditLabels({
  reports: {
    title: { zh: '报告', en: 'Report' },
    fields: {
      report_type: { zh: '报告类型', en: 'Report type' },
      project_id: { zh: '所属项目', en: 'Project' },
      report_date: { zh: '报告日期', en: 'Report date' },
      conclusion: { zh: '检验结论', en: 'Conclusion' },
      writer_id: { zh: '编写人', en: 'Written by' },
      equipment_id: { zh: '设备', en: 'Equipment' },
      point_id: { zh: '检验点', en: 'Inspection point' },
      template_id: { zh: '表单模板', en: 'Form template' },
      clause_ids: { zh: '引用条款', en: 'Cited clauses' },
    },
  },
});
