import { defineAuditLabels } from './define.js';

/** How the audit log names what the inspection-unit module audits. */
export const inspectionUnitAuditLabels = defineAuditLabels({
  inspection_units: {
    title: { zh: '检验单位', en: 'Inspection unit' },
    fields: {
      qualification: { zh: '资质', en: 'Qualification' },
      name: { zh: '单位名称', en: 'Unit' },
      contact: { zh: '联系人', en: 'Contact' },
      phone: { zh: '联系电话', en: 'Phone' },
      address: { zh: '地址', en: 'Address' },
      people: { zh: '检验人员', en: 'Inspectors' },
    },
  },
});
