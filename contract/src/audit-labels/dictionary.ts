import { defineAuditLabels } from './define.js';

/** How the audit log names what the dictionary module audits. */
export const dictionaryAuditLabels = defineAuditLabels({
  dict_types: {
    title: { zh: '字典类型', en: 'Dictionary type' },
    fields: {
      name: { zh: '类型名称', en: 'Type name' },
      item_count: { zh: '字典项数', en: 'Items' },
    },
  },
  dict_items: {
    title: { zh: '字典项', en: 'Dictionary item' },
    fields: {},
  },
});
