import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the law library. */
const zh = {
  'law.codeTaken': '已有相同编号的法规标准',
  'law.saved': '已保存',
  'law.deleted': '已删除',
};

const en: Record<keyof typeof zh, string> = {
  'law.codeTaken': 'A law or standard with this code already exists',
  'law.saved': 'Saved',
  'law.deleted': 'Deleted',
};

export const lawMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
