import type { WebFeature } from '../../app/feature';

/** Roles and the permission matrix of one role. */
export const roleFeature = {
  screens: {
    'control-role': () => import('./routes/RoleListPage'),
    'control-role-setup': () => import('./routes/RoleSetupPage'),
  },
} satisfies WebFeature;
