import { defineAuditLabels } from './define.js';

/** How the audit log names what the owner module audits. */
export const ownerAuditLabels = defineAuditLabels({
  owners: {
    title: { zh: '业主', en: 'Owner' },
    fields: {
      key: { zh: '业主标识', en: 'Owner key' },
      name: { zh: '简称', en: 'Short name' },
      config_admin: { zh: '配置系统管理员', en: 'Own administrator' },
      alphabet: { zh: '拼音首字母', en: 'Initials' },
      abridge: { zh: '缩写', en: 'Abbreviation' },
      town: { zh: '区/县', en: 'District' },
      logo: { zh: '标志', en: 'Logo' },
    },
  },
});
