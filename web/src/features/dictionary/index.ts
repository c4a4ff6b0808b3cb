import type { WebFeature } from '../../app/feature';

/** The data dictionary. */
export const dictionaryFeature = {
  screens: {
    'config-library': () => import('./routes/LibraryPage'),
  },
} satisfies WebFeature;
