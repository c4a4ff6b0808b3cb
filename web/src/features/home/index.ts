import type { WebFeature } from '../../app/feature';

/** The landing page of each layout. */
export const homeFeature = {
  screens: {
    home: () => import('./routes/HomePage'),
    'config-home': () => import('./routes/ConfigHomePage'),
  },
} satisfies WebFeature;
