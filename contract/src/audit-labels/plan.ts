import { defineAuditLabels } from './define.js';

/** How the audit log names what the plan module audits. */
export const planAuditLabels = defineAuditLabels({
  equipment_points: {
    title: { zh: '检验点', en: 'Inspection point' },
    fields: {
      planned_date: { zh: '计划日期', en: 'Planned date' },
      notice_at: { zh: '通知时间', en: 'Notified at' },
      notice_by: { zh: '通知人', en: 'Notified by' },
      notice_note: { zh: '通知说明', en: 'Notice note' },
    },
  },
});
