import type { WebFeature } from '../../app/feature';

/** The owner's own titles of the pages. */
export const routeAdminFeature = {
  screens: {
    'control-route': () => import('./routes/RouteAdminPage'),
  },
} satisfies WebFeature;
