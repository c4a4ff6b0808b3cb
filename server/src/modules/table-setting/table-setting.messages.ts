import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the table column settings. */
const zh = {
  'tableSetting.duplicateKey': '列不能重复',
  'tableSetting.saved': '列设置已保存',
  'tableSetting.reset': '已恢复默认列设置',
};

const en: Record<keyof typeof zh, string> = {
  'tableSetting.duplicateKey': 'A column may appear only once',
  'tableSetting.saved': 'Column settings saved',
  'tableSetting.reset': 'Column settings reset to the defaults',
};

export const tableSettingMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
