import type { ComponentType } from 'react';

type Screen = () => Promise<{ default: ComponentType }>;

/**
 * Route name (contract/src/routes.ts) to its screen. A route of the table is served only once its
 * screen exists; until then its path shows the not-found page.
 */
export const SCREENS: Record<string, Screen> = {
  home: () => import('../features/home/routes/HomePage'),
  'user-profile': () => import('../features/account/routes/ProfilePage'),
  'config-home': () => import('../features/home/routes/ConfigHomePage'),
  'config-user-profile': () => import('../features/account/routes/ProfilePage'),
  'control-audit-log': () => import('../features/audit/routes/AuditLogPage'),
  'control-online': () => import('../features/online/routes/OnlineUsersPage'),
  'config-login-log': () => import('../features/audit/routes/LoginLogPage'),
};
