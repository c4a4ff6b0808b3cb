import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the route titles. */
const zh = {
  'route.saved': '页面标题已保存',
  'route.reset': '已恢复默认标题',
};

const en: Record<keyof typeof zh, string> = {
  'route.saved': 'Page title saved',
  'route.reset': 'Default title restored',
};

export const routeTitleMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
