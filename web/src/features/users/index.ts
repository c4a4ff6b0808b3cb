import type { WebFeature } from '../../app/feature';

/** The members of an owner. */
export const usersFeature = {
  screens: {
    'user-table': () => import('./routes/UserTablePage'),
  },
} satisfies WebFeature;
