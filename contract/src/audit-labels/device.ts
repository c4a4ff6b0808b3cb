import { defineAuditLabels } from './define.js';

/** How the audit log names what the device module audits. */
export const deviceAuditLabels = defineAuditLabels({
  device_kinds: {
    title: { zh: '装置', en: 'Device' },
    fields: {
      name: { zh: '装置名称', en: 'Device' },
      code: { zh: '代号', en: 'Code' },
      processes: { zh: '工序', en: 'Process steps' },
    },
  },
});
