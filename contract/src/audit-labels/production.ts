import { defineAuditLabels } from './define.js';

/** How the audit log names what the production module audits. */
export const productionAuditLabels = defineAuditLabels({
  production_steps: {
    title: { zh: '生产信息', en: 'Production information' },
    fields: {
      equipment_id: { zh: '设备', en: 'Equipment' },
      process_id: { zh: '工序', en: 'Process step' },
      planned_start: { zh: '计划开始', en: 'Planned start' },
      planned_finish: { zh: '计划完成', en: 'Planned finish' },
      actual_start: { zh: '实际开始', en: 'Actual start' },
      actual_finish: { zh: '实际完成', en: 'Actual finish' },
      progress: { zh: '进度（%）', en: 'Progress (%)' },
      note: { zh: '备注', en: 'Note' },
      photos: { zh: '照片数', en: 'Photos' },
    },
  },
});
