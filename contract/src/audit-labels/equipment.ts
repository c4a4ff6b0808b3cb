import { defineAuditLabels } from './define.js';

/** How the audit log names what the equipment module audits. */
export const equipmentAuditLabels = defineAuditLabels({
  equipment: {
    title: { zh: '设备', en: 'Equipment' },
    fields: {
      name: { zh: '设备名称', en: 'Name' },
      project_id: { zh: '所属项目', en: 'Project' },
      device_id: { zh: '装置', en: 'Device kind' },
      e_number: { zh: '设备编号', en: 'Number' },
      batch: { zh: '批次', en: 'Batch' },
      quantity: { zh: '数量', en: 'Quantity' },
      factory_id: { zh: '制造厂', en: 'Factory' },
      unit_id: { zh: '检验单位', en: 'Inspection unit' },
      planned_delivery: { zh: '计划交货日期', en: 'Planned delivery' },
      status: { zh: '状态', en: 'Status' },
      note: { zh: '备注', en: 'Note' },
      inspectors: { zh: '检验员', en: 'Inspectors' },
      points: { zh: '检验点', en: 'Inspection points' },
    },
  },
});
