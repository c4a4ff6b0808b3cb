import {
  ACTION_TYPES,
  type ActionType,
  type BuiltPage,
  MENU_GROUP_TITLES,
  ROLES,
  ROUTES,
  type Role,
  type SectionKey,
} from '@app/contract';
import type { MenuGroupKey } from '../../platform/module.js';
import { CONFIG_EVERYONE_PAGES, EVERYONE_PAGES } from '../role/public.js';

/**
 * The menus and grants a new owner starts with: the platform's own pages (an item names a page of
 * BUILT_PAGES, or this does not compile). A module's pages are not listed here but in its manifest's
 * `menu`, which reaches new owners and existing ones alike (menu-entries.service.ts).
 */
export interface TemplateGroup {
  key: MenuGroupKey;
  title: string;
  icon: string;
  items: { route: BuiltPage; icon: string }[];
}

export const ORDINARY_MENU: TemplateGroup[] = [
  {
    key: 'workspace',
    title: MENU_GROUP_TITLES[0]?.zh ?? '',
    icon: 'DashboardOutlined',
    items: [
      { route: 'home', icon: 'HomeOutlined' },
      { route: 'user-profile', icon: 'UserOutlined' },
    ],
  },
  {
    key: 'admin',
    title: MENU_GROUP_TITLES[2]?.zh ?? '',
    icon: 'SettingOutlined',
    items: [
      { route: 'user-table', icon: 'UserOutlined' },
      { route: 'control-role', icon: 'SafetyCertificateOutlined' },
      { route: 'control-authority', icon: 'KeyOutlined' },
      { route: 'control-organization', icon: 'ApartmentOutlined' },
      { route: 'control-menu', icon: 'MenuOutlined' },
      { route: 'control-route', icon: 'NodeIndexOutlined' },
      { route: 'control-online', icon: 'TeamOutlined' },
      { route: 'control-audit-log', icon: 'FileTextOutlined' },
    ],
  },
];

export const CONFIG_MENU: TemplateGroup[] = [
  {
    key: 'config',
    title: MENU_GROUP_TITLES[1]?.zh ?? '',
    icon: 'SettingOutlined',
    items: [
      { route: 'config-home', icon: 'HomeOutlined' },
      { route: 'config-owner-list', icon: 'BankOutlined' },
      { route: 'config-users', icon: 'TeamOutlined' },
      { route: 'config-organization', icon: 'ApartmentOutlined' },
      { route: 'config-library', icon: 'BookOutlined' },
      { route: 'config-user-profile', icon: 'UserOutlined' },
      { route: 'config-login-log', icon: 'FileTextOutlined' },
    ],
  },
];

export interface TemplateGrant {
  role: Role;
  pageKey: string;
  action: ActionType;
}

/** The system administrator holds every action on every page of the owner's layout. */
export function templateGrants(isConfig: boolean): TemplateGrant[] {
  const inLayout = (section: SectionKey) => (section === 'config') === isConfig;
  const adminGrants = ROUTES.filter((route) => inLayout(route.section) && route.name !== 'login').flatMap((route) =>
    ACTION_TYPES.map((action) => ({ role: 'admin' as const, pageKey: route.name, action })),
  );
  const everyone = isConfig ? CONFIG_EVERYONE_PAGES : EVERYONE_PAGES;
  const memberGrants = ROLES.filter((role) => role !== 'admin').flatMap((role) =>
    everyone.map((pageKey) => ({ role, pageKey, action: 'index' as const })),
  );
  return [...adminGrants, ...memberGrants];
}
