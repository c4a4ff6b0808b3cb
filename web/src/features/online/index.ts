import type { WebFeature } from '../../app/feature';

/** Who is signed in, and signing them out. */
export const onlineFeature = {
  screens: {
    'control-online': () => import('./routes/OnlineUsersPage'),
  },
} satisfies WebFeature;
