import type { WebFeature } from '../../app/feature';

/** The menu editor. */
export const menuAdminFeature = {
  screens: {
    'control-menu': () => import('./routes/MenuAdminPage'),
  },
} satisfies WebFeature;
