import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the announcements. */
const zh = {
  'news.saved': '已保存',
  'news.deleted': '已删除',
};

const en: Record<keyof typeof zh, string> = {
  'news.saved': 'Saved',
  'news.deleted': 'Deleted',
};

export const newsMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
