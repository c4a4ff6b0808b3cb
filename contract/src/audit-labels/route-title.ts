import { defineAuditLabels } from './define.js';

/** How the audit log names what the route-title module audits. */
export const routeTitleAuditLabels = defineAuditLabels({
  route_titles: {
    title: { zh: '页面标题', en: 'Page title' },
    fields: {
      title_zh: { zh: '中文标题', en: 'Chinese title' },
      title_en: { zh: '英文标题', en: 'English title' },
    },
  },
});
