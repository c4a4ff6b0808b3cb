import type {
  MenuEntryGroup,
  MenuEntryItem,
  MenuGroupBody,
  MenuItemBody,
  MenuOrderBody,
  MenuTree,
} from '@app/contract';
import { http } from '../../../lib/http';

export const MENU_ADMIN_KEY = 'menu-admin';

export const fetchMenuTree = () => http.get<MenuTree>('/menu/index', { hideLoading: true });

export const saveMenuOrder = (groups: MenuOrderBody['groups']) => http.post<null>('/menu/order', { groups });

// Forms show field errors under their fields, so their saves are silent.
export const createMenuGroup = (body: MenuGroupBody) =>
  http.post<MenuEntryGroup>('/menu-group/create', body, { silent: true });
export const updateMenuGroup = (id: number, body: MenuGroupBody) =>
  http.post<MenuEntryGroup>('/menu-group/update', body, { query: { id }, silent: true });
export const deleteMenuGroup = (id: number) => http.post<null>('/menu-group/delete', undefined, { query: { id } });

export const createMenuItem = (body: MenuItemBody) =>
  http.post<MenuEntryItem>('/menu-item/create', body, { silent: true });
export const updateMenuItem = (id: number, body: MenuItemBody) =>
  http.post<MenuEntryItem>('/menu-item/update', body, { query: { id }, silent: true });
export const deleteMenuItem = (id: number) => http.post<null>('/menu-item/delete', undefined, { query: { id } });
