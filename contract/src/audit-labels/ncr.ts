import { defineAuditLabels } from './define.js';

/** How the audit log names what the ncr module audits. */
export const ncrAuditLabels = defineAuditLabels({
  ncr_cases: {
    title: { zh: '不符合项（NCR）', en: 'NCR' },
    fields: {
      state: { zh: '状态', en: 'State' },
      disposition: { zh: '处置方式', en: 'Disposition' },
      disposition_note: { zh: '处置说明', en: 'Disposition note' },
      plan: { zh: '整改计划', en: 'Action plan' },
      responsible_id: { zh: '责任人', en: 'Responsible' },
      due_date: { zh: '完成期限', en: 'Due date' },
      planned_by: { zh: '计划编制人', en: 'Plan written by' },
      execution_note: { zh: '执行情况', en: 'Execution note' },
      closed_at: { zh: '关闭时间', en: 'Closed at' },
      step: { zh: '操作', en: 'Step' },
      file_ids: { zh: '证据', en: 'Evidence' },
      disposed_by: { zh: '处置提出人', en: 'Disposition proposed by' },
      executed_by: { zh: '整改执行人', en: 'Rework carried out by' },
      self_review: { zh: '本人审核（已放宽四眼原则）', en: 'Own work reviewed (four-eyes rule relaxed)' },
    },
  },
});
