import { defineAuditLabels } from './define.js';

/** How the audit log names what the news module audits. */
export const newsAuditLabels = defineAuditLabels({
  news: {
    title: { zh: '新闻动态', en: 'News' },
    fields: {
      title: { zh: '标题', en: 'Title' },
      body: { zh: '正文', en: 'Text' },
      published_at: { zh: '发布时间', en: 'Published at' },
      pinned: { zh: '置顶', en: 'Pinned' },
    },
  },
});
