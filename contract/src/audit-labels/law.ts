import { defineAuditLabels } from './define.js';

/** How the audit log names what the law module audits. */
export const lawAuditLabels = defineAuditLabels({
  laws: {
    title: { zh: '法规标准', en: 'Law or standard' },
    fields: {
      code: { zh: '标准编号', en: 'Code' },
      title: { zh: '名称', en: 'Title' },
      issuer: { zh: '发布机构', en: 'Issued by' },
      enable_date: { zh: '实施日期', en: 'Effective from' },
      status: { zh: '状态', en: 'Status' },
      content_length: { zh: '正文字数', en: 'Text length (characters)' },
      file_id: { zh: 'PDF 文件', en: 'PDF' },
    },
  },
});
