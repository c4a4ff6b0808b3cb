import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the menu editor. */
const zh = {
  'menu.created': '已新增',
  'menu.saved': '已保存',
  'menu.deleted': '已删除',
  'menu.orderSaved': '菜单顺序已保存',
  'menu.groupNotEmpty': '该分组下还有 {count} 个菜单项，请先移走或删除它们',
  'menu.pageNotInLayout': '请选择本系统中的页面',
  'menu.pageHasParams': '该页面需要参数，不能直接放入菜单',
  'menu.pageNotBuilt': '该页面尚未开放，不能放入菜单',
  'menu.pageInMenu': '该页面已在菜单中',
  'menu.orderIncomplete': '排序须包含每个分组和菜单项各一次；菜单可能已被他人修改，请刷新后重试',
};

const en: Record<keyof typeof zh, string> = {
  'menu.created': 'Added',
  'menu.saved': 'Saved',
  'menu.deleted': 'Deleted',
  'menu.orderSaved': 'Menu order saved',
  'menu.groupNotEmpty': 'This group still holds {count} menu items; move or delete them first',
  'menu.pageNotInLayout': 'Choose a page of this system',
  'menu.pageHasParams': 'This page needs parameters and cannot be a menu entry',
  'menu.pageNotBuilt': 'This page is not available yet and cannot be a menu entry',
  'menu.pageInMenu': 'This page is already in the menu',
  'menu.orderIncomplete':
    'The order must list every group and menu item exactly once; the menu may have been changed meanwhile, please reload',
};

export const menuMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
