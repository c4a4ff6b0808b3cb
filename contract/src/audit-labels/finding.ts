import { defineAuditLabels } from './define.js';

/** How the audit log names what the finding module audits. */
export const findingAuditLabels = defineAuditLabels({
  finding_categories: {
    title: { zh: '问题类型与主题', en: 'Finding type or theme' },
    fields: {
      kind: { zh: '分类', en: 'Kind' },
    },
  },
  findings: {
    title: { zh: '发现问题', en: 'Finding' },
    fields: {
      project_id: { zh: '所属项目', en: 'Project' },
      equipment_id: { zh: '设备', en: 'Equipment' },
      report_id: { zh: '报告', en: 'Report' },
      type_id: { zh: '问题类型', en: 'Finding type' },
      theme_id: { zh: '问题主题', en: 'Theme' },
      description: { zh: '问题描述', en: 'Description' },
      location: { zh: '问题部位', en: 'Location' },
      is_important: { zh: '重要问题', en: 'Important' },
      on_focus: { zh: '重点关注', en: 'Under focus' },
      clause_id: { zh: '违反条款', en: 'Violated clause' },
      responsible_id: { zh: '责任人', en: 'Responsible' },
      responsible_org: { zh: '责任单位', en: 'Responsible organisation' },
      due_date: { zh: '整改期限', en: 'Due date' },
      state: { zh: '状态', en: 'State' },
      closed_at: { zh: '销号时间', en: 'Closed at' },
      step: { zh: '操作', en: 'Step' },
      file_ids: { zh: '照片', en: 'Photos' },
    },
  },
});
