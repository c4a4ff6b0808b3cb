import type { WebFeature } from '../../app/feature';

/** The signed-in member's own profile, in both layouts. */
export const accountFeature = {
  screens: {
    'user-profile': () => import('./routes/ProfilePage'),
    'config-user-profile': () => import('./routes/ProfilePage'),
  },
} satisfies WebFeature;
