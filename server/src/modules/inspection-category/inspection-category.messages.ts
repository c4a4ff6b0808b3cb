import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of inspection categories. */
const zh = {
  'category.nameTaken': '已有同名检验类别',
  'category.symbolTaken': '已有检验类别使用该计划符号',
  'category.inUse': '该检验类别已在设备检验点中使用，不能删除',
  'category.saved': '已保存',
  'category.deleted': '已删除',
  'category.imported': '已导入 {added} 个检验类别',
  'category.noneImported': '平台默认的检验类别都已存在，未导入新的类别',
  'category.notForConfig': '平台默认值本身就在配置中心维护，无需导入',
};

const en: Record<keyof typeof zh, string> = {
  'category.nameTaken': 'An inspection category with this name already exists',
  'category.symbolTaken': 'Another inspection category already uses this plan symbol',
  'category.inUse': 'Inspection points of equipment use this category, so it cannot be deleted',
  'category.saved': 'Saved',
  'category.deleted': 'Deleted',
  'category.imported': '{added} inspection categories imported',
  'category.noneImported': 'Every default inspection category is already here; nothing was imported',
  'category.notForConfig':
    'The platform defaults are kept here in the configuration centre; there is nothing to import',
};

export const categoryMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
