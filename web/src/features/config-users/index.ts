import type { WebFeature } from '../../app/feature';

/** Platform users, as the configuration owner manages them. */
export const configUsersFeature = {
  screens: {
    'config-users': () => import('./routes/ConfigUsersPage'),
    'config-user-edit': () => import('./routes/ConfigUserEditPage'),
  },
} satisfies WebFeature;
