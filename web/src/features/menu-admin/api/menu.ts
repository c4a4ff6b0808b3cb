import { MenuAdminCalls, type MenuGroupBody, type MenuItemBody, type MenuOrderBody } from '@app/contract';
import { call } from '../../../lib/http';

export const MENU_ADMIN_KEY = 'menu-admin';

export const fetchMenuTree = () => call(MenuAdminCalls.tree, { hideLoading: true });

export const saveMenuOrder = (groups: MenuOrderBody['groups']) => call(MenuAdminCalls.order, { body: { groups } });

// Forms show field errors under their fields, so their saves are silent.
export const createMenuGroup = (body: MenuGroupBody) => call(MenuAdminCalls.createGroup, { body, silent: true });
export const updateMenuGroup = (id: number, body: MenuGroupBody) =>
  call(MenuAdminCalls.updateGroup, { query: { id: String(id) }, body, silent: true });
export const deleteMenuGroup = (id: number) => call(MenuAdminCalls.deleteGroup, { query: { id: String(id) } });

export const createMenuItem = (body: MenuItemBody) => call(MenuAdminCalls.createItem, { body, silent: true });
export const updateMenuItem = (id: number, body: MenuItemBody) =>
  call(MenuAdminCalls.updateItem, { query: { id: String(id) }, body, silent: true });
export const deleteMenuItem = (id: number) => call(MenuAdminCalls.deleteItem, { query: { id: String(id) } });
