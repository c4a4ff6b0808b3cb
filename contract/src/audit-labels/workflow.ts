import { defineAuditLabels } from './define.js';

/** How the audit log names what the workflow module audits. */
export const workflowAuditLabels = defineAuditLabels({
  workflow_definitions: {
    title: { zh: '审批流程', en: 'Review workflow' },
    fields: {
      name: { zh: '流程名称', en: 'Workflow name' },
      families: { zh: '报告类别', en: 'Report families' },
      template_ids: { zh: '表单模板', en: 'Form templates' },
      latest_version: { zh: '最新版本', en: 'Latest version' },
      flow: { zh: '流程图', en: 'Flow' },
    },
  },
  workflow_instances: {
    title: { zh: '流程实例', en: 'Workflow run' },
    fields: {
      status: { zh: '状态', en: 'Status' },
      revision: { zh: '修订号', en: 'Revision' },
      round: { zh: '轮次', en: 'Round' },
      form_instance_id: { zh: '表单', en: 'Form' },
    },
  },
  workflow_tasks: {
    title: { zh: '流程任务', en: 'Workflow task' },
    fields: {
      status: { zh: '状态', en: 'Status' },
      revision: { zh: '修订号', en: 'Revision' },
      action: { zh: '处理', en: 'Action' },
      instance_status: { zh: '流程状态', en: 'Workflow status' },
      self_review: { zh: '本人审核（已放宽四眼原则）', en: 'Own work reviewed (four-eyes rule relaxed)' },
    },
  },
  review_relaxations: {
    title: { zh: '四眼原则', en: 'Four-eyes rule' },
    fields: {
      kind: { zh: '审核类别', en: 'Kind of review' },
      relaxed: { zh: '允许本人审核', en: 'Authors may review' },
    },
  },
});
